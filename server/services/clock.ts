// The server's idea of now for the rules that count time (limit periods,
// pending limit increases, time-outs). Tests move it forward instead of
// waiting; nothing in production ever does.
export interface ServerClock {
  now(): Date;
  /** Moves the clock forward (tests: '24 hours later'). */
  advance(ms: number): void;
}

export function createClock(): ServerClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}
