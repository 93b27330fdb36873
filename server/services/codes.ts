// Reset codes and SMS codes: 6 digits, stored hashed, valid 15 minutes,
// 5 attempts; a new SMS code cannot be sent within 60 s of the last.
import type { Queryable } from '../db/database';
import { hashCode, newCode, sameHash } from './tokens';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_SECONDS = 60;

export type CodePurpose = 'reset' | 'sms';
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'attempts';

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

/** Seconds to wait before another SMS code may be sent (0 when it may). */
export async function smsWaitSeconds(tx: Queryable, userId: number): Promise<number> {
  const [row] = await tx.query<{ wait: number | null }>(
    `SELECT ceil(extract(epoch FROM (max(created_at) + make_interval(secs => $2)) - now()))::int AS wait
     FROM verification_codes WHERE user_id = $1 AND purpose = 'sms'`,
    [userId, SMS_RESEND_SECONDS],
  );
  return Math.max(0, row?.wait ?? 0);
}

/** Checks the player's latest open code; counts the attempt; `consume` uses it up on success. */
export async function checkCode(
  tx: Queryable,
  userId: number,
  purpose: CodePurpose,
  code: string,
  options: { consume: boolean; target?: string },
): Promise<CodeCheck> {
  const [row] = await tx.query<{ id: number; code_hash: string; attempts: number; expired: boolean; target: string }>(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired, target FROM verification_codes
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userId, purpose],
  );
  if (!row) return 'invalid';
  if (row.expired) return 'expired';
  if (row.attempts >= CODE_MAX_ATTEMPTS) return 'attempts';
  const matches = sameHash(row.code_hash, hashCode(userId, purpose, code)) && (options.target === undefined || options.target === row.target);
  if (!matches) {
    await tx.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'attempts' : 'invalid';
  }
  if (options.consume) await tx.query('UPDATE verification_codes SET used_at = now() WHERE id = $1', [row.id]);
  return 'ok';
}

export const codeRefusal = { invalid: 'codeInvalid', expired: 'codeExpired', attempts: 'codeAttempts' } as const;
