// SMS codes (and the rules reset and e-mail codes share, services/resetCodes.ts, services/emailConfirmation.ts): 6 digits, stored hashed, valid 15 minutes,
// 5 attempts each. Against brute force across codes (OWASP ASVS 2.5, 2.7):
// a new code of either kind waits 60 s after the last; an account gets at
// most a few codes a day; and the failed attempts of a day count across all
// its codes, so asking for a new code does not buy five more guesses for ever.
import type { Queryable } from '../db/database';
import { hashCode, newCode, sameHash } from './tokens';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
/** Seconds between two codes of one kind to one account (the page's resend countdown). */
export const CODE_RESEND_SECONDS = 60;
/** Codes of one kind an account may be sent in 24 hours. */
export const CODES_PER_DAY = { reset: 5, sms: 10, email: 5 } as const;
/** SMS codes one number may be sent in 24 hours, whichever accounts ask (issue 32, L3). */
export const SMS_CODES_PER_NUMBER_PER_DAY = 5;
/** Failed attempts an account may make in 24 hours, over all its codes of one kind. */
export const CODE_FAILURES_PER_DAY = 10;

export type CodePurpose = 'reset' | 'sms' | 'email';
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'attempts';

/** Whether another code may be sent now: yes, after a wait (seconds), or not until tomorrow. */
export type CodeQuota = { ok: true } | { ok: false; waitSeconds: number } | { ok: false; daily: true };

/**
 * Call with the account's row locked, so two requests at once cannot both pass.
 * A day whose failures are used up sends no more codes either: checkCode would
 * refuse even the right one, so the code would only fill the inbox.
 */
export async function codeQuota(tx: Queryable, userId: number, purpose: CodePurpose): Promise<CodeQuota> {
  const [row] = await tx.query<{ wait: number | null; today: number; failures: number }>(
    `SELECT ceil(extract(epoch FROM (max(created_at) + make_interval(secs => $3)) - now()))::int AS wait,
            count(*) FILTER (WHERE created_at > now() - interval '24 hours')::int AS today,
            coalesce(sum(attempts) FILTER (WHERE created_at > now() - interval '24 hours'), 0)::int AS failures
       FROM verification_codes WHERE user_id = $1 AND purpose = $2`,
    [userId, purpose, CODE_RESEND_SECONDS],
  );
  if ((row?.today ?? 0) >= CODES_PER_DAY[purpose] || (row?.failures ?? 0) >= CODE_FAILURES_PER_DAY) return { ok: false, daily: true };
  const wait = Math.max(0, row?.wait ?? 0);
  return wait > 0 ? { ok: false, waitSeconds: wait } : { ok: true };
}

export async function issueCode(tx: Queryable, userId: number, purpose: CodePurpose, target: string): Promise<string> {
  const code = newCode();
  // A new code replaces any earlier one.
  await tx.query('UPDATE verification_codes SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    userId,
    purpose,
  ]);
  await tx.query(
    `INSERT INTO verification_codes (user_id, purpose, target, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [userId, purpose, target, hashCode(userId, purpose, code), CODE_TTL_MINUTES],
  );
  return code;
}

/** Checks the player's latest open code; counts the attempt; `consume` uses it up on success. */
export async function checkCode(
  tx: Queryable,
  userId: number,
  purpose: CodePurpose,
  code: string,
  options: { consume: boolean; target?: string },
): Promise<CodeCheck> {
  // The account's row first: checks at once are counted one after another, each reading the
  // failures the one before it wrote (read before the lock, twenty at once passed the day's cap: L11).
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [failures] = await tx.query<{ n: number }>(
    `SELECT coalesce(sum(attempts), 0)::int AS n FROM verification_codes WHERE user_id = $1 AND purpose = $2 AND created_at > now() - interval '24 hours'`,
    [userId, purpose],
  );
  const [row] = await tx.query<{ id: number; code_hash: string; attempts: number; expired: boolean; target: string }>(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired, target FROM verification_codes
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
    [userId, purpose],
  );
  if (!row) return 'invalid';
  // The day's failures over every code: even the right code waits for tomorrow.
  if ((failures?.n ?? 0) >= CODE_FAILURES_PER_DAY) return 'attempts';
  if (row.expired) return 'expired';
  if (row.attempts >= CODE_MAX_ATTEMPTS) return 'attempts';
  const matches =
    sameHash(row.code_hash, hashCode(userId, purpose, code)) && (options.target === undefined || options.target === row.target);
  if (!matches) {
    await tx.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return row.attempts + 1 >= CODE_MAX_ATTEMPTS || (failures?.n ?? 0) + 1 >= CODE_FAILURES_PER_DAY ? 'attempts' : 'invalid';
  }
  if (options.consume) await tx.query('UPDATE verification_codes SET used_at = now() WHERE id = $1', [row.id]);
  return 'ok';
}

export const codeRefusal = { invalid: 'codeInvalid', expired: 'codeExpired', attempts: 'codeAttempts' } as const;
