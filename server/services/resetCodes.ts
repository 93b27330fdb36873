// Password reset codes (issue 32: M5, M10; its review: M-C), by username and by who asked.
//
// - Names that are no account get codes too (user_id null, sent to no one):
//   the same statements run, so the answers (wrong, too many attempts,
//   expired) and their timing are the same for every name (M5).
// - A device the account knows gets a 6-digit code, bound to it: checked from
//   the same browser (the device cookie) or the same address. An attacker's
//   guesses reach only codes the attacker asked for (M10).
// - Anyone else gets a long code (16 letters and digits, 80 bits), which
//   works from any device to whoever reads the e-mail: no one can guess it,
//   so it needs no attempt count, and every e-mail in the owner's inbox, even
//   one a stranger asked for, lets the owner in from a new phone (M-C: a
//   short code bound to its asker let strangers use up the day's e-mails
//   with codes the owner could not use).
// - Quotas: 60 s between two codes of one asker; 5 a day for each device the
//   account knows and for each address it does not; and for everyone the
//   account does not know together, 3 e-mails an hour (what strangers can
//   send to the owner's inbox): the owner waits at most an hour for one.
//   Attempts: 5 a code and 10 failures a day an asker, for the short codes.
//
// Every function runs in a transaction that first takes the name's advisory
// lock, so requests at once for one name are counted one after another.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Requester } from '../context';
import { CODE_FAILURES_PER_DAY, CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_MINUTES, type CodeCheck } from './codes';
import { newCode, sameHash } from './tokens';

/** Codes a day for each device the account knows, and for each address it does not. */
export const RESET_CODES_PER_DAY = { knownDevice: 5, strangerAddress: 5 } as const;
/** E-mails an hour for everyone the account does not know together: the most strangers can send to the inbox. */
export const STRANGER_RESET_CODES_PER_HOUR = 3;

const hashOf = (usernameKey: string, code: string) => createHash('sha256').update(`reset:${usernameKey}:${code}`).digest('hex');

/** Crockford's base32 without I, L, O, U: nothing to misread. */
const LONG_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LONG_LENGTH = 16;

/** A long code, as e-mailed: four groups of four (19 characters, within the contract's 20). */
function newLongCode(): string {
  const bytes = randomBytes(LONG_LENGTH);
  const chars = [...bytes].map((b) => LONG_ALPHABET[b & 31]!).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A long code as typed (any case, with or without dashes or spaces), or null when it cannot be one. */
function longCodeOf(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  return plain.length === LONG_LENGTH && [...plain].every((ch) => LONG_ALPHABET.includes(ch)) ? plain : null;
}

/** Serialises everything done for one name (the lock ends with the transaction). */
const lockName = (tx: Queryable, usernameKey: string) => tx.query("SELECT pg_advisory_xact_lock(hashtext('reset:' || $1))", [usernameKey]);

/** The asker's codes: the same browser, or the same address. */
const ASKER = '(device = $2 OR address = $3)';

/**
 * Makes a code for the name if the quotas allow one now, and returns it (for
 * a real account the caller sends it); null when none may go out now, which
 * the caller must not reveal. `userId` is null for a name that is no account.
 */
export async function issueResetCode(tx: Queryable, usernameKey: string, asker: Requester, userId: number | null): Promise<string | null> {
  await lockName(tx, usernameKey);
  const [quota] = await tx.query<{ wait: number | null; mine: number; address: number; strangers: number }>(
    `SELECT ceil(extract(epoch FROM (max(created_at) FILTER (WHERE ${ASKER}) + make_interval(secs => $4)) - now()))::int AS wait,
            count(*) FILTER (WHERE device = $2 AND known_device)::int AS mine,
            count(*) FILTER (WHERE address = $3 AND NOT known_device)::int AS address,
            count(*) FILTER (WHERE NOT known_device AND created_at > now() - interval '1 hour')::int AS strangers
       FROM reset_codes WHERE username_key = $1 AND created_at > now() - interval '24 hours'`,
    [usernameKey, asker.device, asker.address, CODE_RESEND_SECONDS],
  );
  if ((quota?.wait ?? 0) > 0) return null;
  if (asker.known) {
    if ((quota?.mine ?? 0) >= RESET_CODES_PER_DAY.knownDevice) return null;
  } else if ((quota?.address ?? 0) >= RESET_CODES_PER_DAY.strangerAddress || (quota?.strangers ?? 0) >= STRANGER_RESET_CODES_PER_HOUR) {
    return null;
  }
  const code = asker.known ? newCode() : newLongCode();
  // A new code replaces the asker's earlier one.
  await tx.query(`UPDATE reset_codes SET used_at = now() WHERE username_key = $1 AND ${ASKER} AND used_at IS NULL`, [
    usernameKey,
    asker.device,
    asker.address,
  ]);
  await tx.query(
    `INSERT INTO reset_codes (username_key, device, address, known_device, user_id, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [usernameKey, asker.device, asker.address, asker.known, userId, hashOf(usernameKey, longCodeOf(code) ?? code), CODE_TTL_MINUTES],
  );
  return code;
}

/**
 * Checks the asker's latest open code for the name and counts a failure;
 * `consume` uses it up on success. Returns the outcome and, on success, the
 * account it was sent for.
 */
export async function checkResetCode(
  tx: Queryable,
  usernameKey: string,
  asker: Requester,
  code: string,
  options: { consume: boolean },
): Promise<{ result: CodeCheck; userId: number | null }> {
  await lockName(tx, usernameKey);
  // A long code works from any device: whoever has it read the e-mail (no one guesses 80 bits).
  const long = longCodeOf(code);
  if (long) {
    const [held] = await tx.query<{ id: number; expired: boolean; user_id: number | null }>(
      'SELECT id, expires_at <= now() AS expired, user_id FROM reset_codes WHERE username_key = $1 AND code_hash = $2 AND NOT known_device AND used_at IS NULL',
      [usernameKey, hashOf(usernameKey, long)],
    );
    if (held && held.user_id !== null) {
      if (held.expired) return { result: 'expired', userId: null };
      if (options.consume) await tx.query('UPDATE reset_codes SET used_at = now() WHERE id = $1', [held.id]);
      return { result: 'ok', userId: held.user_id };
    }
  }
  const [row] = await tx.query<{
    id: number;
    code_hash: string;
    attempts: number;
    expired: boolean;
    user_id: number | null;
    failures: number;
  }>(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired, user_id,
            (SELECT coalesce(sum(attempts), 0)::int FROM reset_codes
              WHERE username_key = $1 AND ${ASKER} AND created_at > now() - interval '24 hours') AS failures
       FROM reset_codes WHERE username_key = $1 AND ${ASKER} AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
    [usernameKey, asker.device, asker.address],
  );
  if (!row) return { result: 'invalid', userId: null };
  // The day's failures over every code of this asker: even the right code waits for tomorrow.
  if (row.failures >= CODE_FAILURES_PER_DAY) return { result: 'attempts', userId: null };
  if (row.expired) return { result: 'expired', userId: null };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { result: 'attempts', userId: null };
  // A name that is no account has a code no one was sent: it never matches, and fails as a wrong one does.
  const matches = sameHash(row.code_hash, hashOf(usernameKey, code)) && row.user_id !== null;
  if (!matches) {
    await tx.query('UPDATE reset_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return {
      result: row.attempts + 1 >= CODE_MAX_ATTEMPTS || row.failures + 1 >= CODE_FAILURES_PER_DAY ? 'attempts' : 'invalid',
      userId: null,
    };
  }
  if (options.consume) await tx.query('UPDATE reset_codes SET used_at = now() WHERE id = $1', [row.id]);
  return { result: 'ok', userId: row.user_id };
}

/** Codes older than two days are no use to anyone (the day's counts look back 24 hours). */
export async function purgeResetCodes(db: Queryable): Promise<number> {
  return (await db.query("DELETE FROM reset_codes WHERE created_at < now() - interval '2 days' RETURNING id")).length;
}
