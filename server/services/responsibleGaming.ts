// Responsible gaming (issue 8): limits a player sets on deposits, losses and
// time logged in; the reality check's interval; time-outs and
// self-exclusion. Every rule is enforced here, on the server: the page only
// shows them.
//
// The limits, exclusions and the session block are the person's, not the
// account's (issue 32: H1, M7): they live on the person's row and count every
// account of the person (services/person.ts).
//
// Periods are calendar periods in Turkish time (UTC+3, no daylight saving
// since 2016): a day from 00:00, a week from Monday, a month from the 1st,
// so 'resets at' is a time the player can plan around. A decrease applies at
// once, an increase or a removal 24 hours later (UKGC, MGA, Curaçao 2025).
import { NotificationType, TransactionKind, TransactionStatus } from '../../contract/enums';
import {
  LIMIT_INCREASE_DELAY_HOURS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  RETURN_COOLING_OFF_HOURS,
  timeoutNeedsPassword,
  type LimitKind,
  type LimitPeriod,
  type PlayerLimit,
  type PlayerLimits,
  type SelfExclusionState,
  type SelfExclusionStatus,
  type SetLimitRequest,
} from '../../contract/responsibleGaming';
import type { Deps } from '../context';
import type { Auth } from '../auth';
import type { Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { formatMinor, message, type Locale, type MessageKey } from '../messages';
import { createNotification } from './notifications';
import { checkPlayerPassword } from './passwordAttempts';
import type { ScryptQueue } from './scryptQueue';
import { PAYMENT_LINK_MINUTES } from './paymentLinks';
import { bookStretch, type PlayedStretch } from './playTime';
import { accountsOfPersonSql, lockPerson } from './person';
import { revokePersonSessions } from './sessions';
import { lockPlayer, toLira, toMinor } from './wallet';

/** Turkish time: UTC+3, no daylight saving since 2016. */
export const LOCAL_OFFSET_MS = 3 * 3_600_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A heartbeat counts as play only if the last one was this recent (the page beats every 10 s). */

// ---------------------------------------------------------------------------
// Periods

/** The current period [start, end) around `now`, in UTC. */
export function periodOf(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + LOCAL_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  let start: number;
  let end: number;
  if (period === 'day') {
    start = Date.UTC(y, m, d);
    end = start + DAY_MS;
  } else if (period === 'week') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    start = Date.UTC(y, m, d - sinceMonday);
    end = start + 7 * DAY_MS;
  } else {
    start = Date.UTC(y, m, 1);
    end = Date.UTC(y, m + 1, 1);
  }
  return { start: new Date(start - LOCAL_OFFSET_MS), end: new Date(end - LOCAL_OFFSET_MS) };
}

/** The local calendar day of `now` ('2026-11-21'), the key of the minutes played. */
export const localDay = (now: Date) => new Date(now.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 10);

/** A time as players read it: Turkish time, 'dd.MM.yyyy HH:mm' (Turkish) or '21 Nov 2026, 14:00' (English). */
export function formatLocalTime(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: locale === 'tr' ? 'short' : 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(at);
}

// ---------------------------------------------------------------------------
// Limits

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | number | null;
  pending_amount: string | number | null;
  pending_at: Date | null;
}

const num = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The limits of the account's person in force at `now`: a pending change whose
 * time has come counts as applied. One read, no writes: this runs on every
 * deposit and every round.
 */
export async function limitRows(db: Queryable, userId: number, now: Date): Promise<LimitRow[]> {
  return db.query<LimitRow>(
    `SELECT l.kind, l.period,
            CASE WHEN l.pending_at <= $2 THEN l.pending_amount ELSE l.amount END AS amount,
            CASE WHEN l.pending_at <= $2 THEN NULL ELSE l.pending_amount END AS pending_amount,
            CASE WHEN l.pending_at <= $2 THEN NULL ELSE l.pending_at END AS pending_at
       FROM person_limits l JOIN users u ON u.person_id = l.person_id WHERE u.id = $1`,
    [userId, now],
  );
}

/**
 * The ledger's play entries: casino stakes and wins, sportsbook stakes and
 * payouts. A loss limit and the session's net result count both, since a
 * limit the sportsbook could step around protects nobody.
 */
export const PLAY_REASONS = ['bet', 'win', 'sport_bet', 'sport_win'];

/** Stakes minus wins in kuruş since `start` (negative when the player is ahead). */
async function stakesMinusWins(db: Queryable, userId: number, start: Date): Promise<number> {
  const [row] = await db.query<{ loss: string | null }>(
    'SELECT -sum(amount_minor) AS loss FROM ledger WHERE user_id = $1 AND created_at >= $2 AND reason = ANY($3::text[])',
    [userId, start, PLAY_REASONS],
  );
  return Number(row?.loss ?? 0);
}

/** Seconds the person played on the local day of `now`, on all their accounts. */
async function secondsPlayed(db: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ seconds: string | null }>(
    `SELECT sum(seconds) AS seconds FROM play_time WHERE user_id IN ${accountsOfPersonSql('$1')} AND day = $2`,
    [userId, localDay(now)],
  );
  return Number(row?.seconds ?? 0);
}

async function minutesPlayed(db: Queryable, userId: number, now: Date): Promise<number> {
  return Math.floor((await secondsPlayed(db, userId, now)) / 60);
}

/**
 * What the limits of a kind count in each current period over every account
 * of the person, in one read: kuruş deposited (confirmed or still pending), kuruş lost (stakes minus
 * wins, never below nothing), or minutes played today (the session limit
 * is per day only). Runs on every deposit and round that has a limit.
 */
async function usedByPeriod(
  db: Queryable,
  userId: number,
  kind: LimitKind,
  now: Date,
  exceptTransaction: number | null = null,
): Promise<Record<LimitPeriod, number>> {
  if (kind === 'session') {
    const minutes = await minutesPlayed(db, userId, now);
    return { day: minutes, week: minutes, month: minutes };
  }
  // $2, $3, $4: the starts of today, this week and this month; a day never starts before its week or month.
  const starts = LIMIT_PERIODS.map((period) => periodOf(period, now).start);
  const sums = (value: string) =>
    LIMIT_PERIODS.map((period, i) => `sum(${value}) FILTER (WHERE created_at >= $${i + 2}) AS ${period}`).join(', ');
  const [row] = await db.query<Record<LimitPeriod, string | null>>(
    kind === 'deposit'
      ? // A pending deposit counts while its payment link can still be confirmed.
        `SELECT ${sums('amount_minor')} FROM transactions
          WHERE user_id IN ${accountsOfPersonSql('$1')} AND created_at >= least($3, $4) AND kind = $5
            AND (status = $6 OR (status = $7 AND (pay_token IS NULL OR created_at > $8::timestamptz - make_interval(mins => $9))))
            AND id IS DISTINCT FROM $10::int`
      : // A loss limit counts the player's own money: bonus money lost is the operator's.
        `SELECT ${sums('-amount_minor')} FROM ledger
          WHERE user_id IN ${accountsOfPersonSql('$1')} AND created_at >= least($3, $4) AND reason = ANY($5::text[]) AND pot = 'real'`,
    kind === 'deposit'
      ? [
          userId,
          ...starts,
          TransactionKind.Deposit,
          TransactionStatus.Confirmed,
          TransactionStatus.Pending,
          now,
          PAYMENT_LINK_MINUTES,
          exceptTransaction,
        ]
      : [userId, ...starts, PLAY_REASONS],
  );
  const used = (period: LimitPeriod) => Math.max(0, Number(row?.[period] ?? 0));
  return { day: used('day'), week: used('week'), month: used('month') };
}

const toShown = (kind: LimitKind, amount: number) => (kind === 'session' ? amount : toLira(amount));

export async function playerLimits(deps: Deps, auth: Auth): Promise<PlayerLimits> {
  const now = deps.clock.now();
  const rows = await limitRows(deps.db, auth.userId, now);
  const limits: PlayerLimit[] = [];
  for (const kind of LIMIT_KINDS) {
    const usedInPeriod = await usedByPeriod(deps.db, auth.userId, kind, now);
    for (const period of kind === 'session' ? (['day'] as const) : LIMIT_PERIODS) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const amount = num(row?.amount ?? null);
      const used = usedInPeriod[period];
      limits.push({
        kind,
        period,
        amount: amount === null ? null : toShown(kind, amount),
        pending: row?.pending_at
          ? {
              amount: row.pending_amount === null ? null : toShown(kind, Number(row.pending_amount)),
              appliesAt: row.pending_at.toISOString(),
            }
          : null,
        used: toShown(kind, used),
        remaining: amount === null ? null : toShown(kind, Math.max(0, amount - used)),
        resetsAt: periodOf(period, now).end.toISOString(),
      });
    }
  }
  const [user] = await deps.db.query<{ reality_check_minutes: number; has_deposited: boolean }>(
    `SELECT reality_check_minutes, EXISTS (SELECT 1 FROM transactions WHERE user_id = $1 AND kind = $2 AND status IN ($3, $4)) AS has_deposited
       FROM users WHERE id = $1`,
    [auth.userId, TransactionKind.Deposit, TransactionStatus.Confirmed, TransactionStatus.Pending],
  );
  const [session] = await deps.db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE id = $1', [auth.sessionId]);
  const startedAt = session?.created_at ?? now;
  return {
    limits,
    realityCheckMinutes: user?.reality_check_minutes ?? 0,
    hasDeposited: user?.has_deposited ?? false,
    session: {
      startedAt: new Date(startedAt).toISOString(),
      net: -toLira(await stakesMinusWins(deps.db, auth.userId, new Date(startedAt))),
    },
    selfExclusion: await selfExclusionStatus(deps.db, auth.userId, now),
  };
}

/**
 * Sets one limit. Lower than the limit in force (or a first limit): at once,
 * dropping any pending change. Higher, or removed: pending for 24 hours.
 */
export async function setLimit(deps: Deps, auth: Auth, request: SetLimitRequest): Promise<'applied' | 'pending'> {
  const now = deps.clock.now();
  const wanted = request.amount === null ? null : request.kind === 'session' ? request.amount : toMinor(request.amount);
  return deps.db.transaction(async (tx) => {
    // One change of a person's limits at a time: a loosening read before a
    // tightening committed would otherwise write over it.
    await lockPlayer(tx, auth.userId);
    const personId = await lockPerson(tx, auth.userId);
    const rows = await limitRows(tx, auth.userId, now);
    const current = num(rows.find((r) => r.kind === request.kind && r.period === request.period)?.amount ?? null);
    refuseAboveLongerLimit(rows, request.kind, request.period, wanted);
    const tighter = wanted !== null && (current === null || wanted <= current);
    if (tighter) {
      await tx.query(
        `INSERT INTO person_limits (person_id, kind, period, amount, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (person_id, kind, period) DO UPDATE SET amount = $4, pending_amount = NULL, pending_at = NULL, updated_at = $5`,
        [personId, request.kind, request.period, wanted, now],
      );
      return 'applied';
    }
    if (current === null) return 'applied'; // removing a limit that does not exist
    await tx.query(
      // The amount in force is written too: a pending change that came due is only applied on reading.
      `UPDATE person_limits SET amount = $4, pending_amount = $5, pending_at = $6, updated_at = $7 WHERE person_id = $1 AND kind = $2 AND period = $3`,
      [personId, request.kind, request.period, current, wanted, new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * HOUR_MS), now],
    );
    return 'pending';
  });
}

const PERIOD_WORDS: Record<LimitPeriod, MessageKey> = { day: 'periodDay', week: 'periodWeek', month: 'periodMonth' };
const PERIOD_ORDER: LimitPeriod[] = ['day', 'week', 'month'];

/**
 * A day's limit above the week's or month's in force (or a week's above the
 * month's) would promise the player room that the longer limit takes away:
 * refused, naming the longer limit. Tightening a longer period below a
 * shorter one is always allowed (it only protects more), so the rule looks
 * upwards only.
 */
function refuseAboveLongerLimit(rows: LimitRow[], kind: LimitKind, period: LimitPeriod, wanted: number | null): void {
  if (wanted === null) return;
  for (const longer of PERIOD_ORDER.slice(PERIOD_ORDER.indexOf(period) + 1)) {
    const amount = num(rows.find((r) => r.kind === kind && r.period === longer)?.amount ?? null);
    if (amount !== null && wanted > amount) {
      throw new Refusal('limitAboveLonger', {
        period: (locale) => message(locale, PERIOD_WORDS[longer]),
        amount: formatMinor(amount), // only money limits have longer periods
      });
    }
  }
}

/**
 * Refuses an amount (kuruş) that would pass a deposit or loss limit of the
 * person, with what is left and when the tightest limit resets. Call inside
 * the transaction that records it, with the player locked; the person is
 * locked here when a limit is in force, so two accounts of one person cannot
 * both fit one limit at once.
 *
 * `confirming`: the pay-link deposit being confirmed, left out of what the
 * periods have used (it counts there from when it began), so that its
 * amount must fit beside the others in the limit in force now. Left out
 * rather than subtracted: begun before midnight and confirmed after it, it
 * is not among the new day's deposits, and subtracting it let any amount in
 * (review 7).
 */
export async function checkMoneyLimit(
  tx: Queryable,
  userId: number,
  kind: 'deposit' | 'loss',
  amountMinor: number,
  now: Date,
  { confirming = null as number | null } = {},
): Promise<void> {
  if (!(await limitRows(tx, userId, now)).some((r) => r.kind === kind && r.amount !== null)) return;
  await lockPerson(tx, userId);
  const rows = (await limitRows(tx, userId, now)).filter((r) => r.kind === kind && r.amount !== null);
  if (rows.length === 0) return;
  const used = await usedByPeriod(tx, userId, kind, now, confirming);
  let tightest: { left: number; period: LimitPeriod } | null = null;
  for (const row of rows) {
    const left = Math.max(0, Number(row.amount) - used[row.period]);
    if (amountMinor > left && (!tightest || left < tightest.left)) tightest = { left, period: row.period };
  }
  if (!tightest) return;
  const { period, left } = tightest;
  throw new Refusal(kind === 'deposit' ? 'depositLimit' : 'lossLimit', {
    left: formatMinor(left),
    period: (locale) => message(locale, PERIOD_WORDS[period]),
    resetsAt: (locale) => formatLocalTime(locale, periodOf(period, now).end),
  });
}

// ---------------------------------------------------------------------------
// Time logged in

/**
 * A sign of play (the page's heartbeat, its balance poll every 10 s while
 * logged in; a round; a bet), counted by the instance's meter
 * (services/playTime.ts): the time since the last sign is added to today's
 * minutes, and a gap over a minute (the page was closed) is not counted.
 * When the daily session limit is reached, every session of the player ends
 * with the reason pushed over the hub, and login is refused until the next day.
 */
export function recordPlayTime(deps: Deps, userId: number, locale: Locale): Promise<void> {
  return deps.playTime.beat(userId, locale);
}

/**
 * Adds a stretch of play to the player's days (services/playTime.ts,
 * bookStretch: by the database's clock, the gap before it up to a minute, each
 * part on its own day) and ends every session once the daily session limit is
 * reached (counting every account of the person: their sessions all end). Stretches from several instances, or from before a restart, overlap
 * or touch: what was booked already is not counted again.
 */
export async function writePlayedStretch(deps: Deps, stretch: PlayedStretch): Promise<void> {
  const { userId } = stretch;
  const locale = stretch.locale as Locale;
  const { to } = await bookStretch(deps.db, stretch, { dayOf: localDay, endOf: (at) => periodOf('day', at).end }, deps.clock.movedMs());
  const minutes = num((await limitRows(deps.db, userId, to)).find((r) => r.kind === 'session')?.amount ?? null);
  // The limit is the person's: today's time of every account of theirs (issue 32, M7).
  if (minutes === null || (await secondsPlayed(deps.db, userId, to)) < minutes * 60) return;
  const until = periodOf('day', to).end;
  const revoked = await deps.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE persons SET session_blocked_until = greatest(session_blocked_until, $2) WHERE id = (SELECT person_id FROM users WHERE id = $1)',
      [userId, until],
    );
    return revokePersonSessions(deps, tx, userId, {
      message: message(locale, 'sessionLimitReached', { minutes, until: formatLocalTime(locale, until) }),
    });
  });
  for (const scope of revoked) deps.sessions.forget(scope);
}

// ---------------------------------------------------------------------------
// Reality check, time-out, self-exclusion

export async function setRealityCheck(deps: Deps, auth: Auth, minutes: number): Promise<void> {
  await deps.db.query('UPDATE users SET reality_check_minutes = $2 WHERE id = $1', [auth.userId, minutes]);
}

/**
 * Whether the person's self-exclusion (the row's) is over and the account open again at `$at`: its time
 * passed, the person asked to return after it, and the cooling-off after the ask passed too.
 */
const reopenedSql = (at: string) =>
  `(excluded_until <= ${at} AND return_requested_at IS NOT NULL
    AND greatest(return_requested_at, excluded_until) + make_interval(hours => ${RETURN_COOLING_OFF_HOURS}) <= ${at})`;

/**
 * Closes the person (every account of theirs) until `until` (null: for good)
 * and ends every session of every one of their accounts at once (issue 32, H1).
 * A request to return from an earlier self-exclusion is dropped: the new one
 * ends as any does (a time-out by itself, a self-exclusion when asked).
 */
async function exclude(deps: Deps, auth: Auth, kind: 'timeout' | 'selfexclusion', until: Date | null, locale: Locale): Promise<void> {
  const reason = until
    ? message(locale, kind === 'timeout' ? 'loginTimeout' : 'loginSelfExcluded', { until: formatLocalTime(locale, until) })
    : message(locale, 'loginSelfExcludedForever');
  const revoked = await deps.db.transaction(async (tx) => {
    const personId = await lockPerson(tx, auth.userId);
    // Never shortened: an exclusion in force only grows. A self-exclusion the person has not yet
    // returned from (its time over, the account not reopened) stays one: a time-out over it must not
    // turn it into something that ends by itself (a full session opened before this rule could ask).
    await tx.query(
      `UPDATE persons SET excluded_kind = CASE WHEN excluded_kind = 'selfexclusion' AND NOT ${reopenedSql('$4::timestamptz')} THEN 'selfexclusion'
                                               WHEN excluded_until IS NULL OR excluded_until < $3 THEN $2 ELSE excluded_kind END,
                          excluded_until = greatest(coalesce(excluded_until, $3), $3),
                          return_requested_at = NULL
        WHERE id = $1`,
      [personId, kind, until ?? 'infinity', deps.clock.now()],
    );
    return revokePersonSessions(deps, tx, auth.userId, { message: reason });
  });
  for (const scope of revoked) deps.sessions.forget(scope);
}

/**
 * The account's password, or the refusal: what closes an account for long asks for it (a stolen session must not).
 * Counted per session and locked like a login, hashed in the scrypt queue (M1).
 */
async function requirePassword(deps: Deps, auth: Auth, password: string | undefined, scrypt: ScryptQueue): Promise<void> {
  if (!password) throw new Refusal('wrongPassword');
  await scrypt.use((slot) => checkPlayerPassword(deps, slot, auth, password, 'wrongPassword'));
}

/** A time-out; one of 30 days or more asks for the password, as self-exclusion does (issue 32, L9). */
export async function takeTimeout(
  deps: Deps,
  auth: Auth,
  days: number,
  password: string | undefined,
  locale: Locale,
  scrypt: ScryptQueue,
): Promise<Date> {
  if (timeoutNeedsPassword(days)) await requirePassword(deps, auth, password, scrypt);
  const until = new Date(deps.clock.now().getTime() + days * DAY_MS);
  await exclude(deps, auth, 'timeout', until, locale);
  return until;
}

export async function selfExclude(
  deps: Deps,
  auth: Auth,
  months: number | null,
  password: string,
  locale: Locale,
  scrypt: ScryptQueue,
): Promise<Date | null> {
  await requirePassword(deps, auth, password, scrypt);
  let until: Date | null = null;
  if (months !== null) {
    until = deps.clock.now();
    until.setUTCMonth(until.getUTCMonth() + months);
  }
  await exclude(deps, auth, 'selfexclusion', until, locale);
  return until;
}

/**
 * Whether the player may stake now, in the casino or the sportsbook: the
 * account not closed to games by the operator, the person not excluded and
 * the person's day's session limit not reached. Call inside the stake's
 * transaction, with the player locked.
 */
export async function checkPlayAllowed(tx: Queryable, userId: number, now: Date): Promise<void> {
  const [player] = await tx.query<{ play_blocked_at: Date | null }>('SELECT play_blocked_at FROM users WHERE id = $1', [userId]);
  if (!player || player.play_blocked_at) throw new Refusal('playBlocked');
  const closed = await closedReason(tx, userId, now);
  if (closed) throw closed;
}

/** Why the person is closed now: a self-exclusion, a time-out or the day's session limit; and the refusal that says so. */
export interface Closure {
  kind: 'selfexclusion' | 'timeout' | 'sessionLimit';
  /**
   * A self-exclusion's: 'running' until its end; a fixed-term one whose end has passed stays closed,
   * 'ended' until the person asks to return, then 'returning' until `reopensAt`. The others: 'running'.
   */
  state: SelfExclusionState;
  /** When it ends, or ended ('ended', 'returning'); null when permanent. */
  until: Date | null;
  /** When the account reopens ('returning' only). */
  reopensAt: Date | null;
  refusal: Refusal;
}

interface PersonRow {
  excluded_kind: string | null;
  excluded_until: Date | null;
  infinite: boolean;
  return_requested_at: Date | null;
  session_blocked_until: Date | null;
}

/** The person's self-exclusion as it stands at `now`, or null when there is none in force and none to return from. */
function selfExclusionOf(row: PersonRow, now: Date): Closure | null {
  // Any exclusion but a time-out is a self-exclusion, as it always was read.
  if (row.excluded_kind === 'timeout' || !row.excluded_until) return null;
  if (row.infinite)
    return { kind: 'selfexclusion', state: 'running', until: null, reopensAt: null, refusal: new Refusal('loginSelfExcludedForever') };
  const until = new Date(row.excluded_until);
  if (until > now) {
    return {
      kind: 'selfexclusion',
      state: 'running',
      until,
      reopensAt: null,
      refusal: new Refusal('loginSelfExcluded', { until: (locale) => formatLocalTime(locale, until) }),
    };
  }
  // Its time is over: closed as before until the person asks to return (UKGC LCCP SR 3.5.3: positive action)...
  if (!row.return_requested_at) {
    return {
      kind: 'selfexclusion',
      state: 'ended',
      until,
      reopensAt: null,
      refusal: new Refusal('selfExclusionEnded', { ended: (locale) => formatLocalTime(locale, until) }),
    };
  }
  // ...and for a day after the ask (the one-day cooling-off).
  const askedAt = Math.max(new Date(row.return_requested_at).getTime(), until.getTime());
  const reopensAt = new Date(askedAt + RETURN_COOLING_OFF_HOURS * HOUR_MS);
  if (reopensAt > now) {
    return {
      kind: 'selfexclusion',
      state: 'returning',
      until,
      reopensAt,
      refusal: new Refusal('selfExclusionCoolingOff', { reopensAt: (locale) => formatLocalTime(locale, reopensAt) }),
    };
  }
  return null;
}

async function personRow(db: Queryable, userId: number): Promise<PersonRow | undefined> {
  const [row] = await db.query<PersonRow>(
    `SELECT p.excluded_kind, p.excluded_until, p.excluded_until = 'infinity' AS infinite, p.return_requested_at, p.session_blocked_until
       FROM persons p JOIN users u ON u.person_id = p.id WHERE u.id = $1`,
    [userId],
  );
  return row;
}

/**
 * Why the person of this account may not play or deposit now, if anything:
 * an exclusion in force, a self-exclusion whose time is over but that the
 * person has not returned from (or whose cooling-off runs), or the day's
 * session limit reached; read from the person's row whichever account asks
 * (issue 32, H1).
 */
export async function closure(db: Queryable, userId: number, now: Date): Promise<Closure | null> {
  const row = await personRow(db, userId);
  if (!row) return null;
  const selfExclusion = selfExclusionOf(row, now);
  if (selfExclusion) return selfExclusion;
  // A time-out ends by itself (UKGC: time-outs are not self-exclusion).
  if (row.excluded_until && new Date(row.excluded_until) > now) {
    const until = new Date(row.excluded_until);
    return {
      kind: 'timeout',
      state: 'running',
      until,
      reopensAt: null,
      refusal: new Refusal('loginTimeout', { until: (locale) => formatLocalTime(locale, until) }),
    };
  }
  if (row.session_blocked_until && new Date(row.session_blocked_until) > now) {
    const until = new Date(row.session_blocked_until);
    return {
      kind: 'sessionLimit',
      state: 'running',
      until,
      reopensAt: null,
      refusal: new Refusal('loginSessionLimit', { until: (locale) => formatLocalTime(locale, until) }),
    };
  }
  return null;
}

/** The self-exclusion as customer/limits tells the page, or null. */
async function selfExclusionStatus(db: Queryable, userId: number, now: Date): Promise<SelfExclusionStatus | null> {
  const row = await personRow(db, userId);
  const status = row ? selfExclusionOf(row, now) : null;
  if (!status) return null;
  return { state: status.state, until: status.until?.toISOString() ?? null, reopensAt: status.reopensAt?.toISOString() ?? null };
}

/**
 * The person asks to return from a self-exclusion whose time is over
 * (positive action, UKGC LCCP SR 3.5.3), confirmed with the password as
 * closing the account was: the account reopens RETURN_COOLING_OFF_HOURS
 * later, every account of the person with it. Refused while the exclusion
 * runs, when it is permanent, or when there is nothing to return from.
 * Asking again changes nothing: the first ask's time stands. Returns when
 * the account reopens.
 */
export async function returnFromExclusion(deps: Deps, auth: Auth, password: string, locale: Locale, scrypt: ScryptQueue): Promise<Date> {
  const refuseUnlessOver = (status: Closure | null): Closure => {
    if (!status || status.kind !== 'selfexclusion') throw new Refusal('returnNothing');
    if (status.state === 'running') {
      const until = status.until;
      throw until ? new Refusal('returnNotYet', { until: (l) => formatLocalTime(l, until) }) : new Refusal('returnForever');
    }
    return status;
  };
  // Nothing to hash for a request that cannot be granted.
  refuseUnlessOver(await closure(deps.db, auth.userId, deps.clock.now()));
  await requirePassword(deps, auth, password, scrypt);
  return deps.db.transaction(async (tx) => {
    await lockPerson(tx, auth.userId);
    const now = deps.clock.now();
    const status = refuseUnlessOver(await closure(tx, auth.userId, now));
    if (status.reopensAt) return status.reopensAt;
    await tx.query('UPDATE persons SET return_requested_at = $2 WHERE id = (SELECT person_id FROM users WHERE id = $1)', [
      auth.userId,
      now,
    ]);
    const reopensAt = new Date(Math.max(now.getTime(), status.until!.getTime()) + RETURN_COOLING_OFF_HOURS * HOUR_MS);
    await createNotification(tx, deps.events, auth.userId, {
      type: NotificationType.System,
      title: message(locale, 'nReturnTitle'),
      note: message(locale, 'nReturnNote', { reopensAt: formatLocalTime(locale, reopensAt) }),
    });
    return reopensAt;
  });
}

/** The refusal of `closure`, if any: what a deposit, a launch or a stake checks. */
export async function closedReason(db: Queryable, userId: number, now: Date): Promise<Refusal | null> {
  return (await closure(db, userId, now))?.refusal ?? null;
}
