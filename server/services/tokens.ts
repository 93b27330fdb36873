import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random session token (base64url); only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit code from the CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored hashed with what they are for, so one cannot stand in for another. */
export function hashCode(userId: number, purpose: string, code: string): string {
  return createHash('sha256').update(`${userId}:${purpose}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
