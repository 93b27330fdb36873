import { describe, expect, it } from 'vitest';
import { AuthData } from '../../contract/schemas';
import { listBets, placeBet, resolveSportsbookToken, settleDueBets, sportsbookSecret } from '../../server/sportsbook/bets';
import { findEvent, listEvents, modelParameters, resultOf, SPORTS, SPORTSBOOK_URLS, type SportEvent } from '../../server/sportsbook/events';
import { message } from '../../server/messages';
import type { Refusal } from '../../server/http/respond';
import { trueChances } from './support/sportsbookOracle';
import { fundedPlayer, useTestApi } from './testServer';

const t = useTestApi();
const sportsbookApi = (path: string, body: unknown) =>
  t.api.app.request(`/demo/sportsbook/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function player(amount = 500) {
  const p = await fundedPlayer(t.api, amount);
  const login = await t.api.call('login', { username: p.username, password: p.password });
  return { ...p, auth: AuthData.parse(login.body.data) };
}

describe('the login answer points at the sportsbook', () => {
  it('betco (desktop) and betsy (mobile) URLs with the session’s sportsbook token', async () => {
    const { auth } = await player();
    expect(auth).toMatchObject({ betcoUrl: SPORTSBOOK_URLS.betco, betsyUrl: SPORTSBOOK_URLS.betsy, betsyCid: auth.usercode });
    expect(auth.betcoToken).toMatch(/^[\w-]{43}$/);
    expect(auth.betcoToken).not.toBe(auth.token);
    expect(await resolveSportsbookToken(t.deps.db, auth.betcoToken!)).toMatchObject({ username: auth.username });
    // Logging out ends the sportsbook token with the session.
    await t.api.call('logout', undefined, { token: auth.token });
    expect(await resolveSportsbookToken(t.deps.db, auth.betcoToken!)).toBeNull();
  });
});

describe('the events', () => {
  it('a fixed timetable: live and pre-match events with odds, the same for every request', async () => {
    const secret = await sportsbookSecret(t.deps.db);
    const now = Date.parse('2026-11-21T12:03:00Z');
    const live = listEvents(secret, now, 'live', 'tr');
    const prematch = listEvents(secret, now, 'prematch', 'en');
    expect(live.length).toBeGreaterThan(3);
    expect(prematch.length).toBeGreaterThan(30);
    expect(new Set(live.map((e) => e.sport))).toEqual(new Set(['football', 'basketball', 'tennis']));
    for (const event of live) {
      expect(event.status).toBe('live');
      expect(event.minute).toBeGreaterThanOrEqual(0);
      expect(event.score).toHaveLength(2);
    }
    const football = prematch.find((e) => e.sport === 'football')!;
    expect(football.selections.map((s) => s.key)).toEqual(['1', 'X', '2']);
    expect(football.selections[1]!.label).toBe('Draw');
    expect(football.selections.every((s) => s.odds !== null && s.odds >= 1.01 && s.odds <= 50)).toBe(true);
    expect(listEvents(secret, now, 'live', 'tr')).toEqual(live);
    expect(findEvent(secret, live[0]!.id, now, 'tr')).toEqual(live[0]);
    expect(findEvent(secret, 'football-7', now, 'tr')).toBeNull();
    expect(findEvent(secret, 'cricket-20', now, 'tr')).toBeNull();
  });

  it('GET /demo/sportsbook/api/events answers visitors; the pages load for both brands', async () => {
    const { body } = await (
      await t.api.app.request('/demo/sportsbook/api/events?mode=live&lang=en')
    )
      .json()
      .then((b) => ({ body: b as { success: boolean; data: { events: unknown[] } } }));
    expect(body.success).toBe(true);
    expect(body.data.events.length).toBeGreaterThan(0);
    for (const brand of ['betco', 'betsy']) {
      const page = await t.api.app.request(`/demo/sportsbook/${brand}?mode=live&lang=en&token=abc`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`data-brand="${brand}"`);
      expect(html).toContain('data-mode="live"');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
  });
});

describe('bets', () => {
  it('places a bet at the shown odds, debits the stake, settles it when the event ends', async () => {
    const p = await player(500);
    const secret = await sportsbookSecret(t.deps.db);
    const now = Date.now();
    const event = listEvents(secret, now, 'prematch', 'tr').find((e) => e.sport === 'football')!;
    const selection = event.selections[0]!;
    const response = await sportsbookApi('bet', {
      token: p.auth.betcoToken,
      eventId: event.id,
      selection: '1',
      odds: selection.odds,
      stake: 100,
    });
    const placed = (await response.json()) as { success: boolean; message: string; data: { balance: number; bet: { status: string } } };
    expect(placed).toMatchObject({ success: true, message: 'Bahsiniz alındı: ₺100,00.', data: { balance: 400, bet: { status: 'open' } } });
    expect((await t.api.call('balance', undefined, { token: p.auth.token })).body.data.balance).toBe(400);

    // Nothing to settle before the end.
    const user = (await resolveSportsbookToken(t.deps.db, p.auth.betcoToken!))!;
    expect((await listBets(t.deps, user, 'tr', now))[0]).toMatchObject({ status: 'open', stake: 100, odds: selection.odds });
    const after = Date.parse(event.endsAt) + 60_000;
    await settleDueBets(t.deps, { now: after });
    const [bet] = await listBets(t.deps, user, 'tr', after);
    const won = resultOf(findEvent(secret, event.id, after, 'tr')!) === '1';
    // ₺100 at the shown odds, exactly: odds have two decimals.
    const payoutMinor = Math.round(selection.odds! * 100) * 100;
    expect(bet).toMatchObject({ status: won ? 'won' : 'lost', payout: won ? payoutMinor / 100 : 0 });
    const balance = (await t.api.call('balance', undefined, { token: p.auth.token })).body.data.balance;
    expect(balance).toBe(won ? (40_000 + payoutMinor) / 100 : 400);
    // Settling twice pays once.
    await settleDueBets(t.deps, { now: after });
    expect((await t.api.call('balance', undefined, { token: p.auth.token })).body.data.balance).toBe(balance);
  });

  it('refuses changed odds, closed events, stakes off the limits, a stake above the balance and a dead token', async () => {
    const p = await player(100);
    const user = (await resolveSportsbookToken(t.deps.db, p.auth.betcoToken!))!;
    const secret = await sportsbookSecret(t.deps.db);
    const now = Date.now();
    // The first pre-match event with a selection on offer (a lopsided basketball match may have none).
    const event = listEvents(secret, now, 'prematch', 'tr').find((e) => e.open)!;
    const offered = event.selections.find((x) => x.odds !== null)!;
    const s = { key: offered.key, odds: offered.odds! };
    const refusal = (bet: Parameters<typeof placeBet>[2], at = now) =>
      placeBet(t.deps, user, bet, 'tr', { now: at }).then(
        () => null,
        (e: Refusal) => e.key,
      );
    expect(await refusal({ eventId: event.id, selection: s.key, odds: s.odds + 0.5, stake: 10 })).toBe('oddsChanged');
    expect(await refusal({ eventId: event.id, selection: s.key, odds: s.odds, stake: 10 }, Date.parse(event.endsAt) - 60_000)).toBe(
      'betClosed',
    );
    expect(await refusal({ eventId: event.id, selection: s.key, odds: s.odds, stake: 0.5 })).toBe('stakeRange');
    expect(await refusal({ eventId: event.id, selection: s.key, odds: s.odds, stake: 150 })).toBe('insufficientFunds');
    expect(await refusal({ eventId: 'football-1', selection: '1', odds: 2, stake: 10 })).toBe('invalidRequest');
    const dead = await sportsbookApi('bet', { token: 'nope', eventId: event.id, selection: s.key, odds: s.odds, stake: 10 });
    expect(dead.status).toBe(401);
    const bad = await sportsbookApi('bet', {
      token: p.auth.betcoToken,
      eventId: event.id,
      selection: 'Z',
      odds: s.odds,
      stake: 10,
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Invalid request: check the selection field.');
    expect((await t.api.call('balance', undefined, { token: p.auth.token })).body.data.balance).toBe(100);
  });

  it('/api/me shows the player, the balance and the bets', async () => {
    const p = await player(200);
    const me = (await (await sportsbookApi('me', { token: p.auth.betsyToken, lang: 'en' })).json()) as {
      data: { username: string; balance: number; bets: unknown[] };
    };
    expect(me.data).toEqual({ username: p.username, balance: 200, bets: [] });
    expect((await sportsbookApi('me', { token: '' })).status).toBe(401);
  });
});

describe('fair prices late in a football match (issue 32)', () => {
  // Football has six goals at most, none after minute 95; markets close at 90.
  const football = SPORTS.find((s) => s.key === 'football')!;
  const secret = 'issue-32';
  const at = (start: number, minute: number) => (start + minute) * 60_000 + 30_000;
  /** The first football match of the timetable (from a fixed day) with a moment that `wanted` picks, and that moment. */
  function findMoment(wanted: (event: SportEvent, minute: number) => boolean, minutes: number[]) {
    const day = Date.parse('2026-12-01T00:00:00Z') / 60_000;
    for (let start = day; start < day + 365 * 24 * 60; start += football.every) {
      for (const minute of minutes) {
        const event = findEvent(secret, `football-${start}`, at(start, minute), 'en')!;
        if (wanted(event, minute)) return { start, minute, event };
      }
    }
    throw new Error('no such moment in a year of matches');
  }
  const odds = (event: SportEvent) => event.selections.map((s) => s.odds);

  it('3–3 before the close is a certain draw: nothing is offered, and a bet on the draw is refused', async () => {
    // 3–3 already at minute 60: the draw was priced 1.61 (and 1.28 by minute 89).
    const { start, event } = findMoment((e) => e.score?.[0] === 3 && e.score[1] === 3, [60]);
    expect(odds(event), `${event.id} at 60 (3–3)`).toEqual([null, null, null]);
    expect(event.open).toBe(false);
    expect(odds(findEvent(secret, event.id, at(start, 89), 'en')!), `${event.id} at 89 (3–3)`).toEqual([null, null, null]);
    const p = await player(100);
    const user = (await resolveSportsbookToken(t.deps.db, p.auth.betcoToken!))!;
    // The bet is decided under this test's secret (and as at minute 60); the server's own comes back after.
    const serverSecret = await sportsbookSecret(t.deps.db);
    await t.deps.db.query("UPDATE settings SET value = $1 WHERE key = 'sportsbook-secret'", [JSON.stringify(secret)]);
    try {
      const refusal = await placeBet(t.deps, user, { eventId: event.id, selection: 'X', odds: 1.61, stake: 10 }, 'en', {
        now: at(start, 60),
      }).then(
        () => 'accepted at 1.61',
        (e: Refusal) => e.key,
      );
      expect(refusal).toBe('selectionSuspended');
    } finally {
      await t.deps.db.query("UPDATE settings SET value = $1 WHERE key = 'sportsbook-secret'", [JSON.stringify(serverSecret)]);
    }
    expect(message('en', 'selectionSuspended')).toBe(
      'This selection is suspended: its result is decided or all but certain. Try another selection.',
    );
    expect(message('tr', 'selectionSuspended')).toBe(
      'Bu seçenek şu anda bahse kapalı: sonucu belli ya da neredeyse kesin. Başka bir seçenek deneyin.',
    );
    expect((await t.api.call('balance', undefined, { token: p.auth.token })).body.data.balance).toBe(100);
  });

  it('a lead larger than the goals still possible is a certain win: not offered at 1.01', () => {
    const { event, minute } = findMoment(
      (e) => {
        const [h, a] = e.score ?? [0, 0];
        return Math.abs(h - a) > 6 - h - a;
      },
      [30, 45, 60, 75, 89],
    );
    expect(odds(event), `${event.id} at ${minute} (${event.score!.join('–')})`).toEqual([null, null, null]);
    expect(event.open).toBe(false);
  });

  it('a tie at minutes 86–89 prices the draw from the model: never worth more than 1 / margin of its stake', () => {
    // The draw of every tie at 86–89 in 400 matches, against the chance the model gives it.
    const day = Date.parse('2026-12-01T00:00:00Z') / 60_000;
    const values: number[] = [];
    for (let start = day; start < day + 400 * football.every; start += football.every) {
      const { edge } = modelParameters(secret, `football-${start}`)!;
      for (let minute = 86; minute <= 89; minute++) {
        const event = findEvent(secret, `football-${start}`, at(start, minute), 'en')!;
        const [h, a] = event.score!;
        const draw = event.selections.find((s) => s.key === 'X')!;
        if (h !== a || draw.odds === null) continue;
        values.push(draw.odds * trueChances('football', edge, minute, [h, a]).X);
      }
    }
    expect(values.length).toBeGreaterThan(200);
    const worst = Math.max(...values);
    expect(worst, `the draw at a tie, 86–89: worth up to ${worst.toFixed(3)} of its stake`).toBeLessThanOrEqual(1 / 1.06 + 1e-9);
  });
});
