// The responsible-gaming calls (issue 8): limits, the reality check, a
// time-out and self-exclusion. One contract for the client, the reference
// server and the tests, as the rest of contract/ (the rules over it are in
// domain/limits.ts).
import * as z from 'zod/mini';
import { kurusOf } from './money';
import { apiResponse } from './schemas';

export const LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The reality check's intervals in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
/** Time-out lengths in days. */
export const TIMEOUT_DAYS = [1, 7, 30] as const;
/** Self-exclusion lengths in months; null is permanent. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 36, 60] as const;
/** An increase or a removal waits this long (a decrease applies at once). */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/**
 * A self-exclusion whose time is over reopens this long after the person asks
 * to return (UKGC LCCP SR code 3.5.3: positive action, then a one-day
 * cooling-off).
 */
export const RETURN_COOLING_OFF_HOURS = 24;
/** The largest limit: money in lira, session time in minutes (a day). */
export const LIMIT_MAX = { money: 10_000_000, minutes: 24 * 60 } as const;

const Kind = z.enum(LIMIT_KINDS);
const Period = z.enum(LIMIT_PERIODS);
const Stamp = z.string().check(z.minLength(10), z.maxLength(40));

/**
 * POST customer/limits: money limits in lira (two decimals), the session
 * limit in whole minutes and per day only; null removes the limit.
 */
export const SetLimitRequest = z
  .object({
    kind: Kind,
    period: Period,
    amount: z.nullable(z.number().check(z.positive())),
  })
  .check(
    z.refine((r) => r.kind !== 'session' || r.period === 'day', { path: ['period'], message: 'the session limit is per day' }),
    z.refine(
      (r) =>
        r.amount === null ||
        (r.kind === 'session'
          ? Number.isInteger(r.amount) && r.amount <= LIMIT_MAX.minutes
          : kurusOf(r.amount) !== null && r.amount <= LIMIT_MAX.money),
      {
        path: ['amount'],
        message: 'amount out of range',
      },
    ),
  );
export type SetLimitRequest = z.infer<typeof SetLimitRequest>;

/** One limit as GET customer/limits says it. */
export const PlayerLimit = z.object({
  kind: Kind,
  period: Period,
  /** In force now; null when there is none. */
  amount: z.nullable(z.number()),
  /** A change that applies later (an increase or a removal): its amount (null: removed) and when. */
  pending: z.nullable(z.object({ amount: z.nullable(z.number()), appliesAt: Stamp })),
  /** Used in the current period: deposits, net loss (lira) or minutes played. */
  used: z.number(),
  /** What is left this period; null without a limit. */
  remaining: z.nullable(z.number()),
  /** When the current period ends (ISO, UTC). */
  resetsAt: Stamp,
});
export type PlayerLimit = z.infer<typeof PlayerLimit>;

/**
 * The person's self-exclusion as the page shows it (the third review of issue
 * 32): 'running' until its end; a fixed-term one whose end has passed is
 * 'ended' (still closed) until the person asks to return, then 'returning'
 * (still closed) until `reopensAt`, RETURN_COOLING_OFF_HOURS after the ask.
 */
export const SELF_EXCLUSION_STATES = ['running', 'ended', 'returning'] as const;
export type SelfExclusionState = (typeof SELF_EXCLUSION_STATES)[number];
export const SelfExclusionStatus = z.object({
  state: z.enum(SELF_EXCLUSION_STATES),
  /** When it ends or ended; null when permanent. */
  until: z.nullable(Stamp),
  /** When the account reopens: set while 'returning' only. */
  reopensAt: z.nullable(Stamp),
});
export type SelfExclusionStatus = z.infer<typeof SelfExclusionStatus>;

export const PlayerLimits = z.object({
  limits: z.array(PlayerLimit),
  /** The reality check's interval in minutes; 0 is off. */
  realityCheckMinutes: z.number(),
  /** Whether the player has made a deposit (confirmed or pending): before the first one, a deposit limit is offered. */
  hasDeposited: z.boolean(),
  /** This session: when it started and its net result in lira (wins minus stakes). */
  session: z.object({ startedAt: Stamp, net: z.number() }),
  /** The person's self-exclusion, until the account is open again; null when there is none (a time-out's person cannot log in to read it). */
  selfExclusion: z.nullable(SelfExclusionStatus),
});
export type PlayerLimits = z.infer<typeof PlayerLimits>;

export const RealityCheckRequest = z.object({ minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]) });
export type RealityCheckRequest = z.infer<typeof RealityCheckRequest>;

/**
 * A time-out this long or longer asks for the password, as self-exclusion
 * does (issue 32, L9): a session in someone else's hands must not close the
 * account for a month. Shorter ones stay one tap away.
 */
export const TIMEOUT_PASSWORD_FROM_DAYS = 30;

/** Whether a time-out of `days` asks for the password. */
export const timeoutNeedsPassword = (days: number) => days >= TIMEOUT_PASSWORD_FROM_DAYS;

export const TimeoutRequest = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30)]),
  /** Required from TIMEOUT_PASSWORD_FROM_DAYS days on; ignored below. */
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type TimeoutRequest = z.infer<typeof TimeoutRequest>;

export const SelfExclusionRequest = z.object({
  months: z.nullable(z.union([z.literal(6), z.literal(12), z.literal(36), z.literal(60)])),
  password: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type SelfExclusionRequest = z.infer<typeof SelfExclusionRequest>;

/**
 * POST customer/returnfromexclusion: the person asks to return from a
 * self-exclusion whose time is over, confirmed with the password; answered
 * with the limits, whose `selfExclusion.reopensAt` says when it reopens.
 */
export const ReturnFromExclusionRequest = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type ReturnFromExclusionRequest = z.infer<typeof ReturnFromExclusionRequest>;

export const PlayerLimitsResponse = apiResponse(PlayerLimits);
/** What the exclusion calls answer: until when (null: permanent). */
export const ExclusionResponse = apiResponse(z.object({ until: z.nullable(Stamp) }));

// ---------------------------------------------------------------------------
// Activity at a glance (issue 33, item 8)

/** The activity statement's days: today and the 29 before it, in Turkish time. */
export const ACTIVITY_DAYS = 30;
/** The most limits a player can hold: deposit and loss per day, week and month, the session per day. */
export const ACTIVITY_LIMITS_MAX = 7;

/** A Turkish calendar day, '2026-11-21'. */
const LocalDate = z.string().check(z.length(10), z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Money in lira (two decimals); a sum over a day or a period. */
const Lira = z.number().check(z.minimum(-1e12), z.maximum(1e12));

/** What the player did over a day or a period, on every account of theirs. */
const ActivityFigures = {
  /** Deposits as the deposit limit counts them (confirmed, or pending while still payable), lira. */
  deposits: Lira,
  /** Withdrawals asked for and not rejected or cancelled, lira. */
  withdrawals: Lira,
  /** Wins minus stakes of real money, casino and sportsbook (negative: lost), lira; as the loss limit counts. */
  net: Lira,
  /** Seconds played, as the session limit counts them. */
  playSeconds: z.int().check(z.minimum(0), z.maximum(31 * 24 * 3600)),
};

export const ActivityDay = z.object({ day: LocalDate, ...ActivityFigures });
export type ActivityDay = z.infer<typeof ActivityDay>;

/** A period's totals, from its first day (a week from Monday, a month from the 1st) to today. */
export const ActivityPeriod = z.object({ from: LocalDate, ...ActivityFigures });
export type ActivityPeriod = z.infer<typeof ActivityPeriod>;

/** A limit in force now, as the statement compares against it (money in lira, the session in minutes). */
export const ActivityLimit = z.object({ kind: Kind, period: Period, amount: z.number() });
export type ActivityLimit = z.infer<typeof ActivityLimit>;

/** GET customer/activity: the last 30 days, day by day, the current periods' totals and the limits in force. */
export const PlayerActivity = z.object({
  /** Oldest first; the last is today. */
  days: z.array(ActivityDay).check(z.length(ACTIVITY_DAYS)),
  periods: z.object({ day: ActivityPeriod, week: ActivityPeriod, month: ActivityPeriod }),
  /** Only the limits in force (a pending change is not yet a limit). */
  limits: z.array(ActivityLimit).check(z.maxLength(ACTIVITY_LIMITS_MAX)),
});
export type PlayerActivity = z.infer<typeof PlayerActivity>;

export const PlayerActivityResponse = apiResponse(PlayerActivity);
