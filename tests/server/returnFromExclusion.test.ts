// The end of a self-exclusion (the third review of issue 32, medium,
// regulatory): a fixed-term self-exclusion does not reopen the account by
// itself. UKGC LCCP SR code 3.5.3 (and the MGA's practice): when the period
// ends the customer must take positive action to gamble again, and a one-day
// cooling-off applies before the account reopens. Time-outs end by
// themselves. Written before the change and seen failing
// (docs/reliability.md, "The third review").
import { describe, expect, it } from 'vitest';
import { PlayerLimits } from '../../contract/responsibleGaming';
import { launchGame } from '../../server/casino/launch';
import { playRound } from '../../server/casino/rounds';
import type { Refusal } from '../../server/http/respond';
import { placeBet, sportsbookSecret } from '../../server/sportsbook/bets';
import { listEvents } from '../../server/sportsbook/events';
import { fundedPlayer, movableClock, registered, TEST_CARD, useTestApi } from './testServer';

const t = useTestApi();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const advance = movableClock(() => t.deps);

type Player = Awaited<ReturnType<typeof registered>>;
interface Answer {
  status: number;
  body: { success: boolean; message: string; data: unknown };
}

const login = async (player: Player) =>
  (await t.api.call('login', { username: player.username, password: player.password }, { locale: 'en' })) as Answer;
const tokenOf = (answer: Answer) => (answer.body.data as { token: string }).token;
const deposit = (token: string, amount = 500) =>
  t.api.call('deposit', { id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: amount } }, { token, locale: 'en' });
const balance = async (token: string) => ((await t.api.call('balance', undefined, { token })).body.data as { balance: number }).balance;
const limits = async (token: string) => PlayerLimits.parse((await t.api.call('limits', undefined, { token, locale: 'en' })).body.data);
/** POST customer/returnfromexclusion, named by its path: the test ran before the call was in the table. */
const askToReturn = async (token: string, password: string): Promise<Answer> => {
  const response = await t.api.raw('POST', '/api/customer/returnfromexclusion', {
    token,
    locale: 'en',
    body: JSON.stringify({ password }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};
const selfExclude = async (token: string, password: string, months: 6 | 12 | null = 6) =>
  expect((await t.api.call('selfExclude', { months, password }, { token, locale: 'en' })).body.success).toBe(true);
const userIdOf = async (username: string) =>
  (await t.deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
const withdrawOnly = async (token: string) => {
  const { hashToken } = await import('../../server/services/tokens');
  return (await t.deps.sessions.resolve(hashToken(token)))!.withdrawOnly;
};
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Refusal) => error.key ?? String(error),
  );
const slot = async () =>
  (
    await t.deps.db.query<{ code: string }>(
      "SELECT code FROM games WHERE provider_name = 'Hub88' AND NOT is_live AND system_category = 1 ORDER BY sort LIMIT 1",
    )
  )[0]!.code;
const launch = async (token: string) =>
  t.api.call('hub88Launch', { platform: 1, gameCode: await slot(), language: 'en', lobbyUrl: '' }, { token, locale: 'en' });

/** Every way to play or pay in, from a token and straight at the services: each refused with `key`. */
async function expectClosed(player: Player, token: string, key: string, words: RegExp) {
  const refusedDeposit = (await deposit(token)).body;
  expect(refusedDeposit.success).toBe(false);
  expect(refusedDeposit.message).toMatch(words);
  expect((await launch(token)).body).toMatchObject({ success: false, message: expect.stringMatching(words) });
  expect((await t.api.call('claimBonus', { id: 1 }, { token, locale: 'en' })).body.success).toBe(false);
  expect((await t.api.call('takeTimeout', { days: 1 }, { token, locale: 'en' })).body).toMatchObject({
    success: false,
    message: expect.stringMatching(words),
  });
  const userId = await userIdOf(player.username);
  const now = t.deps.clock.now();
  expect(
    await refusalOf(
      launchGame(
        t.deps.db,
        { userId, sessionId: 0, tokenHash: '' },
        { system: 'Hub88', gameCode: await slot(), mobile: false, language: 'en' },
        'http://x',
        now,
      ),
    ),
  ).toBe(key);
  expect(
    await refusalOf(
      playRound(t.deps.db, t.deps.events, { userId, gameCode: await slot(), stakeMinor: 100, now }, (_r, stake) => ({
        outcome: {},
        winMinor: stake,
      })),
    ),
  ).toBe(key);
  const secret = await sportsbookSecret(t.deps.db);
  const event = listEvents(secret, now.getTime(), 'prematch', 'en').find(
    (e) => e.sport === 'football' && e.selections.every((s) => s.odds !== null),
  )!;
  const selection = event.selections[0]!;
  expect(
    await refusalOf(
      placeBet(
        t.deps,
        { userId, username: player.username },
        { eventId: event.id, selection: '1', odds: selection.odds!, stake: 10 },
        'en',
        { now: now.getTime() },
      ),
    ),
  ).toBe(key);
}

const ENDED = /Your self-exclusion ended on .+; to play again, ask to return on the responsible gaming page/;
const REOPENS = /Your account reopens at .+\./;

describe('a fixed-term self-exclusion that has ended', () => {
  it('stays closed without the player asking: login opens only a withdraw-only session, and deposits, games, rounds, bets and bonuses are refused', async () => {
    const player = await fundedPlayer(t.api, 200);
    await selfExclude(player.token, player.password);
    // The reviewer's probe: 184 days later.
    advance(184 * DAY);
    const back = await login(player);
    expect(back.body.success).toBe(true);
    expect(back.body.message).toMatch(
      /Your self-exclusion ended on .+\. You can withdraw your balance; to play again, ask to return on the responsible gaming page\./,
    );
    const token = tokenOf(back);
    expect(await withdrawOnly(token)).toBe(true);
    await expectClosed(player, token, 'selfExclusionEnded', ENDED);
    expect(await balance(token)).toBe(200);
    // The page is told what happened.
    const ended = (await limits(token)).selfExclusion;
    expect(ended).toMatchObject({ state: 'ended', reopensAt: null });
    expect(new Date(ended!.until!).getTime()).toBeLessThan(t.deps.clock.now().getTime());
    // And it stays so, a year later still.
    advance(365 * DAY);
    expect((await login(player)).body.message).toMatch(/Your self-exclusion ended on/);
  });

  it('cannot be asked to end while it runs, nor when it is permanent; a wrong password is refused', async () => {
    const player = await registered(t.api);
    await selfExclude(player.token, player.password);
    const token = tokenOf(await login(player));
    expect((await limits(token)).selfExclusion).toMatchObject({ state: 'running', reopensAt: null });
    const early = await askToReturn(token, player.password);
    expect(early.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Your self-exclusion runs until .+: you can ask to return only after it ends\.$/),
    });
    advance(184 * DAY);
    expect((await askToReturn(token, 'wrong-one')).body).toMatchObject({ success: false, message: 'Your password is wrong.' });
    expect((await limits(token)).selfExclusion).toMatchObject({ state: 'ended' });

    const forever = await registered(t.api);
    await selfExclude(forever.token, forever.password, null);
    const foreverToken = tokenOf(await login(forever));
    expect((await limits(foreverToken)).selfExclusion).toMatchObject({ state: 'running', until: null });
    expect((await askToReturn(foreverToken, forever.password)).body).toMatchObject({
      success: false,
      message: 'You excluded yourself permanently: it cannot be lifted.',
    });
    // Nor for someone who was never excluded.
    const open = await registered(t.api);
    expect((await limits(open.token)).selfExclusion).toBeNull();
    expect((await askToReturn(open.token, open.password)).body).toMatchObject({
      success: false,
      message: 'Your account is open: there is nothing to return from.',
    });
  });

  it('reopens 24 hours after the player asks, not before, and asking again does not restart the wait', async () => {
    const player = await fundedPlayer(t.api, 200);
    await selfExclude(player.token, player.password);
    advance(184 * DAY);
    const token = tokenOf(await login(player));
    const asked = await askToReturn(token, player.password);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Your request is received: your account reopens at .+\.$/),
    });
    const reopensAt = PlayerLimits.parse(asked.body.data).selfExclusion!.reopensAt!;
    expect(new Date(reopensAt).getTime() - t.deps.clock.now().getTime()).toBeGreaterThan(23.99 * HOUR);
    expect(new Date(reopensAt).getTime() - t.deps.clock.now().getTime()).toBeLessThanOrEqual(24 * HOUR);
    expect((await limits(token)).selfExclusion).toMatchObject({ state: 'returning', reopensAt });

    // An hour later the same request again: the same time, the wait not restarted.
    advance(HOUR);
    const again = await askToReturn(token, player.password);
    expect(again.body.success).toBe(true);
    expect(PlayerLimits.parse(again.body.data).selfExclusion!.reopensAt).toBe(reopensAt);

    // 23 hours after asking: still closed, saying when it reopens.
    advance(22 * HOUR);
    const waiting = await login(player);
    expect(waiting.body.message).toMatch(/^Your account reopens at .+\. Until then you can only withdraw your balance\.$/);
    expect(await withdrawOnly(tokenOf(waiting))).toBe(true);
    await expectClosed(player, tokenOf(waiting), 'selfExclusionCoolingOff', REOPENS);

    // 25 hours after asking: open, a full session, a deposit credited.
    advance(2 * HOUR);
    const reopened = await login(player);
    expect(reopened.body.message).toBe(`Welcome, ${player.username}!`);
    const full = tokenOf(reopened);
    expect(await withdrawOnly(full)).toBe(false);
    expect((await deposit(full)).body.success).toBe(true);
    expect(await balance(full)).toBe(700);
    expect((await launch(full)).body.success).toBe(true);
    expect((await limits(full)).selfExclusion).toBeNull();
    // Nothing left to return from.
    expect((await askToReturn(full, player.password)).body.success).toBe(false);
  });

  it('is the person’s: a second account is closed and reopens with the first', async () => {
    const first = await registered(t.api);
    const second = await registered(t.api);
    await t.deps.db.query(
      'UPDATE users SET person_id = (SELECT person_id FROM users WHERE username = $1), extra_account = true WHERE username = $2',
      [first.username, second.username],
    );
    await selfExclude(first.token, first.password);
    advance(184 * DAY);
    const secondToken = tokenOf(await login(second));
    expect(await withdrawOnly(secondToken)).toBe(true);
    await expectClosed(second, secondToken, 'selfExclusionEnded', ENDED);
    expect((await limits(secondToken)).selfExclusion).toMatchObject({ state: 'ended' });

    // Asked on the first account: the second waits too, then opens.
    expect((await askToReturn(tokenOf(await login(first)), first.password)).body.success).toBe(true);
    expect((await limits(secondToken)).selfExclusion).toMatchObject({ state: 'returning' });
    advance(23 * HOUR);
    await expectClosed(second, tokenOf(await login(second)), 'selfExclusionCoolingOff', REOPENS);
    advance(2 * HOUR);
    const open = await login(second);
    expect(await withdrawOnly(tokenOf(open))).toBe(false);
    expect((await deposit(tokenOf(open))).body.success).toBe(true);
  });

  it('a new self-exclusion during the wait clears the request: its end needs a new one', async () => {
    const player = await registered(t.api);
    await selfExclude(player.token, player.password);
    advance(184 * DAY);
    const token = tokenOf(await login(player));
    expect((await askToReturn(token, player.password)).body.success).toBe(true);
    // Changed their mind: excluded again from the withdraw-only session.
    await selfExclude(token, player.password);
    const [person] = await t.deps.db.query<{ return_requested_at: Date | null }>(
      'SELECT p.return_requested_at FROM persons p JOIN users u ON u.person_id = p.id WHERE u.username = $1',
      [player.username],
    );
    expect(person!.return_requested_at).toBeNull();
    advance(2 * DAY);
    expect((await login(player)).body.message).toMatch(/You excluded yourself until/);
    advance(184 * DAY);
    const later = await login(player);
    expect(later.body.message).toMatch(/Your self-exclusion ended on/);
    await expectClosed(player, tokenOf(later), 'selfExclusionEnded', ENDED);
  });

  it('a time-out taken after the account reopened clears the old request and ends by itself', async () => {
    const player = await registered(t.api);
    await selfExclude(player.token, player.password);
    advance(184 * DAY);
    expect((await askToReturn(tokenOf(await login(player)), player.password)).body.success).toBe(true);
    advance(25 * HOUR);
    const open = tokenOf(await login(player));
    expect((await t.api.call('takeTimeout', { days: 7 }, { token: open, locale: 'en' })).body.success).toBe(true);
    expect((await login(player)).body.message).toMatch(/time-out until/);
    advance(7 * DAY + HOUR);
    // A time-out needs no return.
    const back = await login(player);
    expect(back.body.message).toBe(`Welcome, ${player.username}!`);
    expect((await deposit(tokenOf(back))).body.success).toBe(true);
  });

  it('a time-out over an ended self-exclusion (from a full session opened before the change) does not lift it', async () => {
    const player = await registered(t.api);
    await selfExclude(player.token, player.password);
    advance(184 * DAY);
    const token = tokenOf(await login(player));
    // A session that is full though its person is closed: opened before this change, when the end reopened the account.
    await t.deps.db.query('UPDATE sessions SET withdraw_only = false WHERE user_id = $1 AND revoked_at IS NULL', [
      await userIdOf(player.username),
    ]);
    t.deps.sessions.forget({ userId: await userIdOf(player.username) });
    await t.api.call('takeTimeout', { days: 1 }, { token, locale: 'en' });
    advance(2 * DAY);
    const later = await login(player);
    expect(later.body.message).toMatch(/Your self-exclusion ended on/);
    await expectClosed(player, tokenOf(later), 'selfExclusionEnded', ENDED);
  });
});

describe('migration 016', () => {
  it('closes a person whose self-exclusion ended before it: their full sessions become withdraw-only; others are untouched', async () => {
    const { freshPglite } = await import('./support/freshPglite');
    const { migrate } = await import('../../server/db/migrate');
    const db = await freshPglite();
    try {
      await migrate(db, { upTo: '015_ledger_by_time' });
      await db.query("INSERT INTO countries (id, name) VALUES (1, 'Türkiye')");
      const person = async (key: string, kind: string | null, days: number | null) => {
        const [row] = await db.query<{ id: number }>(
          'INSERT INTO persons (person_key, excluded_kind, excluded_until) VALUES ($1, $2, now() + make_interval(days => $3)) RETURNING id',
          [key, kind, days],
        );
        const [user] = await db.query<{ id: number }>(
          `INSERT INTO users (usercode, username, email, password_hash, name, surname, phone, country_id, birth_date, person_id)
           VALUES ($1, $1, $1 || '@example.com', 'x', 'Ayşe', 'Yılmaz', '905551112233', 1, '1990-01-02', $2) RETURNING id`,
          [key, row!.id],
        );
        await db.query("INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')", [
          user!.id,
          `hash-${key}`,
        ]);
        return user!.id;
      };
      const ended = await person('ended', 'selfexclusion', -3);
      const timedOut = await person('timedout', 'timeout', -3);
      const never = await person('never', null, null);
      await migrate(db);
      const sessions = await db.query<{ user_id: number; withdraw_only: boolean }>(
        'SELECT user_id, withdraw_only FROM sessions ORDER BY user_id',
      );
      expect(Object.fromEntries(sessions.map((s) => [s.user_id, s.withdraw_only]))).toEqual({
        [ended]: true,
        [timedOut]: false,
        [never]: false,
      });
      expect((await db.query('SELECT return_requested_at FROM persons WHERE return_requested_at IS NOT NULL')).length).toBe(0);
    } finally {
      await db.close();
    }
  });
});
