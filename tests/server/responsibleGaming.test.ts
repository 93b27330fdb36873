// Responsible gaming on the server (issue 8): every rule holds whatever the
// page sends. Time moves by the server's clock (deps.clock.advance), never
// by waiting.
import { describe, expect, it } from 'vitest';
import { PlayerLimits } from '../../contract/responsibleGaming';
import { launchGame } from '../../server/casino/launch';
import { playRound } from '../../server/casino/rounds';
import { Refusal } from '../../server/http/respond';
import { periodOf } from '../../server/services/responsibleGaming';
import { apiFor, createTestDeps, movableClock, registered, TEST_CARD, useTestApi } from './testServer';

const t = useTestApi();
const HOUR = 3_600_000;

const advance = movableClock(() => t.deps);

const deposit = (token: string, amount: number, locale = 'en') =>
  t.api.call('deposit', { id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: amount } }, { token, locale });
const limits = async (token: string) => PlayerLimits.parse((await t.api.call('limits', undefined, { token })).body.data);
const limitOf = async (token: string, kind: string, period: string) =>
  (await limits(token)).limits.find((l) => l.kind === kind && l.period === period)!;
const setLimit = (token: string, kind: string, period: string, amount: number | null) =>
  t.api.call('setLimit', { kind, period, amount } as never, { token, locale: 'en' });
const login = (username: string, password: string) => t.api.call('login', { username, password }, { locale: 'en' });
const userId = async (username: string) =>
  ((await t.deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username])) as [{ id: number }])[0].id;
/** A Hub88 slot of the catalogue. */
const hub88Slot = async () =>
  (
    (await t.deps.db.query<{ code: string }>(
      "SELECT code FROM games WHERE provider_name = 'Hub88' AND NOT is_live AND system_category = 1 ORDER BY sort LIMIT 1",
    )) as [{ code: string }]
  )[0].code;
const launchHub88 = async (token: string) =>
  t.api.call('hub88Launch', { platform: 1, gameCode: await hub88Slot(), language: 'en', lobbyUrl: '' }, { token });
/** A round that pays `multiplier` × stake. */
const pays = (multiplier: number) => (_random: (max: number) => number, stake: number) => ({ outcome: {}, winMinor: stake * multiplier });

describe('limits', () => {
  it('lists every limit, none set: deposit and loss per day, week and month, the session per day', async () => {
    const player = await registered(t.api);
    const all = await limits(player.token);
    expect(all.limits.map((l) => `${l.kind}/${l.period}`)).toEqual([
      'deposit/day',
      'deposit/week',
      'deposit/month',
      'loss/day',
      'loss/week',
      'loss/month',
      'session/day',
    ]);
    expect(all.limits.every((l) => l.amount === null && l.remaining === null && l.pending === null)).toBe(true);
    expect(all.realityCheckMinutes).toBe(0);
    expect(all.hasDeposited).toBe(false);
    expect(new Date(all.session.startedAt).getTime()).toBeLessThanOrEqual(t.deps.clock.now().getTime());
    expect((await t.api.call('limits')).status).toBe(401);
  });

  it('refuses a deposit that would pass the limit, saying what is left and when it resets', async () => {
    const player = await registered(t.api);
    expect((await setLimit(player.token, 'deposit', 'day', 300)).body).toMatchObject({ success: true, message: 'Your limit applies now.' });
    expect((await deposit(player.token, 200)).body.success).toBe(true);
    // After the first deposit the page no longer offers a deposit limit.
    expect((await limits(player.token)).hasDeposited).toBe(true);
    const refused = (await deposit(player.token, 150)).body;
    expect(refused.success).toBe(false);
    expect(refused.message).toContain('daily deposit limit');
    expect(refused.message).toContain('₺100,00');
    expect((await deposit(player.token, 150, 'tr')).body.message).toMatch(/günlük yatırım sınırınızı aşıyor.*₺100,00.*yenilenir/);
    expect(await limitOf(player.token, 'deposit', 'day')).toMatchObject({
      amount: 300,
      used: 200,
      remaining: 100,
      resetsAt: periodOf('day', t.deps.clock.now()).end.toISOString(),
    });
    // What is left still goes in.
    expect((await deposit(player.token, 100)).body.success).toBe(true);
  });

  it('a deposit limit set while a pay-link deposit waits stops its confirmation if the two together pass it (review 6)', async () => {
    const player = await registered(t.api);
    const started = (await t.api.call('deposit', { id: 1, target: 'pay', detail: { Amount: 40_000 } }, { token: player.token })).body;
    expect(started.success).toBe(true);
    expect((await setLimit(player.token, 'deposit', 'day', 100)).body.success).toBe(true);
    const path = new URL(started.data as string).pathname;
    const confirmed = await t.api.app.request(`${path}/confirm`, { method: 'POST' });
    expect(await confirmed.text()).not.toContain('Ödeme tamamlandı');
    expect((await t.api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(0);
    // The waiting deposit is cancelled, so it no longer takes the day's room: what fits still goes in.
    expect((await deposit(player.token, 100)).body.success).toBe(true);
  });

  it('…and so across midnight: a deposit begun before it and confirmed after it still meets the new day’s limit (review 7)', async () => {
    const deps = await createTestDeps();
    try {
      const api = apiFor(deps);
      const player = await registered(api);
      const started = (await api.call('deposit', { id: 1, target: 'pay', detail: { Amount: 40_000 } }, { token: player.token })).body;
      expect(
        (await api.call('setLimit', { kind: 'deposit', period: 'day', amount: 100 } as never, { token: player.token })).body.success,
      ).toBe(true);
      // A minute past the next Turkish midnight, inside the link's half hour as the clock says.
      deps.clock.advance(periodOf('day', deps.clock.now()).end.getTime() - deps.clock.now().getTime() + 60_000);
      const confirmed = await api.app.request(`${new URL(started.data as string).pathname}/confirm`, { method: 'POST' });
      expect(await confirmed.text()).not.toContain('Ödeme tamamlandı');
      expect((await api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(0);
    } finally {
      await deps.db.close();
    }
  });

  it('applies a decrease at once; an increase or a removal only 24 hours later', async () => {
    const player = await registered(t.api);
    await setLimit(player.token, 'deposit', 'week', 500);
    const raised = (await setLimit(player.token, 'deposit', 'week', 2_000)).body;
    expect(raised.message).toBe('Raising or removing a limit takes effect after 24 hours.');
    const pending = await limitOf(player.token, 'deposit', 'week');
    expect(pending.amount).toBe(500);
    expect(pending.pending!.amount).toBe(2_000);
    expect(new Date(pending.pending!.appliesAt).getTime() - t.deps.clock.now().getTime()).toBeGreaterThan(23.9 * HOUR);
    expect((await deposit(player.token, 600)).body.success).toBe(false);

    advance(23 * HOUR);
    expect((await limitOf(player.token, 'deposit', 'week')).amount).toBe(500);
    advance(HOUR + 60_000);
    expect(await limitOf(player.token, 'deposit', 'week')).toMatchObject({ amount: 2_000, pending: null });

    // A decrease applies now and drops a pending increase.
    await setLimit(player.token, 'deposit', 'week', 3_000);
    expect((await setLimit(player.token, 'deposit', 'week', 400)).body.message).toBe('Your limit applies now.');
    expect(await limitOf(player.token, 'deposit', 'week')).toMatchObject({ amount: 400, pending: null });

    // A removal waits too.
    await setLimit(player.token, 'deposit', 'week', null);
    expect((await limitOf(player.token, 'deposit', 'week')).pending).toMatchObject({ amount: null });
    advance(24 * HOUR + 60_000);
    expect(await limitOf(player.token, 'deposit', 'week')).toMatchObject({ amount: null, pending: null, remaining: null });
  });

  it('stops a bet that would pass the loss limit; wins count against losses', async () => {
    const player = await registered(t.api);
    await deposit(player.token, 100);
    const id = await userId(player.username);
    await setLimit(player.token, 'loss', 'day', 10);
    const play = (stakeMinor: number, multiplier: number) =>
      playRound(t.deps.db, t.deps.events, { userId: id, gameCode: 'amusnet-0001', stakeMinor, now: t.deps.clock.now() }, pays(multiplier));
    await play(6_00, 0);
    await play(2_00, 2); // a win of 2 lira net
    await play(4_00, 0);
    // Lost 8 net: a stake of 3 could pass 10.
    await expect(play(3_00, 0)).rejects.toMatchObject({ key: 'lossLimit' });
    await play(2_00, 0);
    expect(await limitOf(player.token, 'loss', 'day')).toMatchObject({ amount: 10, used: 10, remaining: 0 });
    // Through the game's own API the refusal is the game's message.
    const launch = (await launchHub88(player.token)).body;
    expect(launch.success).toBe(true);
    const token = new URL(launch.data as string, 'http://x').searchParams.get('token');
    const spin = await t.api.app.request('/demo/games/api/play', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, stake: 1 }),
    });
    expect(((await spin.json()) as { success: boolean; message: string }).message).toContain('loss limit');
  });

  it("refuses a shorter period's limit above a longer one's in force, naming it; tightening a longer one is always allowed", async () => {
    const player = await registered(t.api);
    await setLimit(player.token, 'deposit', 'month', 1_000);
    await setLimit(player.token, 'deposit', 'week', 800);
    const dayAboveWeek = (await setLimit(player.token, 'deposit', 'day', 900)).body;
    expect(dayAboveWeek).toMatchObject({ success: false, message: 'This limit cannot be higher than your weekly limit (₺800,00).' });
    const weekAboveMonth = (await setLimit(player.token, 'deposit', 'week', 1_200)).body;
    expect(weekAboveMonth).toMatchObject({ success: false, message: 'This limit cannot be higher than your monthly limit (₺1.000,00).' });
    expect(await limitOf(player.token, 'deposit', 'week')).toMatchObject({ amount: 800, pending: null });
    expect((await limitOf(player.token, 'deposit', 'day')).amount).toBeNull();
    // Equal is allowed; so is a longer period tightened below a shorter one, and the other kind is not compared.
    expect((await setLimit(player.token, 'deposit', 'day', 800)).body.success).toBe(true);
    expect((await setLimit(player.token, 'deposit', 'month', 300)).body.message).toBe('Your limit applies now.');
    expect((await setLimit(player.token, 'loss', 'day', 5_000)).body.success).toBe(true);
  });

  it('rejects limits it cannot keep: a weekly session limit, a negative or fractional kuruş amount', async () => {
    const player = await registered(t.api);
    expect((await setLimit(player.token, 'session', 'week', 60)).status).toBe(400);
    expect((await setLimit(player.token, 'deposit', 'day', -5)).status).toBe(400);
    expect((await setLimit(player.token, 'deposit', 'day', 10.001)).status).toBe(400);
    expect((await setLimit(player.token, 'session', 'day', 30.5)).status).toBe(400);
  });
});

describe('the session time limit', () => {
  it('counts the minutes of heartbeats, ends every session with the reason, and refuses login until the next day', async () => {
    const player = await registered(t.api);
    await setLimit(player.token, 'session', 'day', 1);
    const pushes: Array<{ command: string; message: string }> = [];
    const id = await userId(player.username);
    const unsubscribe = t.deps.events.subscribe((event) => event.kind === 'push' && event.userId === id && pushes.push(event as never));
    // Move to 07:00 Turkish time, so a minute of play stays within one day.
    const now = t.deps.clock.now();
    advance(periodOf('day', now).end.getTime() - now.getTime() + 7 * HOUR);
    for (let beat = 0; beat < 6; beat++) {
      expect((await t.api.call('balance', undefined, { token: player.token })).status).toBe(200);
      advance(10_000);
    }
    expect((await limitOf(player.token, 'session', 'day')).used).toBe(0);
    expect((await t.api.call('balance', undefined, { token: player.token, locale: 'en' })).status).toBe(200);
    // The seventh beat made a minute: the session is over.
    expect((await t.api.call('balance', undefined, { token: player.token })).status).toBe(401);
    await expect.poll(() => pushes.find((p) => p.command === 'logout')?.message ?? '').toContain('daily session limit (1 minutes)');
    unsubscribe();
    const refused = (await login(player.username, player.password)).body;
    expect(refused).toMatchObject({ success: false });
    expect(refused.message).toContain('daily session limit');
    advance(18 * HOUR);
    expect((await login(player.username, player.password)).body.success).toBe(true);
  });

  it('counts a gap between beats longer than a minute as one minute, not the whole gap (the page was closed) nor nothing (issue 32, L1)', async () => {
    const player = await registered(t.api);
    await t.api.call('balance', undefined, { token: player.token });
    advance(10 * 60_000);
    await t.api.call('balance', undefined, { token: player.token });
    expect((await limitOf(player.token, 'session', 'day')).used).toBe(1);
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out ends the session at once and refuses login with its end, which cannot be brought forward', async () => {
    const player = await registered(t.api);
    const other = (await login(player.username, player.password)).body.data as { token: string };
    const taken = (await t.api.call('takeTimeout', { days: 1 }, { token: player.token, locale: 'en' })).body;
    expect(taken).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Your time-out has started: you cannot log in until .+\.$/),
    });
    expect((await t.api.call('balance', undefined, { token: player.token })).status).toBe(401);
    expect((await t.api.call('balance', undefined, { token: other.token })).status).toBe(401);
    const refused = (await login(player.username, player.password)).body;
    expect(refused.success).toBe(false);
    expect(refused.message).toMatch(/time-out until .+\. It cannot be shortened\./);
    // A wrong password learns nothing of the time-out.
    expect((await login(player.username, 'wrong-one')).body.message).toBe('Wrong username or password.');
    advance(24 * HOUR + 60_000);
    const back = (await login(player.username, player.password)).body;
    expect(back.success).toBe(true);
    expect((await t.api.call('takeTimeout', { days: 3 } as never, { token: (back.data as { token: string }).token })).status).toBe(400);
  });

  it('self-exclusion needs the password; then launches and deposits are refused, even with a token from before', async () => {
    const player = await registered(t.api);
    await deposit(player.token, 100);
    const launch = (await launchHub88(player.token)).body;
    expect(launch.success).toBe(true);
    expect(
      (await t.api.call('selfExclude', { months: 6, password: 'wrong-one' }, { token: player.token, locale: 'en' })).body,
    ).toMatchObject({
      success: false,
      message: 'Your password is wrong.',
    });
    const excluded = (await t.api.call('selfExclude', { months: 6, password: player.password }, { token: player.token })).body;
    expect(excluded.success).toBe(true);
    expect(new Date((excluded.data as { until: string }).until).getTime()).toBeGreaterThan(t.deps.clock.now().getTime() + 180 * 24 * HOUR);
    // The old token is dead everywhere: the site's calls and the game's.
    expect((await deposit(player.token, 100)).status).toBe(401);
    expect((await launchHub88(player.token)).status).toBe(401);
    const token = new URL(launch.data as string, 'http://x').searchParams.get('token');
    const spin = await t.api.app.request('/demo/games/api/play', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, stake: 1 }),
    });
    expect(spin.status).toBe(401);
    // And the server itself refuses, should any session have survived.
    const id = await userId(player.username);
    await expect(
      launchGame(
        t.deps.db,
        { userId: id, sessionId: 0, tokenHash: '' },
        { system: 'Hub88', gameCode: await hub88Slot(), mobile: false, language: 'en' },
        'http://x',
        t.deps.clock.now(),
      ),
    ).rejects.toBeInstanceOf(Refusal);
    expect((await login(player.username, player.password)).body.message).toMatch(/excluded yourself until/);
  });

  it('permanent self-exclusion says so at login, which opens only withdrawals, for good', async () => {
    const player = await registered(t.api);
    await t.api.call('selfExclude', { months: null, password: player.password }, { token: player.token });
    const forever = 'You excluded yourself permanently. You can only withdraw your balance.';
    expect((await login(player.username, player.password)).body).toMatchObject({ success: true, message: forever });
    advance(10 * 365 * 24 * HOUR);
    const later = (await login(player.username, player.password)).body;
    expect(later).toMatchObject({ success: true, message: forever });
    expect((await deposit((later.data as { token: string }).token, 100)).body).toMatchObject({
      success: false,
      message: 'You excluded yourself permanently.',
    });
  });
});

describe('the reality check', () => {
  it('keeps the interval the player chose: off, 15, 30 or 60 minutes', async () => {
    const player = await registered(t.api);
    const saved = (await t.api.call('setRealityCheck', { minutes: 30 }, { token: player.token, locale: 'en' })).body;
    expect(saved).toMatchObject({ success: true, message: 'Your reminder setting is saved.' });
    expect((await limits(player.token)).realityCheckMinutes).toBe(30);
    expect((await t.api.call('setRealityCheck', { minutes: 20 } as never, { token: player.token })).status).toBe(400);
  });
});
