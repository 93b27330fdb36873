// The sportsbook's clock and costs (issue 32): a bet is taken by one clock,
// the database's, whatever the instance's own says (L7); a suspended
// selection is refused as every refusal is, in the player's language (H2);
// a player's list of bets costs a few HMACs a bet, not the whole event (L5).
import * as crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthData } from '../../contract/schemas';
import type { Deps } from '../../server/context';
import { writeSetting } from '../../server/services/settings';
import { resolveSportsbookToken } from '../../server/sportsbook/bets';
import { findEvent, listEvents, SPORTS, type SportEvent } from '../../server/sportsbook/events';
import { apiFor, createTestDeps, engines, fundedPlayer, type Api } from './testServer';

// Every HMAC the server computes, counted (the events' draws are HMACs).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, createHmac: vi.fn(actual.createHmac) };
});

const sportsbookApi = (api: Api, path: string, body: unknown) =>
  api.app.request(`/demo/sportsbook/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function sportsPlayer(api: Api, amount: number) {
  const player = await fundedPlayer(api, amount);
  const auth = AuthData.parse((await api.call('login', { username: player.username, password: player.password })).body.data);
  return { ...player, auth };
}

const balanceOf = async (api: Api, token: string) => (await api.call('balance', undefined, { token })).body.data.balance as number;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a suspended selection is refused like any bet the book does not take (H2)', () => {
  let deps: Deps;
  let api: Api;
  beforeAll(async () => {
    deps = await createTestDeps();
    api = apiFor(deps);
  });
  afterAll(() => deps.db.close());

  it('in Turkish and in English, and the stake stays with the player', async () => {
    const player = await sportsPlayer(api, 100);
    // A secret under which an upcoming match has a selection the book suspends (a basketball favourite
    // too near certain to price): pre-match prices hold until the start.
    const now = Date.now();
    let found: { secret: string; event: SportEvent; key: string } | null = null;
    for (let i = 0; i < 100 && !found; i++) {
      const secret = `suspended-${i}`;
      const event = listEvents(secret, now, 'prematch', 'en').find(
        (e) => Date.parse(e.startsAt) > now + 5 * 60_000 && e.selections.some((s) => s.odds === null),
      );
      const key = event?.selections.find((s) => s.odds === null)?.key;
      if (event && key) found = { secret, event, key };
    }
    expect(found, 'a suspended pre-match selection under one of 100 secrets').not.toBeNull();
    const { secret, event, key } = found!;
    await writeSetting(deps.db, 'sportsbook-secret', secret);
    for (const [lang, text] of [
      ['en', 'This selection is suspended: its result is decided or all but certain. Try another selection.'],
      ['tr', 'Bu seçenek şu anda bahse kapalı: sonucu belli ya da neredeyse kesin. Başka bir seçenek deneyin.'],
    ] as const) {
      const response = await sportsbookApi(api, 'bet', {
        token: player.auth.betcoToken,
        lang,
        eventId: event.id,
        selection: key,
        odds: 1.01,
        stake: 10,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: false, message: text, data: null });
    }
    expect(await balanceOf(api, player.auth.token)).toBe(100);
  });
});

describe('a player’s list of bets names each event from its first two draws (L5)', () => {
  let deps: Deps;
  let api: Api;
  beforeAll(async () => {
    deps = await createTestDeps();
    api = apiFor(deps);
  });
  afterAll(() => deps.db.close());

  it('/api/me with 50 basketball bets: at most 4 HMACs a bet, not the whole match (about 350)', async () => {
    const player = await sportsPlayer(api, 100);
    const user = (await resolveSportsbookToken(deps.db, player.auth.betcoToken!))!;
    // 50 bets on basketball matches of next year (nothing has looked at them yet), not due.
    const basketball = SPORTS.find((s) => s.key === 'basketball')!;
    const first = Math.ceil((Date.now() + 365 * 86_400_000) / 60_000 / basketball.every) * basketball.every + basketball.offset;
    for (let i = 0; i < 50; i++) {
      await deps.db.query(
        `INSERT INTO sport_bets (user_id, event_id, market, selection, odds, stake_minor, settles_at) VALUES ($1, $2, '1x2', '1', 1.9, 100, now() + interval '400 days')`,
        [user.userId, `basketball-${first + i * basketball.every}`],
      );
    }
    const hmacs = vi.mocked(crypto.createHmac);
    hmacs.mockClear();
    const started = performance.now();
    const me = (await (await sportsbookApi(api, 'me', { token: player.auth.betcoToken, lang: 'en' })).json()) as {
      data: { bets: Array<{ event: string }> };
    };
    const took = performance.now() - started;
    const counted = hmacs.mock.calls.length;
    console.log(`[sportsbook] /api/me with 50 basketball bets: ${counted} HMACs, ${took.toFixed(1)} ms`);
    expect(me.data.bets).toHaveLength(50);
    // Named as the event itself names them.
    const secret = (await deps.db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'sportsbook-secret'"))[0]!.value;
    const named = findEvent(secret, `basketball-${first}`, 0, 'en')!;
    expect(me.data.bets.at(-1)!.event).toBe(`${named.home} – ${named.away}`);
    expect(counted).toBeLessThanOrEqual(4 * 50);
  });
});

describe.runIf(engines().includes('postgres'))('one clock takes the bets: the database’s (L7)', () => {
  // On PGlite the database is inside the process and reads its clock; on PostgreSQL it has its own, as it does
  // for every instance of the server that shares it.
  let deps: Deps;
  let api: Api;
  beforeAll(async () => {
    deps = await createTestDeps('postgres');
    api = apiFor(deps);
  });
  afterAll(() => deps.db.close());

  it('an instance whose clock is three minutes slow takes no bet at the odds from before a goal', async () => {
    const player = await sportsPlayer(api, 100);
    const realNow = Date.now();
    // The slow instance's clock: about three minutes behind, at second 5 of its minute (its prices hold for 55 s).
    const slowNow = Math.floor(realNow / 60_000) * 60_000 - 3 * 60_000 + 5_000;
    const skew = realNow - slowNow;
    // A secret under which a live football match had a goal between the slow clock and the database's,
    // and stays open for a while.
    let found: { secret: string; id: string; scorer: '1' | '2'; preGoalOdds: number; score: [number, number] } | null = null;
    for (let i = 0; i < 500 && !found; i++) {
      const secret = `skew-${i}`;
      for (const live of listEvents(secret, realNow, 'live', 'en')) {
        if (live.sport !== 'football' || Date.parse(live.closesAt) < realNow + 3 * 60_000) continue;
        const slow = [findEvent(secret, live.id, slowNow, 'en')!, findEvent(secret, live.id, slowNow + 50_000, 'en')!];
        const database = [findEvent(secret, live.id, realNow - 30_000, 'en')!, findEvent(secret, live.id, realNow + 60_000, 'en')!];
        if (slow[0]!.status !== 'live' || !slow[0]!.open) continue;
        const [bh, ba] = slow[0]!.score!;
        const [ah, aa] = database[0]!.score!;
        if (String(slow[0]!.score) !== String(slow[1]!.score) || String(database[0]!.score) !== String(database[1]!.score)) continue;
        if (ah + aa !== bh + ba + 1) continue;
        const scorer = ah > bh ? '1' : '2';
        const preGoalOdds = slow[0]!.selections.find((s) => s.key === scorer)!.odds;
        if (preGoalOdds === null) continue;
        found = { secret, id: live.id, scorer, preGoalOdds, score: [ah, aa] };
        break;
      }
    }
    expect(found, 'a goal within the skew under one of 500 secrets').not.toBeNull();
    const { secret, id, scorer, preGoalOdds, score } = found!;
    await writeSetting(deps.db, 'sportsbook-secret', secret);

    const realDateNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realDateNow() - skew);
    // A player who saw the goal elsewhere sends the scorer's price from before it.
    const response = await sportsbookApi(api, 'bet', {
      token: player.auth.betcoToken,
      lang: 'en',
      eventId: id,
      selection: scorer,
      odds: preGoalOdds,
      stake: 50,
    });
    const answer = (await response.json()) as { success: boolean; message: string };
    expect(answer.success, `${id}: ${scorer} at ${preGoalOdds}, the price before the goal (${answer.message})`).toBe(false);
    expect(answer.message).toMatch(/^(The odds changed: the new odds are \d+\.\d\d\.|This selection is suspended)/);
    // The slow instance lists the match as the database's clock has it: the goal is in.
    const listed = (await (await api.app.request('/demo/sportsbook/api/events?mode=live&lang=en')).json()) as {
      data: { events: SportEvent[] };
    };
    expect(listed.data.events.find((e) => e.id === id)?.score, `${id}: the score the slow instance lists`).toEqual(score);
    vi.restoreAllMocks();
    expect(await balanceOf(api, player.auth.token)).toBe(100);
  });
});
