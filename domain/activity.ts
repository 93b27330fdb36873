// The activity statement's rules (issue 33, item 8): a period's deposits,
// net result and time played, each against the limit of that period.
// Shared by the page and its tests; nothing of the app.
import type { ActivityPeriod, LimitKind, LimitPeriod, PlayerActivity } from '../contract/responsibleGaming';

const kurus = (lira: number) => Math.round(lira * 100);

/** Whole percent of the limit used, rounded down (1250 of 2000 is 62), counted in kuruş so no floating-point drift shows. */
export function percentOfLimit(used: number, limit: number): number {
  const of = kurus(limit);
  return of <= 0 ? 0 : Math.floor((kurus(used) * 100) / of);
}

/** The loss a net result stands for (stakes minus wins, never below nothing), as the loss limit counts it. */
export const lossOf = (net: number) => (net < 0 ? kurus(-net) / 100 : 0);

/** Whole minutes played, as the session limit counts them. */
export const playedMinutes = (seconds: number) => Math.floor(seconds / 60);

/** A figure against its limit: the limit null (and no percent) when none is in force. */
export interface AgainstLimit {
  amount: number;
  limit: number | null;
  percent: number | null;
}

export interface PeriodStatement {
  from: string;
  deposits: AgainstLimit;
  withdrawals: number;
  net: number;
  loss: AgainstLimit;
  playMinutes: number;
  /** Today's time against the daily session limit; null for a week or a month (the limit is per day) or without one. */
  session: { limit: number; percent: number } | null;
}

/** The limit of a kind and period in force, or null. */
export function limitOf(limits: PlayerActivity['limits'], kind: LimitKind, period: LimitPeriod): number | null {
  return limits.find((l) => l.kind === kind && l.period === period)?.amount ?? null;
}

const against = (amount: number, limit: number | null): AgainstLimit => ({
  amount,
  limit,
  percent: limit === null ? null : percentOfLimit(amount, limit),
});

/** What the statement says of one period: deposits and loss against that period's limits, the day's time against the session limit. */
export function activityStatement(activity: Pick<PlayerActivity, 'periods' | 'limits'>, period: LimitPeriod): PeriodStatement {
  const figures: ActivityPeriod = activity.periods[period];
  const session = period === 'day' ? limitOf(activity.limits, 'session', 'day') : null;
  return {
    from: figures.from,
    deposits: against(figures.deposits, limitOf(activity.limits, 'deposit', period)),
    withdrawals: figures.withdrawals,
    net: figures.net,
    loss: against(lossOf(figures.net), limitOf(activity.limits, 'loss', period)),
    playMinutes: playedMinutes(figures.playSeconds),
    session: session === null ? null : { limit: session, percent: Math.floor((figures.playSeconds * 100) / (session * 60)) },
  };
}
