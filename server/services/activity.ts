// The activity statement (issue 33, item 8): the person's last 30 days, day
// by day in Turkish time, and the current day, week and month, each summed
// from the ledger itself, over every account of the person, and the limits
// in force. What each figure counts is what the limit over it counts
// (services/responsibleGaming.ts), so '62 % of your weekly limit' on the
// page is the limit's own reading:
//  - deposits: confirmed, or pending while the payment link can still be paid;
//  - withdrawals: asked for and not rejected or cancelled;
//  - net: real money won minus staked, casino and sportsbook (bonus money lost is the operator's);
//  - play: the seconds the session limit counts (play_time, booked per Turkish day).
import { TransactionKind, TransactionStatus } from '../../contract/enums';
import {
  ACTIVITY_DAYS,
  LIMIT_PERIODS,
  type ActivityDay,
  type ActivityLimit,
  type LimitPeriod,
  type PlayerActivity,
} from '../../contract/responsibleGaming';
import type { Deps } from '../context';
import type { Auth } from '../auth';
import { PAYMENT_LINK_MINUTES } from './paymentLinks';
import { accountsOfPersonSql } from './person';
import { LOCAL_OFFSET_MS, PLAY_REASONS, limitRows, localDay, periodOf } from './responsibleGaming';
import { toLira } from './wallet';

const DAY_MS = 86_400_000;

/** SQL for the Turkish calendar day of a timestamptz column. */
const localDaySql = (column: string) =>
  `to_char((${column} AT TIME ZONE 'UTC') + interval '${LOCAL_OFFSET_MS / 1000} seconds', 'YYYY-MM-DD')`;

interface DayRow {
  day: string;
  minor: string | number | null;
}

/** Kuruş (or seconds) per Turkish day, keyed by the day. */
const byDay = (rows: DayRow[]) => new Map(rows.map((r) => [r.day, Number(r.minor ?? 0)]));

export async function playerActivity(deps: Deps, auth: Auth): Promise<PlayerActivity> {
  const now = deps.clock.now();
  const today = periodOf('day', now).start;
  const firstShown = new Date(today.getTime() - (ACTIVITY_DAYS - 1) * DAY_MS);
  // From the earlier of the 30 days' first and the month's: a month can start before them (its 31st day).
  const from = new Date(Math.min(firstShown.getTime(), periodOf('month', now).start.getTime()));
  const person = accountsOfPersonSql('$1');
  const [deposits, withdrawals, net, played] = await Promise.all([
    deps.db.query<DayRow>(
      `SELECT ${localDaySql('created_at')} AS day, sum(amount_minor) AS minor FROM transactions
        WHERE user_id IN ${person} AND created_at >= $2 AND kind = $3
          AND (status = $4 OR (status = $5 AND (pay_token IS NULL OR created_at > $6::timestamptz - make_interval(mins => $7))))
        GROUP BY 1`,
      [auth.userId, from, TransactionKind.Deposit, TransactionStatus.Confirmed, TransactionStatus.Pending, now, PAYMENT_LINK_MINUTES],
    ),
    deps.db.query<DayRow>(
      `SELECT ${localDaySql('created_at')} AS day, sum(amount_minor) AS minor FROM transactions
        WHERE user_id IN ${person} AND created_at >= $2 AND kind = $3 AND status <> ALL($4::smallint[])
        GROUP BY 1`,
      [auth.userId, from, TransactionKind.Withdraw, [TransactionStatus.Rejected, TransactionStatus.Cancelled]],
    ),
    deps.db.query<DayRow>(
      `SELECT ${localDaySql('created_at')} AS day, sum(amount_minor) AS minor FROM ledger
        WHERE user_id IN ${person} AND created_at >= $2 AND reason = ANY($3::text[]) AND pot = 'real'
        GROUP BY 1`,
      [auth.userId, from, PLAY_REASONS],
    ),
    deps.db.query<DayRow>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(seconds) AS minor FROM play_time WHERE user_id IN ${person} AND day >= $2::date GROUP BY 1`,
      [auth.userId, localDay(from)],
    ),
  ]);
  const sums = { deposits: byDay(deposits), withdrawals: byDay(withdrawals), net: byDay(net), played: byDay(played) };
  // Each figure summed in kuruş (seconds), turned into lira once.
  const figuresOf = (days: string[]) => {
    const total = (map: Map<string, number>) => days.reduce((sum, day) => sum + (map.get(day) ?? 0), 0);
    return {
      deposits: toLira(total(sums.deposits)),
      withdrawals: toLira(total(sums.withdrawals)),
      net: toLira(total(sums.net)),
      playSeconds: total(sums.played),
    };
  };
  const daysFrom = (start: Date) => {
    const list: string[] = [];
    for (let at = start.getTime(); at <= today.getTime(); at += DAY_MS) list.push(localDay(new Date(at)));
    return list;
  };
  const days: ActivityDay[] = daysFrom(firstShown).map((day) => ({ day, ...figuresOf([day]) }));
  const period = (p: LimitPeriod) => {
    const start = periodOf(p, now).start;
    return { from: localDay(start), ...figuresOf(daysFrom(start)) };
  };
  const limits: ActivityLimit[] = [];
  const rows = await limitRows(deps.db, auth.userId, now);
  for (const kind of ['deposit', 'loss', 'session'] as const) {
    for (const p of LIMIT_PERIODS) {
      const amount = rows.find((r) => r.kind === kind && r.period === p)?.amount ?? null;
      if (amount !== null) limits.push({ kind, period: p, amount: kind === 'session' ? Number(amount) : toLira(Number(amount)) });
    }
  }
  return { days, periods: { day: period('day'), week: period('week'), month: period('month') }, limits };
}
