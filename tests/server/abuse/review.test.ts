// Issue 32, the review after its fixes (R1–R3: three medium findings; L1 of
// the lows) and the second review (R4, R5; L5, L6), and review 4's R5 (the
// priority lane bounded): each test was written before its fix and seen
// failing on the code before it (docs/reliability.md, "R… (review)",
// "… (review 2)" and "… (review 4)" rows; review 4's last one guards R5's
// promise and passed before too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityStatus } from '../../../contract/enums';
import { playRound } from '../../../server/casino/rounds';
import { loadConfig } from '../../../server/config';
import type { Deps } from '../../../server/context';
import { listOutbox, outboxSettled } from '../../../server/services/outbox';
import { hashPassword } from '../../../server/services/passwords';
import {
  createScryptQueue,
  DEFAULT_SCRYPT_QUEUE,
  ScryptBusy,
  type ScryptQueue,
  type ScryptSlot,
} from '../../../server/services/scryptQueue';
import { placeBet, settleDueBets, sportsbookSecret } from '../../../server/sportsbook/bets';
import { findEvent, listEvents, resultOf } from '../../../server/sportsbook/events';
import { apiFor, cookiesOf, createTestDeps, postFrom, timed, newPlayer, registered, resetMails, TEST_CARD, type Api } from '../testServer';

/** Places taken until the lane refuses one: a lane held full, as by calls that have not hashed yet. */
function placesUntilFull(take: (i: number) => ScryptSlot): ScryptSlot[] {
  const held: ScryptSlot[] = [];
  for (let i = 0; ; i++) {
    try {
      held.push(take(i));
    } catch {
      return held;
    }
  }
}

let deps: Deps;
let api: Api;
beforeAll(async () => {
  deps = await createTestDeps();
  api = apiFor(deps);
});
afterAll(() => deps.db.close());

describe('R1 (review, M-A): strangers cannot fill the scrypt queue against a player', () => {
  it('60 logins from 60 /64s of one /48 do not keep a logged-in player from self-excluding', async () => {
    // The default queue, real per-address limits, a hash dear enough that the flood is still under way.
    const site = apiFor({
      ...deps,
      config: { ...deps.config, scryptCost: 2 ** 14, authRateLimitPerMinute: 60, usernameRateLimitPerMinute: 10 },
      scrypt: createScryptQueue(DEFAULT_SCRYPT_QUEUE),
    });
    const player = newPlayer();
    const signedUp = await postFrom(site.app, '198.51.100.7', 'auth/register', player);
    expect(signedUp.body.success).toBe(true);
    const token = signedUp.body.data.token as string;
    const flood = Array.from({ length: 60 }, (_, i) =>
      postFrom(site.app, `2001:db8:1:${(i + 1).toString(16)}::1`, 'auth/login', { username: `x${i}rnd`, password: 'guess1' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const exclusion = await postFrom(
      site.app,
      '198.51.100.7',
      'customer/selfexclusion',
      { months: 6, password: player.password },
      { authorization: `Bearer ${token}` },
    );
    const answers = await Promise.all(flood);
    expect(answers.some((a) => a.status === 503 || a.status === 429)).toBe(true);
    expect([exclusion.status, exclusion.body.success]).toEqual([200, true]);
  });

  it('the queue runs at most three hashes at once, and visitors never take the players’ place', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    const visitors = queue.lane('visitors');
    const players = queue.lane('players');
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, queue.stats().running)), 1);
    const calls: Promise<unknown>[] = [];
    let refusedVisitors = 0;
    for (let i = 0; i < 40; i++) {
      try {
        const slot = visitors.admit();
        calls.push(slot.hash('x', 2 ** 12).finally(() => slot.release()));
      } catch {
        refusedVisitors += 1;
      }
    }
    expect(refusedVisitors).toBeGreaterThan(0);
    // A full visitors' lane: the player is admitted and its hash starts at once, ahead of the visitors still
    // waiting. Read when the call is made, not by what finished first: a visitor's hash that started earlier
    // may finish after the player's on a busy machine (one CI run counted 4 finished where 3 was the bound).
    const before = queue.stats();
    const mine = players.use((slot) => slot.hash('mine', 2 ** 12));
    const after = queue.stats();
    expect(before.running).toBe(2);
    expect([after.running, after.waiting]).toEqual([3, before.waiting]);
    await mine;
    await Promise.all(calls);
    clearInterval(watch);
    expect(most).toBeLessThanOrEqual(3);
  });

  it('visitor credential calls from one IPv6 /48 share a limit, whatever their /64s', async () => {
    const strict = apiFor({ ...deps, config: { ...deps.config, authRateLimitPerMinute: 60, authRateLimitPer48PerMinute: 5 } });
    const statuses = [];
    for (let i = 1; i <= 7; i++)
      statuses.push(
        (await postFrom(strict.app, `2001:db8:2:${i.toString(16)}::1`, 'auth/login', { username: `y${i}rnd`, password: 'guess1' })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('sign-up checks the username and the other details before it hashes: a taken one is refused sooner than one hash', async () => {
    const cost = 2 ** 16;
    const dear = apiFor({ ...deps, config: { ...deps.config, scryptCost: cost } });
    const taken = newPlayer();
    expect((await postFrom(api.app, '192.0.2.40', 'auth/register', taken)).body.success).toBe(true);
    let oneHash = Infinity;
    for (let i = 0; i < 2; i++) oneHash = Math.min(oneHash, (await timed(() => hashPassword('measure', cost)))[0]);
    const [byName] = await timed(() => postFrom(dear.app, '192.0.2.41', 'auth/register', newPlayer({ username: taken.username })));
    const [byEmail] = await timed(() => postFrom(dear.app, '192.0.2.42', 'auth/register', newPlayer({ email: taken.email })));
    const [byPerson] = await timed(() =>
      postFrom(dear.app, '192.0.2.43', 'auth/register', newPlayer({ name: taken.name, surname: taken.surname })),
    );
    expect(Math.max(byName, byEmail, byPerson)).toBeLessThan(oneHash / 2);
  });
});

describe('R2 (review, M-B): sign-up tells only that a username is taken', () => {
  it('a taken e-mail gets the one generic refusal a person or phone conflict gets; a taken username is said first, alone', async () => {
    const holder = newPlayer();
    expect((await postFrom(api.app, '192.0.2.50', 'auth/register', holder)).body.success).toBe(true);
    const generic = 'We cannot open an account with these details. Please write to our support team.';
    const byEmail = await postFrom(api.app, '192.0.2.51', 'auth/register', newPlayer({ email: holder.email.toUpperCase() }));
    const byPerson = await postFrom(api.app, '192.0.2.52', 'auth/register', newPlayer({ name: holder.name, surname: holder.surname }));
    expect([byEmail.body.message, byPerson.body.message]).toEqual([generic, generic]);
    // The username is the login handle: whoever picks a taken one is told, whatever else the form holds.
    for (const other of [{}, { email: holder.email }, { name: holder.name, surname: holder.surname }]) {
      expect(
        (await postFrom(api.app, '192.0.2.53', 'auth/register', newPlayer({ username: holder.username.toUpperCase(), ...other }))).body
          .message,
      ).toBe('This username is taken.');
    }
  });
});

describe('R3 (review, M-C): the owner’s inbox breaks any lock-out within the hour', () => {
  it('strangers on many addresses use up nothing the owner needs on a device the account does not know', async () => {
    // The real per-name limit (10 a minute), as a site runs it.
    const site = apiFor({ ...deps, config: { ...deps.config, usernameRateLimitPerMinute: 10 } });
    const owner = newPlayer();
    expect((await postFrom(site.app, '203.0.113.30', 'auth/register', owner)).body.success).toBe(true);

    // Forty addresses: wrong passwords (strangers are locked out of the name), a reset code each, wrong codes.
    for (let a = 1; a <= 40; a++) {
      const attacker = `198.51.103.${a}`;
      for (let i = 0; i < 2; i++)
        await postFrom(site.app, attacker, 'auth/login', { username: owner.username, password: `guess-${a}-${i}` });
      await postFrom(site.app, attacker, 'auth/sendresetpassword', { username: owner.username });
      for (let i = 0; i < 3; i++)
        await postFrom(site.app, attacker, 'auth/checkresetcode', { username: owner.username, code: String(100_000 + a * 10 + i) });
    }
    await outboxSettled(deps.db);
    // The inbox holds a few e-mails an hour, however many strangers ask.
    const inbox = await resetMails(deps.db, owner.email);
    expect(inbox.length).toBeGreaterThan(0);
    expect(inbox.length).toBeLessThanOrEqual(3);

    // The owner on a new phone, a new network: a login is held with the strangers…
    const phone = '203.0.113.99';
    expect((await postFrom(site.app, phone, 'auth/login', { username: owner.username, password: owner.password })).body.success).toBe(
      false,
    );
    // …but whatever code reached the inbox works from here, and the reset makes the phone known.
    const start = await postFrom(site.app, phone, 'auth/sendresetpassword', { username: owner.username });
    expect(start.body.success).toBe(true);
    const device = { cookie: cookiesOf(start.headers) };
    const code = (await listOutbox(deps.db, owner.email, 1))[0]!.code!;
    expect((await postFrom(site.app, phone, 'auth/checkresetcode', { username: owner.username, code }, device)).body).toMatchObject({
      success: true,
    });
    const reset = await postFrom(
      site.app,
      phone,
      'auth/changepasswordwithcode',
      { username: owner.username, code, password: 'brand-new1', password2: 'brand-new1' },
      device,
    );
    expect(reset.body).toMatchObject({ success: true });
    // Strangers keep failing; the phone is the owner's now.
    for (let i = 0; i < 25; i++)
      await postFrom(site.app, `198.51.104.${i + 1}`, 'auth/login', { username: owner.username, password: `more-${i}` });
    expect((await postFrom(site.app, phone, 'auth/login', { username: owner.username, password: 'brand-new1' }, device)).body.success).toBe(
      true,
    );
  });

  it('an attacker’s guesses at a code asked for from an unknown device cannot succeed (the code is long)', async () => {
    const owner = newPlayer();
    expect((await postFrom(api.app, '203.0.113.31', 'auth/register', owner)).body.success).toBe(true);
    await postFrom(api.app, '198.51.105.1', 'auth/sendresetpassword', { username: owner.username });
    await outboxSettled(deps.db);
    const code = (await listOutbox(deps.db, owner.email, 1))[0]!.code!;
    expect(code.replace(/\W/g, '').length).toBeGreaterThanOrEqual(16);
  });
});

describe('review lows', () => {
  it('L2 (review): an Idempotency-Key sent again after its answer was purged is refused with 422, and moves no money', async () => {
    const player = await registered(api);
    const key = `review-key-${Date.now().toString(36)}`;
    const deposit = () =>
      api
        .raw('POST', '/api/payment/deposit', {
          body: JSON.stringify({ id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: 150 } }),
          token: player.token,
          headers: { 'idempotency-key': key },
        })
        .then(async (r) => ({ status: r.status, body: (await r.json()) as { success: boolean } }));
    expect((await deposit()).body.success).toBe(true);
    // What purgeIdempotencyKeys does once the retention has passed.
    await deps.db.query('DELETE FROM idempotency_keys WHERE key = $1', [key]);
    const again = await deposit();
    expect([again.status, again.body.success]).toEqual([422, false]);
    expect((await api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(150);
  });

  it('L1 (review): sendresetpassword has a cap across addresses, SEND_RESET_PASSWORD_GLOBAL_PER_MINUTE', async () => {
    expect(loadConfig({}).globalRateLimitPerMinute).toMatchObject({ sendResetPassword: 60 });
    const { globalRateLimitPerMinute } = loadConfig({ SEND_RESET_PASSWORD_GLOBAL_PER_MINUTE: '3' });
    const capped = apiFor({ ...deps, config: { ...deps.config, globalRateLimitPerMinute } });
    const statuses = [];
    for (let a = 1; a <= 4; a++)
      statuses.push((await postFrom(capped.app, `198.51.106.${a}`, 'auth/sendresetpassword', { username: `cap${a}name` })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('R4 (review 2): a bet paid with a bonus follows that bonus', () => {
  const userIdOf = async (username: string) =>
    (await deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
  const balanceOf = async (token: string) =>
    (await api.call('balance', undefined, { token })).body.data as { balance: number; bonusBalance: number };
  const bonusStatuses = async (userId: number) =>
    (
      await deps.db.query<{ bonus_id: number; status: number }>(
        'SELECT bonus_id, status FROM user_bonuses WHERE user_id = $1 ORDER BY id',
        [userId],
      )
    ).map((r) => [r.bonus_id, r.status]);
  /** Each pot's ledger sum, in kuruş, and the sport wins paid to each. */
  const ledgerOf = async (userId: number) => {
    const rows = await deps.db.query<{ pot: string; reason: string; amount_minor: string | number }>(
      'SELECT pot, reason, amount_minor FROM ledger WHERE user_id = $1',
      [userId],
    );
    const sum = (filter: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(filter).reduce((total, r) => total + Number(r.amount_minor), 0);
    return {
      real: sum((r) => r.pot === 'real'),
      bonus: sum((r) => r.pot === 'bonus'),
      sportWins: sum((r) => r.reason === 'sport_win'),
      forfeited: sum((r) => r.reason === 'bonus_forfeit'),
    };
  };
  /** A football match not yet started whose winning selection is priced at `minOdds` or more now. */
  async function winningBet(now: number, minOdds = 1.01) {
    const secret = await sportsbookSecret(deps.db);
    for (const event of listEvents(secret, now, 'prematch', 'tr')) {
      const settlesAt = Date.parse(event.endsAt) + 60_000;
      const won = resultOf(findEvent(secret, event.id, settlesAt, 'tr')!);
      const selection = event.selections.find((s) => s.key === won && s.odds !== null && s.odds >= minOdds);
      if (selection) return { eventId: event.id, selection: selection.key as '1' | 'X' | '2', odds: selection.odds!, settlesAt };
    }
    throw new Error('no priced winner');
  }
  const withdraw = (token: string, amount: number, agreed: boolean) =>
    api.call(
      'withdraw',
      { id: 12, target: 'pay', detail: { PaparaNo: 1234567890, Amount: amount, ...(agreed ? { BonusForfeit: 1 } : {}) } } as never,
      { token },
    );

  it('R4 (review): a bet staked with a forfeited bonus pays its bonus share to no one, even after a later bonus is wagered through', async () => {
    const player = await registered(api);
    const userId = await userIdOf(player.username);
    await deps.db.query('UPDATE users SET sms_verified = true WHERE id = $1', [userId]);
    expect((await api.call('claimBonus', { id: 1 }, { token: player.token })).body.success).toBe(true);
    const now = Date.now();
    const bet = await winningBet(now, 3);
    await placeBet(
      deps,
      { userId, username: player.username },
      { eventId: bet.eventId, selection: bet.selection, odds: bet.odds, stake: 99 },
      'tr',
      { now },
    );
    expect(
      (await api.call('deposit', { id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: 100 } } as never, { token: player.token })).body
        .success,
    ).toBe(true);
    // The forfeit asked covers the bonus riding on the bet too: ₺1 in the pot and ₺99 on the bet.
    const unasked = await withdraw(player.token, 100, false);
    expect(unasked.body.success).toBe(false);
    expect(unasked.body.message).toContain('100');
    expect((await withdraw(player.token, 100, true)).body.success).toBe(true);
    expect(await bonusStatuses(userId)).toEqual([[1, ActivityStatus.Cancelled]]);
    // A second bonus, wagered through (₺500 staked at evens).
    expect((await api.call('claimBonus', { id: 2 }, { token: player.token })).body.success).toBe(true);
    const [{ code }] = (await deps.db.query<{ code: string }>(
      "SELECT code FROM games WHERE provider_name = 'Hub88' AND system_category = 1 ORDER BY sort LIMIT 1",
    )) as [{ code: string }];
    for (let i = 0; i < 10; i++)
      await playRound(deps.db, deps.events, { userId, gameCode: code, stakeMinor: 50_00 }, (_r, stake) => ({
        outcome: {},
        winMinor: stake,
      }));
    expect(await bonusStatuses(userId)).toEqual([
      [1, ActivityStatus.Cancelled],
      [2, ActivityStatus.Completed],
    ]);
    expect(await balanceOf(player.token)).toEqual({ balance: 50, bonusBalance: 0 });
    await settleDueBets(deps, { userId, now: bet.settlesAt });
    expect((await deps.db.query<{ status: string }>('SELECT status FROM sport_bets WHERE user_id = $1', [userId]))[0]!.status).toBe('won');
    // The bet was all bonus 1's money: its payout goes nowhere. Real money is bonus 2's ₺50, exactly.
    expect(await balanceOf(player.token)).toEqual({ balance: 50, bonusBalance: 0 });
    expect(await ledgerOf(userId)).toEqual({ real: 50_00, bonus: 0, sportWins: 0, forfeited: -1_00 });
  });

  it('R4 (review): a bonus riding wholly on an open bet is bonus at stake: the withdrawal asks for the forfeit, and the bet then pays no bonus share', async () => {
    const player = await registered(api);
    const userId = await userIdOf(player.username);
    await deps.db.query('UPDATE users SET sms_verified = true WHERE id = $1', [userId]);
    expect((await api.call('claimBonus', { id: 1 }, { token: player.token })).body.success).toBe(true);
    const now = Date.now();
    const bet = await winningBet(now);
    await placeBet(
      deps,
      { userId, username: player.username },
      { eventId: bet.eventId, selection: bet.selection, odds: bet.odds, stake: 100 },
      'tr',
      { now },
    );
    expect(
      (await api.call('deposit', { id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: 100 } } as never, { token: player.token })).body
        .success,
    ).toBe(true);
    const unasked = await withdraw(player.token, 100, false);
    expect(unasked.body.success).toBe(false);
    expect(await bonusStatuses(userId)).toEqual([[1, ActivityStatus.Processing]]);
    expect((await withdraw(player.token, 100, true)).body.success).toBe(true);
    expect(await bonusStatuses(userId)).toEqual([[1, ActivityStatus.Cancelled]]);
    await settleDueBets(deps, { userId, now: bet.settlesAt });
    expect(await balanceOf(player.token)).toEqual({ balance: 0, bonusBalance: 0 });
    expect(await ledgerOf(userId)).toEqual({ real: 0, bonus: 0, sportWins: 0, forfeited: 0 });
  });
});

describe('R5 (review 2): throwaway accounts cannot stop logins nor anyone’s self-exclusion', () => {
  const COST = 2 ** 13;

  it('R5 (review): a visitor’s hash starts while the players’ lane is full', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    const jobs: Promise<unknown>[] = [];
    let refused = 0;
    // 18 players' calls of two hashes each (a password change), from 18 accounts.
    for (let i = 0; i < 18; i++) {
      jobs.push(
        queue
          .lane('players', { account: `u:r5-${i}` })
          .use(async (slot) => {
            await slot.hash('x', COST);
            await slot.hash('y', COST);
          })
          .catch((error) => {
            if (!(error instanceof ScryptBusy)) throw error;
            refused += 1;
          }),
      );
    }
    const before = queue.stats().hashed;
    // A visitor's login (a cheaper hash, so it ends first once started): it runs on the worker players never
    // take, not after the players' 34 hashes.
    const hashedBeforeMine = await queue.lane('visitors').use((slot) => slot.hash('v', COST / 4).then(() => queue.stats().hashed - before));
    expect(hashedBeforeMine).toBeLessThanOrEqual(3);
    await Promise.all(jobs);
    expect(refused).toBe(1);
  });

  it('R5 (review): a self-exclusion gets through while both lanes are full', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    const site = apiFor({ ...deps, config: { ...deps.config, scryptCost: COST }, scrypt: queue });
    const player = newPlayer();
    const signedUp = await postFrom(site.app, '198.51.100.70', 'auth/register', player);
    expect(signedUp.body.success).toBe(true);
    // The time-out's wrong password from another player: a session that has failed goes first no more (review 4).
    const other = await postFrom(site.app, '198.51.100.72', 'auth/register', newPlayer());
    // Both lanes full: places held, as by calls that have not hashed yet.
    const held = [
      ...placesUntilFull(() => queue.lane('visitors').admit()),
      ...placesUntilFull((i) => queue.lane('players', { account: `u:r5-full-${i}` }).admit()),
    ];
    const login = await postFrom(site.app, '198.51.100.70', 'auth/login', { username: player.username, password: player.password });
    expect(login.status).toBe(503);
    const headers = { authorization: `Bearer ${signedUp.body.data.token as string}` };
    const timeout = await postFrom(
      site.app,
      '198.51.100.72',
      'customer/timeout',
      { days: 30, password: 'not-the-password' },
      { authorization: `Bearer ${other.body.data.token as string}` },
    );
    expect(timeout.status).not.toBe(503);
    const exclusion = await postFrom(
      site.app,
      '198.51.100.70',
      'customer/selfexclusion',
      { months: 6, password: player.password },
      headers,
    );
    expect([exclusion.status, exclusion.body.success]).toEqual([200, true]);
    for (const slot of held) slot.release();
    // And a self-exclusion's hash goes before the players' calls waiting for a worker.
    const waitingPlayers = Array.from({ length: 8 }, (_, i) =>
      queue.lane('players', { account: `u:r5-wait-${i}` }).use((slot) => slot.hash('w', COST)),
    );
    const before = queue.stats().hashed;
    const hashedBeforeMine = await queue
      .lane('players', { account: 'u:r5-me', priority: true })
      .use((slot) => slot.hash('me', COST / 4).then(() => queue.stats().hashed - before));
    expect(hashedBeforeMine).toBeLessThanOrEqual(3);
    await Promise.all(waitingPlayers);
  });

  it('R5 (review): an account cannot hold two places', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    const first = queue.lane('players', { account: 'u:r5-one' }).admit();
    expect(() => queue.lane('players', { account: 'u:r5-one' }).admit()).toThrow(ScryptBusy);
    first.release();
    queue.lane('players', { account: 'u:r5-one' }).admit().release();
    // Through the guard: two password changes at once from one account, the second refused while the first holds its place.
    const site = apiFor({ ...deps, config: { ...deps.config, scryptCost: 2 ** 15 }, scrypt: createScryptQueue(DEFAULT_SCRYPT_QUEUE) });
    const player = newPlayer();
    const signedUp = await postFrom(site.app, '198.51.100.71', 'auth/register', player);
    const headers = { authorization: `Bearer ${signedUp.body.data.token as string}` };
    const change = (to: string) =>
      postFrom(
        site.app,
        '198.51.100.71',
        'customer/changepassword',
        { oldPassword: player.password, password: to, confirmPassword: to },
        headers,
      );
    const answers = await Promise.all([change('first1pw'), change('second2pw')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 503]);
  });
});

describe('R5 (review 4): a flood of protective calls cannot hold back a genuine one', () => {
  const COST = 2 ** 13;
  // The production limits per address and per account: each attacker is held to them, as in the review.
  const LIMITS = { authRateLimitPerMinute: 60, usernameRateLimitPerMinute: 10 };
  const fullPlayersLane = (queue: ScryptQueue, tag: string) =>
    placesUntilFull((i) => queue.lane('players', { account: `u:${tag}-${i}` }).admit());

  it('R5 (review 4): twenty protective hashes waiting keep a genuine one within a few hashes', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    const flood = Array.from({ length: 20 }, (_, i) =>
      queue.lane('players', { account: `u:r5-4-flood-${i}`, priority: true }).use((slot) => slot.hash('f', COST)),
    );
    const before = queue.stats().hashed;
    // A cheaper hash, so it ends first once started: what is hashed by then was started before it (R5's measure).
    const hashedBeforeMine = await queue
      .lane('players', { account: 'u:r5-4-me', priority: true })
      .use((slot) => slot.hash('me', COST / 4).then(() => queue.stats().hashed - before));
    // The two running, the three of the urgent line's four ahead of it, its own; one more should a hash
    // started beside it end first on a busy machine.
    expect(hashedBeforeMine).toBeLessThanOrEqual(7);
    // Those it overtook are still answered (in the players' line), none refused.
    expect(await Promise.all(flood)).toHaveLength(20);
    expect(queue.stats()).toMatchObject({ admitted: 0, running: 0, waiting: 0 });
  });

  it('R5 (review 4): wrong-password self-exclusions from 40 accounts keep a genuine one within a few hashes', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    // The hashes done from when the genuine player's hash asks for a worker to when it ends: the queue's own
    // count, whatever the requests' way to it took.
    let victimAccount = '';
    let hashedBeforeMine = -1;
    const watched: ScryptQueue = {
      ...queue,
      lane(name, place) {
        const view = queue.lane(name, place);
        if (place?.account !== victimAccount) return view;
        return {
          ...view,
          use: (work) =>
            view.use((slot) =>
              work({
                ...slot,
                verify(password, stored) {
                  const before = queue.stats().hashed;
                  return slot.verify(password, stored).finally(() => (hashedBeforeMine = queue.stats().hashed - before));
                },
              }),
            ),
        };
      },
    };
    const site = apiFor({ ...deps, config: { ...deps.config, ...LIMITS, scryptCost: COST }, scrypt: watched });
    // The genuine player's password is hashed at a quarter of the cost, so its hash ends first once started.
    const cheap = apiFor({ ...deps, config: { ...deps.config, ...LIMITS, scryptCost: COST / 4 }, scrypt: watched });
    const address = (i: number) => `2001:db8:${(0x4400 + i).toString(16)}::1`;
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) {
      const signedUp = await postFrom(site.app, address(i), 'auth/register', newPlayer());
      expect(signedUp.body.success, signedUp.body.message).toBe(true);
      tokens.push(signedUp.body.data.token as string);
    }
    const victim = newPlayer();
    const victimSignedUp = await postFrom(cheap.app, '198.51.100.44', 'auth/register', victim);
    expect(victimSignedUp.body.success).toBe(true);
    const [row] = await deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [victim.username]);
    victimAccount = `u:${row!.id}`;
    // Each attacker: five wrong passwords (a session's allowance before its lock), all at once.
    const flood = tokens.flatMap((token, i) =>
      Array.from({ length: 5 }, () =>
        postFrom(
          site.app,
          address(i),
          'customer/selfexclusion',
          { months: 6, password: 'wrong-one' },
          { authorization: `Bearer ${token}` },
        ),
      ),
    );
    // Until every attacker's first call is in the queue (hashed, hashing or waiting).
    for (let waited = 0; waited < 5_000; waited += 2) {
      const { hashed, running, waiting } = queue.stats();
      if (hashed + running + waiting >= 40) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const exclusion = await postFrom(
      site.app,
      '198.51.100.44',
      'customer/selfexclusion',
      { months: 6, password: victim.password },
      { authorization: `Bearer ${victimSignedUp.body.data.token as string}` },
    );
    const answers = await Promise.all(flood);
    expect([exclusion.status, exclusion.body.success]).toEqual([200, true]);
    // As above: the two running, three ahead, its own, one spare.
    expect(hashedBeforeMine).toBeLessThanOrEqual(7);
    // No attacker's call got through: each was a wrong password or refused (a second at once from its account, a full lane).
    expect(answers.every((a) => (a.status === 200 && !a.body.success) || a.status === 503 || a.status === 429)).toBe(true);
    expect(queue.stats()).toMatchObject({ admitted: 0, running: 0, waiting: 0 });
  }, 60_000);

  it('R5 (review 4): an account cannot hold two priority places', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    const protect = () => queue.lane('players', { account: 'u:r5-4-one', priority: true }).admit();
    const first = protect();
    expect(protect).toThrow(ScryptBusy);
    // Beside the account's other call (a password change of its own), its self-exclusion is admitted:
    // the player's own call never turns their protection away.
    const change = queue.lane('players', { account: 'u:r5-4-one' }).admit();
    first.release();
    protect().release();
    change.release();
    expect(queue.stats()).toMatchObject({ admitted: 0 });
  });

  it('R5 (review 4): priority places leave the players’ places to the players', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    const protective = Array.from({ length: 20 }, (_, i) => queue.lane('players', { account: `u:r5-4-p-${i}`, priority: true }).admit());
    // The players' lane's whole capacity (its worker and 16 waiting) is still there for a password change.
    const held = fullPlayersLane(queue, 'r5-4-change');
    expect(held).toHaveLength(DEFAULT_SCRYPT_QUEUE.playerWorkers + DEFAULT_SCRYPT_QUEUE.playerWaiting);
    for (const slot of [...protective, ...held]) slot.release();
  });

  it('R5 (review 4): a session that has failed a password waits in the players’ lane, with its capacity', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    const site = apiFor({ ...deps, config: { ...deps.config, scryptCost: COST }, scrypt: queue });
    const player = newPlayer();
    const signedUp = await postFrom(site.app, '198.51.100.45', 'auth/register', player);
    const headers = { authorization: `Bearer ${signedUp.body.data.token as string}` };
    const held = fullPlayersLane(queue, 'r5-4-failed');
    // Its first try goes first, full lane or not; wrong, it counts as the session's failure.
    const wrong = await postFrom(site.app, '198.51.100.45', 'customer/selfexclusion', { months: 6, password: 'wrong-one' }, headers);
    expect([wrong.status, wrong.body.success]).toEqual([200, false]);
    // The next is a players' call like any other: the full lane refuses it, before it counts.
    const next = await postFrom(site.app, '198.51.100.45', 'customer/selfexclusion', { months: 6, password: player.password }, headers);
    expect(next.status).toBe(503);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const slot of held) slot.release();
    const later = await postFrom(site.app, '198.51.100.45', 'customer/selfexclusion', { months: 6, password: player.password }, headers);
    expect([later.status, later.body.success]).toEqual([200, true]);
  });

  it('R5 (review 4): a genuine time-out and self-exclusion are answered while both lanes are full', async () => {
    const queue = createScryptQueue(DEFAULT_SCRYPT_QUEUE);
    const site = apiFor({ ...deps, config: { ...deps.config, scryptCost: COST }, scrypt: queue });
    const [one, two] = [newPlayer(), newPlayer()];
    const first = await postFrom(site.app, '198.51.100.46', 'auth/register', one);
    const second = await postFrom(site.app, '198.51.100.47', 'auth/register', two);
    const held = [...placesUntilFull(() => queue.lane('visitors').admit()), ...fullPlayersLane(queue, 'r5-4-both')];
    const timeout = await postFrom(
      site.app,
      '198.51.100.46',
      'customer/timeout',
      { days: 30, password: one.password },
      { authorization: `Bearer ${first.body.data.token as string}` },
    );
    expect([timeout.status, timeout.body.success]).toEqual([200, true]);
    const exclusion = await postFrom(
      site.app,
      '198.51.100.47',
      'customer/selfexclusion',
      { months: 6, password: two.password },
      { authorization: `Bearer ${second.body.data.token as string}` },
    );
    expect([exclusion.status, exclusion.body.success]).toEqual([200, true]);
    for (const slot of held) slot.release();
  });
});

describe('review 2 lows', () => {
  it('L5 (review 2): the ledger is indexed by account and time, for the activity statement and the loss limit', async () => {
    const indexes = (await deps.db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename = 'ledger'")).map(
      (r) => r.indexdef,
    );
    expect(indexes.some((d) => /\(user_id, created_at\)/.test(d))).toBe(true);
  });

  it('L6 (review 2): GET customer/activity is limited per account', async () => {
    const strict = apiFor({ ...deps, config: { ...deps.config, usernameRateLimitPerMinute: 3 } });
    const player = await registered(api);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await strict.raw('GET', '/api/customer/activity', { token: player.token })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another account is not counted with it.
    const other = await registered(api);
    expect((await strict.raw('GET', '/api/customer/activity', { token: other.token })).status).toBe(200);
  });

  it('L1 (review 3): a HEAD request is the GET call it reads as, and meets its limits', async () => {
    const strict = apiFor({ ...deps, config: { ...deps.config, usernameRateLimitPerMinute: 3 } });
    const player = await registered(api);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await strict.raw('GET', '/api/customer/activity', { token: player.token })).status);
    for (let i = 0; i < 3; i++) statuses.push((await strict.raw('HEAD', '/api/customer/activity', { token: player.token })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
