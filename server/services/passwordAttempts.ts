// Password attempts, counted before the hash (issue 18) and by who tries
// (issue 32, M10). A name's failures are counted per requester: a device the
// account knows, a session of the account, or a client address; five lock
// that requester for five minutes. Everyone the account does not know is
// also counted together, in the requester '' (strangers): twenty failures
// lock strangers out of the name for fifteen minutes, however many
// addresses they come from. A known device or a session is never held by
// strangers' failures: an attacker locks the attacker, and strangers, but not
// the owner on the owner's devices (who, on a new one, resets the password
// by e-mail, which makes that device known).
import type { Deps } from '../context';
import type { Auth } from '../auth';
import type { Queryable } from '../db/database';
import type { Requester } from '../context';
import { Refusal } from '../http/respond';
import type { MessageKey } from '../messages';
import type { ScryptSlot } from './scryptQueue';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 5;
/** Failures of all strangers of a name together before they are locked out of it. */
export const STRANGER_FAILURES = 20;
export const STRANGER_LOCK_MINUTES = 15;
/** The requester all strangers of a name are counted under together. */
const STRANGERS = '';

/** Who tries: the bucket the lock counts in, and whether the account knows it (then strangers' lock does not apply). */
export type Attempter = Pick<Requester, 'bucket' | 'known'>;

/** A logged-in player: counted per session, which strangers cannot lock. */
export const sessionAttempter = (auth: Pick<Auth, 'sessionId'>): Attempter => ({ bucket: `s:${auth.sessionId}`, known: true });

/**
 * Whether the session has a password attempt counted that no right password has ended
 * (a wrong one, or one under way: attempts are counted before the hash). Such a session's
 * self-exclusion waits its turn among the players' calls rather than first (review 4, R5):
 * each first try costs a session, a login, where its later ones would cost nothing.
 */
export async function sessionHasTried(db: Queryable, auth: Pick<Auth, 'userId' | 'sessionId'>): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM login_throttle t JOIN users u ON u.username_key = t.username_key WHERE u.id = $1 AND t.requester = $2 AND t.failures > 0',
    [auth.userId, sessionAttempter(auth).bucket],
  );
  return rows.length > 0;
}

export type CountedAttempt = { attempt: number; strangers: number } | { lockedMinutes: number };

/**
 * Counts an attempt before the password is checked, in one statement, so
 * parallel guesses cannot slip past the lock (each gets its own count).
 * Counted for every name, account or not, so the answers cannot tell them apart.
 */
export async function countPasswordAttempt(db: Queryable, usernameKey: string, who: Attempter): Promise<CountedAttempt> {
  const rows = await db.query<{ requester: string; failures: number; locked_for_ms: number | null }>(
    `INSERT INTO login_throttle AS t (username_key, requester, failures, locked_until, updated_at)
     VALUES ($1, $2, 1, NULL, now())${who.known ? '' : `, ($1, '${STRANGERS}', 1, NULL, now())`}
     ON CONFLICT (username_key, requester) DO UPDATE SET
       failures = CASE WHEN t.locked_until > now() THEN t.failures WHEN t.locked_until IS NOT NULL THEN 1 ELSE t.failures + 1 END,
       -- More attempts than allowed before the lock was written (they came at once): this one locks.
       locked_until = CASE WHEN t.locked_until > now() THEN t.locked_until
                           WHEN t.locked_until IS NULL AND t.failures + 1 > (CASE WHEN t.requester = '${STRANGERS}' THEN $3::int ELSE $4::int END)
                             THEN now() + make_interval(mins => CASE WHEN t.requester = '${STRANGERS}' THEN $5::int ELSE $6::int END)
                           ELSE NULL END,
       updated_at = now()
     -- The time left is read against the clock, not now() (when this transaction began): a guess that waited for
     -- another's lock began earlier and was told one minute more than the lock holds.
     RETURNING requester, failures, (extract(epoch FROM locked_until - clock_timestamp()) * 1000)::bigint AS locked_for_ms`,
    [usernameKey, who.bucket, STRANGER_FAILURES, MAX_FAILED_LOGINS, STRANGER_LOCK_MINUTES, LOCK_MINUTES],
  );
  const lockedFor = Math.max(0, ...rows.map((r) => Number(r.locked_for_ms ?? 0)));
  if (lockedFor > 0) return { lockedMinutes: Math.ceil(lockedFor / 60_000) };
  const of = (requester: string) => rows.find((r) => r.requester === requester)?.failures ?? 0;
  return { attempt: of(who.bucket), strangers: who.known ? 0 : of(STRANGERS) };
}

/** A failed attempt: the one that reaches a limit locks. Returns the minutes locked, or null. */
export async function failedPasswordAttempt(
  db: Queryable,
  usernameKey: string,
  who: Attempter,
  counted: { attempt: number; strangers: number },
): Promise<number | null> {
  const lock = async (requester: string, minutes: number) =>
    db.query(
      'UPDATE login_throttle SET locked_until = now() + make_interval(mins => $3) WHERE username_key = $1 AND requester = $2 AND locked_until IS NULL',
      [usernameKey, requester, minutes],
    );
  let locked: number | null = null;
  if (counted.attempt >= MAX_FAILED_LOGINS) {
    await lock(who.bucket, LOCK_MINUTES);
    locked = LOCK_MINUTES;
  }
  if (!who.known && counted.strangers >= STRANGER_FAILURES) {
    await lock(STRANGERS, STRANGER_LOCK_MINUTES);
    locked = Math.max(locked ?? 0, STRANGER_LOCK_MINUTES);
  }
  return locked;
}

/** The password was right: the requester's count ends, and its attempt no longer counts among strangers'. */
export async function passwordAccepted(db: Queryable, usernameKey: string, who: Attempter): Promise<void> {
  await db.query('UPDATE login_throttle SET failures = 0, locked_until = NULL WHERE username_key = $1 AND requester = $2', [
    usernameKey,
    who.bucket,
  ]);
  if (!who.known) {
    await db.query(
      `UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE username_key = $1 AND requester = '${STRANGERS}' AND locked_until IS NULL`,
      [usernameKey],
    );
  }
}

/** Ends the locks of some requesters of a name (a reset from them proved the e-mail). */
export async function forgetPasswordAttempts(db: Queryable, usernameKey: string, buckets: string[]): Promise<void> {
  for (const bucket of buckets)
    await db.query('DELETE FROM login_throttle WHERE username_key = $1 AND requester = $2', [usernameKey, bucket]);
}

/**
 * A logged-in player's password, checked where a call asks for it again
 * (a password change, self-exclusion): counted per session like a login,
 * locked the same way, and hashed in the call's place in the scrypt queue.
 */
export async function checkPlayerPassword(
  deps: Deps,
  slot: ScryptSlot,
  auth: Auth,
  password: string,
  wrong: MessageKey,
): Promise<{ id: number; username_key: string; password_hash: string }> {
  const [user] = await deps.db.query<{ id: number; username_key: string; password_hash: string }>(
    'SELECT id, username_key, password_hash FROM users WHERE id = $1',
    [auth.userId],
  );
  if (!user) throw new Refusal(wrong);
  const who = sessionAttempter(auth);
  const counted = await countPasswordAttempt(deps.db, user.username_key, who);
  if ('lockedMinutes' in counted) throw new Refusal('accountLocked', { minutes: counted.lockedMinutes });
  if (!(await slot.verify(password, user.password_hash))) {
    const locked = await failedPasswordAttempt(deps.db, user.username_key, who, counted);
    throw locked ? new Refusal('accountLocked', { minutes: locked }) : new Refusal(wrong);
  }
  await passwordAccepted(deps.db, user.username_key, who);
  return user;
}
