// The session-time meter across instances and restarts (issue 20): each
// instance counts play in memory and writes it once a minute, and the daily
// session limit must still hold when a player's polls alternate between two
// instances, and when an instance restarts (gracefully, or killed with a
// minute unwritten). Time moves by the server's clock.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../server/context';
import { createPlayTimeMeter, type PlayTimeMeter } from '../../server/services/playTime';
import { periodOf, writePlayedStretch } from '../../server/services/responsibleGaming';
import { apiFor, movableClock, registered, type Api, useTestApi } from './testServer';

const t = useTestApi();
const HOUR = 3_600_000;
const BEAT = 10_000;

const advance = movableClock(() => t.deps);

/** Another instance over the same database and caches: its own meter, as a second process has (its clock `skewMs` behind, if asked). */
function instance(skewMs = 0): { deps: Deps; api: Api; meter: PlayTimeMeter } {
  const deps: Deps = { ...t.deps };
  deps.playTime = createPlayTimeMeter({
    now: () => new Date(t.deps.clock.now().getTime() - skewMs),
    write: (stretch) => writePlayedStretch(deps, stretch),
  });
  return { deps, api: apiFor(deps), meter: deps.playTime };
}

async function secondsToday(username: string): Promise<number> {
  const rows = await t.deps.db.query<{ seconds: number }>(
    'SELECT coalesce(sum(p.seconds), 0)::int AS seconds FROM play_time p JOIN users u ON u.id = p.user_id WHERE u.username = $1',
    [username],
  );
  return rows[0]!.seconds;
}

/** A player with a one-minute daily session limit, at 07:00 Turkish time (a minute of play stays within one day). */
async function limitedPlayer(api: Api) {
  const player = await registered(api);
  expect((await api.call('setLimit', { kind: 'session', period: 'day', amount: 1 } as never, { token: player.token })).status).toBe(200);
  const now = t.deps.clock.now();
  advance(periodOf('day', now).end.getTime() - now.getTime() + 7 * HOUR);
  return player;
}

const login = (api: Api, username: string, password: string) => api.call('login', { username, password }, { locale: 'en' });

describe('the session limit with play counted in memory', () => {
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;
  beforeAll(() => {
    a = instance();
    b = instance();
  });

  it('holds when the polls alternate between two instances, and each moment counts once', async () => {
    const player = await limitedPlayer(a.api);
    const statuses: number[] = [];
    for (let beat = 0; beat < 9; beat++) {
      const { api } = beat % 2 === 0 ? a : b;
      statuses.push((await api.call('balance', undefined, { token: player.token })).status);
      advance(BEAT);
    }
    // A minute after the first poll (the seventh) the limit is reached; the next poll finds the session over.
    expect(statuses.slice(0, 7)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(7)).toEqual([401, 401]);
    expect((await login(a.api, player.username, player.password)).body.message).toContain('daily session limit');
    await a.meter.flushAll();
    await b.meter.flushAll();
    // Both instances saw the same minute: counted once (two meters adding up would make about two minutes).
    const seconds = await secondsToday(player.username);
    expect(seconds).toBeGreaterThanOrEqual(60);
    expect(seconds).toBeLessThanOrEqual(80);
  });

  it('holds across a graceful restart: what was seen is written at shutdown, and the next poll continues it', async () => {
    const player = await limitedPlayer(a.api);
    const before = instance();
    for (let beat = 0; beat < 6; beat++) {
      expect((await before.api.call('balance', undefined, { token: player.token })).status).toBe(200);
      advance(BEAT);
    }
    await before.meter.flushAll();
    expect(Math.abs((await secondsToday(player.username)) - 50)).toBeLessThanOrEqual(1);
    const after = instance();
    // 60 s after the first poll, on the restarted instance: the limit is reached at once.
    expect((await after.api.call('balance', undefined, { token: player.token })).status).toBe(200);
    advance(BEAT);
    expect((await after.api.call('balance', undefined, { token: player.token })).status).toBe(401);
  });

  it('holds across a kill: at most the unwritten minute is lost, so the limit ends the session at most a minute late', async () => {
    const player = await limitedPlayer(a.api);
    const killed = instance();
    for (let beat = 0; beat < 6; beat++) {
      await killed.api.call('balance', undefined, { token: player.token });
      advance(BEAT);
    }
    // Killed: its 50 s are never written. The player's page keeps polling, on the replacement.
    advance(BEAT);
    const replacement = instance();
    let ended = -1;
    for (let beat = 0; beat < 12 && ended < 0; beat++) {
      if ((await replacement.api.call('balance', undefined, { token: player.token })).status === 401) ended = beat;
      advance(BEAT);
    }
    expect(ended, 'polls on the replacement before the session ended').toBeGreaterThan(0);
    expect(ended).toBeLessThanOrEqual(8);
    expect((await login(a.api, player.username, player.password)).body.message).toContain('daily session limit');
  });

  it('writes once a minute, not once a poll', async () => {
    const player = await registered(a.api);
    const writes: number[] = [];
    const counting = instance();
    const meter = createPlayTimeMeter({
      now: () => t.deps.clock.now(),
      write: (stretch) => {
        writes.push(stretch.to.getTime() - stretch.from.getTime());
        return writePlayedStretch(counting.deps, stretch);
      },
    });
    counting.deps.playTime = meter;
    for (let beat = 0; beat < 30; beat++) {
      expect((await counting.api.call('balance', undefined, { token: player.token })).status).toBe(200);
      advance(BEAT);
    }
    // 30 polls over 5 minutes: the stretch's start, then one write a minute (the clock also runs while the test does).
    expect(writes).toHaveLength(5);
    expect(writes[0]).toBe(0);
    for (const stretch of writes.slice(1)) {
      expect(stretch).toBeGreaterThanOrEqual(60_000);
      expect(stretch).toBeLessThan(61_000);
    }
    await meter.flushAll();
    expect(Math.abs((await secondsToday(player.username)) - 290)).toBeLessThanOrEqual(1);
  });

  it('writes a stretch that ended when no poll comes (the page closed)', async () => {
    const player = await registered(a.api);
    for (let beat = 0; beat < 4; beat++) {
      await a.api.call('balance', undefined, { token: player.token });
      advance(BEAT);
    }
    advance(2 * 60_000);
    await a.meter.sweep();
    expect(Math.abs((await secondsToday(player.username)) - 30)).toBeLessThanOrEqual(1);
  });
});

/** Seconds played on each local day, oldest first. */
async function secondsByDay(username: string): Promise<number[]> {
  const rows = await t.deps.db.query<{ seconds: number }>(
    'SELECT p.seconds FROM play_time p JOIN users u ON u.id = p.user_id WHERE u.username = $1 ORDER BY p.day',
    [username],
  );
  return rows.map((r) => r.seconds);
}

describe('the meter counts what was played, on the day it was played, by one clock (issue 32, L1)', () => {
  it('signs of play more than a minute apart count up to a minute each, not nothing', async () => {
    const player = await registered(t.api);
    const meter = instance();
    // A round every 61 s for ten rounds (a page throttled in the background, or a player pacing past the gap).
    for (let beat = 0; beat < 10; beat++) {
      expect((await meter.api.call('balance', undefined, { token: player.token })).status).toBe(200);
      advance(61_000);
    }
    await meter.meter.flushAll();
    // Nine gaps of 61 s, each counted as the minute after the sign before it.
    expect(Math.abs((await secondsToday(player.username)) - 9 * 60)).toBeLessThanOrEqual(2);
  });

  it('time played before midnight stays on the day it was played', async () => {
    const player = await registered(t.api);
    const meter = instance();
    const now = t.deps.clock.now();
    // 23:59:05 Turkish time; polls every 10 s until 00:01:05.
    advance(periodOf('day', now).end.getTime() - now.getTime() - 55_000);
    for (let beat = 0; beat <= 12; beat++) {
      await meter.api.call('balance', undefined, { token: player.token });
      if (beat < 12) advance(BEAT);
    }
    await meter.meter.flushAll();
    const [before, after] = await secondsByDay(player.username);
    expect(Math.abs(before! - 55)).toBeLessThanOrEqual(1);
    expect(Math.abs(after! - 65)).toBeLessThanOrEqual(1);
  });

  it("an instance whose clock is minutes off counts as much as the others: the times are the database's", async () => {
    const player = await registered(t.api);
    const right = instance();
    const slow = instance(3 * 60_000);
    // Three minutes on an instance whose clock is right, then three on one whose clock is three minutes slow.
    for (const { api } of [right, slow]) {
      for (let beat = 0; beat < 18; beat++) {
        expect((await api.call('balance', undefined, { token: player.token })).status).toBe(200);
        advance(BEAT);
      }
    }
    await right.meter.flushAll();
    await slow.meter.flushAll();
    expect(Math.abs((await secondsToday(player.username)) - 350)).toBeLessThanOrEqual(2);
  });
});
