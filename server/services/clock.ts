// The server's idea of now for the rules that count time (limit periods,
// pending limit increases, time-outs). Tests move it forward instead of
// waiting; nothing in production ever does.
export interface ServerClock {
  now(): Date;
  /** Moves the clock forward (tests: '24 hours later'). */
  advance(ms: number): void;
  /**
   * How far tests have moved it (0 in production). What is timed by the
   * database's clock (the play-time meter) adds it, so tests move that too.
   */
  movedMs(): number;
}

export function createClock(): ServerClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    movedMs: () => offset,
  };
}
