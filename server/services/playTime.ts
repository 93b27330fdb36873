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
//
// One clock (issue 32, L1): an instance's clock only measures how long a
// stretch lasted and how long ago it ended; where it lies in time, and so on
// which day, is the database's to say (writePlayedStretch), so an instance
// whose clock is minutes off counts like the others.

import type { Database } from '../db/database';

/**
 * A gap between two signs of play longer than this ends a stretch (the page
 * was closed). The gap before a sign still counts, up to this much: a sign of
 * play stands for the minute before it (writePlayedStretch).
 */
export const PLAY_GAP_MS = 60_000;
/** How often an open stretch is written. */
export const PLAY_WRITE_EVERY_MS = 60_000;

export interface PlayedStretch {
  userId: number;
  /** By the instance's clock: only the differences of from, to and at are used. */
  from: Date;
  to: Date;
  /** The instance's time when it wrote the stretch (how long ago `to` was). */
  at: Date;
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
      .write({ userId, from: stretch.from, to, at: options.now(), locale: stretch.locale })
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

/** The local calendar day of a time ('2026-11-21') and when that day ends: the days the minutes are kept by. */
export interface PlayDays {
  dayOf(at: Date): string;
  endOf(at: Date): Date;
}

/**
 * Books a stretch of play into the player's days, by the database's clock, and
 * returns the seconds of the day it ended on and when that was.
 *
 * - Where: the stretch ended `at − to` ago by the instance's clock, and lasted
 *   `to − from`; it is placed that long before the database's clock_timestamp()
 *   (moved by `movedMs` in tests), so every instance books by one clock.
 * - What counts: from the player's last booked moment (`last_seen`, on
 *   whichever day) to the stretch's end; when the stretch begins more than
 *   PLAY_GAP_MS after that moment, only the PLAY_GAP_MS before its beginning
 *   count (a sign of play stands for the minute before it: nothing counted
 *   for rounds 61 s apart was the hole). What another instance already booked
 *   is not counted again.
 * - Which day: each part on the local day it was played; a stretch across
 *   midnight is split there.
 *
 * The player's row is locked meanwhile, so two instances booking at once take
 * turns. Seconds are counted between whole-second marks, so stretches that
 * follow one another add up without rounding drift.
 */
export async function bookStretch(
  db: Database,
  stretch: PlayedStretch,
  days: PlayDays,
  movedMs = 0,
): Promise<{ to: Date; seconds: number }> {
  const lengthMs = Math.max(0, stretch.to.getTime() - stretch.from.getTime());
  const agoMs = Math.max(0, stretch.at.getTime() - stretch.to.getTime());
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [stretch.userId]);
    const [row] = await tx.query<{ now: Date; last_seen: Date | null }>(
      `SELECT clock_timestamp() + make_interval(secs => $2::float8 / 1000) AS now,
              (SELECT last_seen FROM play_time WHERE user_id = $1 ORDER BY day DESC LIMIT 1) AS last_seen`,
      [stretch.userId, movedMs],
    );
    const to = new Date(new Date(row!.now).getTime() - agoMs);
    const from = to.getTime() - lengthMs;
    const lastSeen = row!.last_seen === null ? null : new Date(row!.last_seen).getTime();
    if (lastSeen !== null && to.getTime() <= lastSeen) {
      // All of it was booked already (another instance saw the same moments).
      const [today] = await tx.query<{ seconds: number }>('SELECT seconds FROM play_time WHERE user_id = $1 AND day = $2', [
        stretch.userId,
        days.dayOf(to),
      ]);
      return { to, seconds: today?.seconds ?? 0 };
    }
    let cursor = lastSeen === null ? from : Math.max(lastSeen, from - PLAY_GAP_MS);
    let seconds: number;
    const mark = (ms: number) => Math.round(ms / 1000);
    do {
      const end = Math.min(days.endOf(new Date(cursor)).getTime(), to.getTime());
      const [booked] = await tx.query<{ seconds: number }>(
        `INSERT INTO play_time (user_id, day, seconds, last_seen) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, day) DO UPDATE SET seconds = play_time.seconds + excluded.seconds, last_seen = greatest(play_time.last_seen, excluded.last_seen)
         RETURNING seconds`,
        [stretch.userId, days.dayOf(new Date(cursor)), mark(end) - mark(cursor), new Date(end)],
      );
      seconds = booked!.seconds;
      cursor = end;
    } while (cursor < to.getTime());
    return { to, seconds };
  });
}
