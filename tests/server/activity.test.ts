// The activity statement (issue 33, item 8): the last 30 Turkish days of the
// person, every account of theirs, from the ledger itself: deposits as the
// deposit limit counts them, withdrawals not turned down, real money won
// minus staked, seconds played; and the limits in force. Money exact.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_DAYS, PlayerActivity } from '../../contract/responsibleGaming';
import { TransactionKind, TransactionStatus } from '../../contract/enums';
import { periodOf } from '../../server/services/responsibleGaming';
import { TEST_CARD, registered, useTestApi } from './testServer';

const t = useTestApi();
const DAY = 86_400_000;
const SECOND = 1_000;
/** The Turkish calendar day of a moment (UTC+3, no daylight saving). */
const localDay = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

const activity = async (token: string) => {
  const answer = await t.api.call('activity', undefined, { token });
  expect(answer.status).toBe(200);
  return PlayerActivity.parse(answer.body.data);
};
const userId = async (username: string) =>
  (await t.deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
const methodId = async () => (await t.deps.db.query<{ id: number }>('SELECT id FROM payment_methods ORDER BY id LIMIT 1'))[0]!.id;
const transaction = async (user: number, kind: number, status: number, minor: number, at: Date) =>
  t.deps.db.query('INSERT INTO transactions (user_id, kind, status, amount_minor, method_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    user,
    kind,
    status,
    minor,
    await methodId(),
    at,
  ]);
const entry = (user: number, minor: number, reason: string, at: Date, pot = 'real') =>
  t.deps.db.query('INSERT INTO ledger (user_id, amount_minor, reason, pot, created_at) VALUES ($1, $2, $3, $4, $5)', [
    user,
    minor,
    reason,
    pot,
    at,
  ]);
const played = (user: number, day: string, seconds: number) =>
  t.deps.db.query('INSERT INTO play_time (user_id, day, seconds, last_seen) VALUES ($1, $2, $3, now())', [user, day, seconds]);

/** A second account of the same person (as sign-up allowed before issue 32). */
async function secondAccountOf(first: { username: string }) {
  const second = await registered(t.api);
  await t.deps.db.query(
    'UPDATE users SET person_id = (SELECT person_id FROM users WHERE username = $1), extra_account = true WHERE username = $2',
    [first.username, second.username],
  );
  return second;
}

describe('customer/activity', () => {
  it('needs a player', async () => {
    expect((await t.api.call('activity')).status).toBe(401);
  });

  it('a new player: 30 empty days ending today, in Turkish time, and no limits', async () => {
    const player = await registered(t.api);
    const now = t.deps.clock.now();
    const statement = await activity(player.token);
    expect(statement.days).toHaveLength(ACTIVITY_DAYS);
    expect(statement.days.at(-1)!.day).toBe(localDay(now));
    expect(statement.days[0]!.day).toBe(localDay(new Date(now.getTime() - 29 * DAY)));
    expect(statement.days.every((d) => d.deposits === 0 && d.withdrawals === 0 && d.net === 0 && d.playSeconds === 0)).toBe(true);
    expect(statement.periods.day.from).toBe(localDay(now));
    expect(statement.periods.week.from).toBe(localDay(periodOf('week', now).start));
    expect(statement.periods.month.from).toBe(localDay(periodOf('month', now).start));
    expect(statement.limits).toEqual([]);
  });

  it('sums each Turkish day of the person’s accounts from the ledger, to the kuruş, and the periods from their first day', async () => {
    const player = await registered(t.api);
    const other = await secondAccountOf(player);
    const stranger = await registered(t.api);
    const [a, b, c] = [await userId(player.username), await userId(other.username), await userId(stranger.username)];
    const now = t.deps.clock.now();
    const todayStart = periodOf('day', now).start;
    const today = localDay(now);
    const yesterday = localDay(new Date(todayStart.getTime() - SECOND));
    const lastShown = new Date(todayStart.getTime() - 29 * DAY); // 00:00 of the oldest day shown
    const unshown = new Date(lastShown.getTime() - SECOND); // 23:59:59 the day before it

    // Through the API: a card deposit of ₺1.250,10 today.
    const paid = await t.api.call('deposit', { id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: 1250.1 } }, { token: player.token });
    expect(paid.body.success).toBe(true);
    // In the ledger and the transactions, stamped where the days meet.
    await transaction(b, TransactionKind.Deposit, TransactionStatus.Confirmed, 99_99, new Date(todayStart.getTime() - SECOND)); // yesterday, the other account
    await transaction(a, TransactionKind.Deposit, TransactionStatus.Confirmed, 10_01, todayStart); // today, 00:00 Turkish time
    await transaction(a, TransactionKind.Deposit, TransactionStatus.Rejected, 500_00, todayStart); // turned down: not a deposit
    await transaction(a, TransactionKind.Deposit, TransactionStatus.Confirmed, 7_77, lastShown); // the oldest day shown
    await transaction(a, TransactionKind.Deposit, TransactionStatus.Confirmed, 3_33, unshown); // before the 30 days
    await transaction(c, TransactionKind.Deposit, TransactionStatus.Confirmed, 1_000_00, todayStart); // someone else
    await transaction(a, TransactionKind.Withdraw, TransactionStatus.Pending, 200_50, todayStart);
    await transaction(b, TransactionKind.Withdraw, TransactionStatus.Confirmed, 10, todayStart);
    await transaction(a, TransactionKind.Withdraw, TransactionStatus.Rejected, 50_00, todayStart);
    await transaction(a, TransactionKind.Withdraw, TransactionStatus.Cancelled, 60_00, todayStart);
    await entry(a, -10_00, 'bet', todayStart);
    await entry(a, 2_50, 'win', new Date(todayStart.getTime() + 60 * SECOND));
    await entry(b, -10, 'bet', todayStart);
    await entry(b, -5_00, 'bet', todayStart, 'bonus'); // bonus money lost is the operator's, as the loss limit counts
    await entry(b, -3_33, 'sport_bet', new Date(todayStart.getTime() - SECOND)); // yesterday
    await entry(a, 12_00, 'sport_win', lastShown);
    await entry(a, 100_00, 'bonus_release', todayStart); // not play
    await entry(c, -40_00, 'bet', todayStart);
    await played(a, today, 125);
    await played(b, today, 60);
    await played(b, yesterday, 3_600);
    await played(c, today, 999);

    const statement = await activity(player.token);
    const day = (d: string) => statement.days.find((x) => x.day === d)!;
    expect(day(today)).toEqual({ day: today, deposits: 1260.11, withdrawals: 200.6, net: -7.6, playSeconds: 185 });
    expect(day(yesterday)).toEqual({ day: yesterday, deposits: 99.99, withdrawals: 0, net: -3.33, playSeconds: 3_600 });
    expect(statement.days[0]).toEqual({ day: localDay(lastShown), deposits: 7.77, withdrawals: 0, net: 12, playSeconds: 0 });
    // Nothing else, on any day.
    const others = statement.days.filter((d) => ![today, yesterday, localDay(lastShown)].includes(d.day));
    expect(others.every((d) => d.deposits === 0 && d.withdrawals === 0 && d.net === 0 && d.playSeconds === 0)).toBe(true);

    // A period counts its days from its first, whether or not they are among the 30 shown (a month can be 31 days).
    type Row = { day: string; deposits: number; withdrawals: number; net: number; seconds: number };
    const rows: Row[] = [
      { day: today, deposits: 1260_11, withdrawals: 200_60, net: -7_60, seconds: 185 },
      { day: yesterday, deposits: 99_99, withdrawals: 0, net: -3_33, seconds: 3_600 },
      { day: localDay(lastShown), deposits: 7_77, withdrawals: 0, net: 12_00, seconds: 0 },
      { day: localDay(unshown), deposits: 3_33, withdrawals: 0, net: 0, seconds: 0 },
    ];
    for (const period of ['day', 'week', 'month'] as const) {
      const from = localDay(periodOf(period, now).start);
      const inside = rows.filter((r) => r.day >= from);
      const sum = (key: 'deposits' | 'withdrawals' | 'net') => inside.reduce((total, r) => total + r[key], 0) / 100;
      expect(statement.periods[period], period).toEqual({
        from,
        deposits: sum('deposits'),
        withdrawals: sum('withdrawals'),
        net: sum('net'),
        playSeconds: inside.reduce((total, r) => total + r.seconds, 0),
      });
    }
    // The other account of the person reads the same statement; the stranger only theirs.
    expect(await activity(other.token)).toEqual(statement);
    expect((await activity(stranger.token)).periods.day).toMatchObject({ deposits: 1000, net: -40, playSeconds: 999 });
  });

  it('is open to a self-excluded person’s withdraw-only session: their own past', async () => {
    const player = await registered(t.api);
    expect((await t.api.call('selfExclude', { months: 6, password: player.password }, { token: player.token })).body.success).toBe(true);
    const token = (await t.api.call('login', { username: player.username, password: player.password })).body.data.token as string;
    expect((await activity(token)).days).toHaveLength(ACTIVITY_DAYS);
  });

  it('names the limits in force, not a pending increase', async () => {
    const player = await registered(t.api);
    const set = (kind: string, period: string, amount: number | null) =>
      t.api.call('setLimit', { kind, period, amount } as never, { token: player.token });
    await set('deposit', 'week', 2000);
    await set('deposit', 'week', 3000); // an increase: pending for 24 hours
    await set('loss', 'month', 150.55);
    await set('session', 'day', 90);
    const { limits } = await activity(player.token);
    expect(limits).toEqual([
      { kind: 'deposit', period: 'week', amount: 2000 },
      { kind: 'loss', period: 'month', amount: 150.55 },
      { kind: 'session', period: 'day', amount: 90 },
    ]);
  });
});
