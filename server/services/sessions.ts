// Ending sessions. A revocation is one small event, "sessions of player N"
// (all of them, all but one, or just one), however many sessions the player
// has: PostgreSQL refuses NOTIFY payloads of 8,000 bytes, which a list of
// token hashes passed at about 119 sessions. Only live sessions are revoked;
// expired and revoked ones older than the history keeps are purged.
import type { Deps } from '../context';
import type { Database, Queryable } from '../db/database';
import { accountsOfPerson } from './person';
import type { SessionScope } from '../auth';

/** The session history keeps ended sessions this long (customer/sessions shows them). */
export const SESSION_HISTORY_DAYS = 90;

/**
 * Revokes the player's live sessions in the scope and tells every instance
 * (at commit) and the affected hub connections: the logout command first
 * (with the reason, when there is one: a limit reached, a time-out taken),
 * then the revocation that closes them. Returns the scope, or null when no
 * live session was in it, so the caller can drop it from this instance's
 * cache the moment the transaction commits.
 */
export async function revokeSessions(
  deps: Deps,
  tx: Queryable,
  userId: number,
  options: { except?: number; only?: number; message?: string },
): Promise<SessionScope | null> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND ($2::int IS NULL OR id <> $2) AND ($3::int IS NULL OR id = $3)
      RETURNING id`,
    [userId, options.except ?? null, options.only ?? null],
  );
  if (rows.length === 0) return null;
  const scope: SessionScope = {
    userId,
    ...(options.only !== undefined ? { only: options.only } : {}),
    ...(options.except !== undefined ? { except: options.except } : {}),
  };
  await deps.events.publish({ kind: 'push', ...scope, command: 'logout', message: options.message ?? '' }, tx);
  await deps.events.publish({ kind: 'revoke', ...scope }, tx);
  return scope;
}

/**
 * Revokes the live sessions of every account of the account's person (an
 * exclusion, a time-out, the session limit reached: issue 32, H1), with the
 * same message to each. Returns the scopes to drop from this instance's cache.
 */
export async function revokePersonSessions(
  deps: Deps,
  tx: Queryable,
  userId: number,
  options: { message?: string },
): Promise<SessionScope[]> {
  const scopes: SessionScope[] = [];
  for (const accountId of await accountsOfPerson(tx, userId)) {
    const scope = await revokeSessions(deps, tx, accountId, options);
    if (scope) scopes.push(scope);
  }
  return scopes;
}

/** Drops login counts of names not tried for a day (the table would otherwise keep every name ever guessed). */
export async function purgeLoginThrottle(db: Queryable): Promise<number> {
  const rows = await db.query(
    "DELETE FROM login_throttle WHERE updated_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now()) RETURNING username_key",
  );
  return rows.length;
}

/** Deletes sessions (and their game launches) that ended longer ago than the history keeps; returns how many. */
export async function purgeEndedSessions(db: Database, days = SESSION_HISTORY_DAYS): Promise<number> {
  const ended = `SELECT id FROM sessions WHERE least(coalesce(revoked_at, 'infinity'), expires_at) < now() - make_interval(days => $1)`;
  return db.transaction(async (tx) => {
    await tx.query(`DELETE FROM game_launches WHERE session_id IN (${ended})`, [days]);
    return (await tx.query(`DELETE FROM sessions WHERE id IN (${ended}) RETURNING id`, [days])).length;
  });
}
