// The session-time meter: how long a player has been playing today, for the
// daily session limit (spec: responsible gambling; issue 20).
//
// Every sign of play (the page's balance poll every 10 s, a round, a bet)
// used to be an UPSERT and a read of the limits: the balance call, the most
// frequent call of the site, went to the database twice a poll. Now each
// instance keeps the stretch of continuous play it has seen per player in
// memory and writes it when it starts, once a minute, when it ends, and on
// shutdown. The database merges stretches from every instance by their
// times, so two instances that both see a player count each moment once, and
// a stretch written after a restart joins the one written before it.
//
// What it costs: the limit is checked when a stretch is written, so it ends a
// session at most a minute (plus a poll) after it is reached; a crash loses
// at most the last minute of one instance's count. Limits are in minutes.

/** A gap between two signs of play longer than this ends a stretch (the page was closed). */
export const PLAY_GAP_MS = 60_000;
/** How often an open stretch is written. */
export const PLAY_WRITE_EVERY_MS = 60_000;

export interface PlayedStretch {
  userId: number;
  from: Date;
  to: Date;
  /** The language of the player's last request: the one their logout reason is written in. */
  locale: string;
}

export interface PlayTimeMeter {
  /** One sign of play now; resolves once a stretch that was due is written (and the limit checked). */
  beat(userId: number, locale: string): Promise<void>;
  /** Writes stretches that ended or are due; for a timer. */
  sweep(): Promise<void>;
  /** Writes every open stretch: shutdown, and tests that read the database. */
  flushAll(): Promise<void>;
}

interface Stretch {
  from: Date;
  last: Date;
  writtenAt: number;
  locale: string;
  writing: Promise<void> | null;
}

export function createPlayTimeMeter(options: { now(): Date; write(stretch: PlayedStretch): Promise<void> }): PlayTimeMeter {
  const open = new Map<number, Stretch>();

  /** Writes [from, last] of a stretch once at a time; the next write starts where this one ended. */
  function write(userId: number, stretch: Stretch): Promise<void> {
    if (stretch.writing) return stretch.writing;
    const to = stretch.last;
    stretch.writing = options
      .write({ userId, from: stretch.from, to, locale: stretch.locale })
      .then(() => {
        stretch.from = to;
        stretch.writtenAt = options.now().getTime();
      })
      .finally(() => {
        stretch.writing = null;
      });
    return stretch.writing;
  }

  /** Ends a stretch: writes what it holds and forgets it. */
  async function end(userId: number, stretch: Stretch): Promise<void> {
    if (open.get(userId) === stretch) open.delete(userId);
    await stretch.writing?.catch(() => {});
    if (stretch.last > stretch.from) await write(userId, stretch);
  }

  return {
    async beat(userId, locale) {
      const now = options.now();
      let stretch = open.get(userId);
      if (stretch && now.getTime() - stretch.last.getTime() > PLAY_GAP_MS) {
        await end(userId, stretch);
        stretch = undefined;
      }
      if (!stretch) {
        // A new stretch is written at once: it may continue one another
        // instance (or this one before a restart) wrote a moment ago, and the
        // limit may already be reached.
        stretch = { from: now, last: now, writtenAt: now.getTime(), locale, writing: null };
        open.set(userId, stretch);
        return write(userId, stretch);
      }
      if (now > stretch.last) stretch.last = now;
      stretch.locale = locale;
      if (now.getTime() - stretch.writtenAt >= PLAY_WRITE_EVERY_MS) await write(userId, stretch);
    },
    async sweep() {
      const now = options.now().getTime();
      for (const [userId, stretch] of [...open]) {
        if (now - stretch.last.getTime() > PLAY_GAP_MS) await end(userId, stretch);
        else if (now - stretch.writtenAt >= PLAY_WRITE_EVERY_MS && stretch.last > stretch.from) await write(userId, stretch);
      }
    },
    async flushAll() {
      const failures: unknown[] = [];
      for (const [userId, stretch] of [...open]) {
        await stretch.writing?.catch(() => {});
        if (stretch.last > stretch.from) await write(userId, stretch).catch((error: unknown) => failures.push(error));
      }
      if (failures.length > 0) throw failures[0];
    },
  };
}
