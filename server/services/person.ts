// The person behind an account (issue 32, item 3). Self-exclusion, time-outs,
// the session limit's block, the deposit, loss and session limits and the
// no-deposit bonuses are the person's (UKGC LCCP 3.5.3 and SR 3.5.4; MGA's
// player protection directive): they live on the person's row, and every
// check of them reads it there, from whichever account it comes. The person
// is found by one key (domain/person.ts), unique in the database, and holds
// one account (those opened before the rule are kept as extra accounts).
import { personKey, personKeysOf, type PersonDetails } from '../../domain/person';
import type { Queryable } from '../db/database';

/**
 * SQL for the ids of every account of the person whose account id is the
 * parameter `param` ('$1'): what a person-wide sum or revocation runs over.
 */
export const accountsOfPersonSql = (param: string) =>
  `(SELECT o.id FROM users o JOIN users u ON u.person_id = o.person_id WHERE u.id = ${param})`;

/** The account's person. */
export async function personOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ person_id: number }>('SELECT person_id FROM users WHERE id = $1', [userId]);
  if (!row) throw new Error(`user ${userId} vanished`);
  return row.person_id;
}

/**
 * Locks the account's person and returns it: what counts over every account of
 * the person (a limit, a bonus) is checked and written one at a time. Take the
 * account's own lock (lockPlayer) first, as every money move does.
 */
export async function lockPerson(tx: Queryable, userId: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'SELECT p.id FROM persons p JOIN users u ON u.person_id = p.id WHERE u.id = $1 FOR UPDATE OF p',
    [userId],
  );
  if (!row) throw new Error(`user ${userId} vanished`);
  return row.id;
}

/** Every account of the account's person, itself included. */
export async function accountsOfPerson(db: Queryable, userId: number): Promise<number[]> {
  return (await db.query<{ id: number }>(`SELECT id FROM users WHERE id IN ${accountsOfPersonSql('$1')} ORDER BY id`, [userId])).map(
    (r) => r.id,
  );
}

/**
 * The person a sign-up names, found or made, and whether an account (or the
 * holder of the phone, once verified) is theirs already. Inside the sign-up's
 * transaction; a second sign-up of the same person at the same moment meets
 * the unique index on users (person_id).
 */
export async function personForSignUp(tx: Queryable, details: PersonDetails, phone: string): Promise<{ id: number; taken: boolean }> {
  const [person] = (await tx.query<{ id: number }>(
    'INSERT INTO persons (person_key) VALUES ($1) ON CONFLICT (person_key) DO UPDATE SET person_key = EXCLUDED.person_key RETURNING id',
    [personKey(details)],
  )) as [{ id: number }];
  // The person's account, or one of the person known by the fields swapped (personKeysOf).
  const [taken] = await tx.query<{ account: boolean; phone: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users u JOIN persons p ON p.id = u.person_id WHERE u.person_id = $1 OR p.person_key = ANY($3::text[])) AS account,
            EXISTS (SELECT 1 FROM users WHERE phone = $2 AND sms_verified) AS phone`,
    [person.id, phone, personKeysOf(details)],
  );
  return { id: person.id, taken: Boolean(taken?.account || taken?.phone) };
}

/**
 * Whether a sign-up's e-mail, person or verified phone is held by an account
 * already: read only, so sign-up can refuse before it spends a hash (review of
 * issue 32, M-A), by any key the person is known by (personKeysOf); one
 * answer for the three (M-B), so the refusal cannot tell
 * which of them it met. The transaction checks again (personForSignUp, the
 * unique indexes) for sign-ups at the same moment.
 */
export async function signUpDetailsTaken(db: Queryable, details: PersonDetails, email: string, phone: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1))
         OR EXISTS (SELECT 1 FROM users u JOIN persons p ON p.id = u.person_id WHERE p.person_key = ANY($2::text[]))
         OR EXISTS (SELECT 1 FROM users WHERE phone = $3 AND sms_verified) AS taken`,
    [email.trim(), personKeysOf(details), phone],
  );
  return Boolean(row?.taken);
}
