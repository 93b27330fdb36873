// Passwords hashed with scrypt and a per-user random salt, stored as
// `scrypt$N$r$p$salt$hash` so the cost can rise without breaking existing
// hashes: a login with a hash of lower cost than configured rehashes it.
// OWASP's Password Storage Cheat Sheet: N = 2^17, r = 8, p = 1 (the default).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
export const DEFAULT_SCRYPT_COST = 2 ** 17;

/**
 * The memory scrypt needs (OpenSSL's own reckoning: 128 × r × (N + 2) for V
 * and 128 × r × p for B), with a little room. A fixed 256 MiB, as before,
 * refused every hash from N = 2^18 on, a cost the start-up check accepts (L8).
 */
export function scryptMemory(N: number, r: number, p: number): number {
  return 128 * r * (N + 2) + 128 * r * p + 1024 * 1024;
}

function scrypt(password: string, salt: Buffer, options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    // 128 MiB at the default cost.
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: scryptMemory(options.N, options.r, options.p) },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** A cost scrypt accepts and OWASP would not call trivial: a power of two from 2^10 to 2^20. */
export function isValidScryptCost(cost: number): boolean {
  return Number.isInteger(cost) && cost >= 2 ** 10 && cost <= 2 ** 20 && (cost & (cost - 1)) === 0;
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N: cost, r: 8, p: 1 });
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  // A stored cost outside what the server would make is no hash of ours (and could ask for any memory).
  if (scheme !== 'scrypt' || !salt || !hash || !isValidScryptCost(Number(n)) || !inRange(Number(r), 1, 16) || !inRange(Number(p), 1, 4))
    return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the stored hash was made at a lower cost than `cost` (or another scheme). */
export function needsRehash(stored: string, cost: number): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < cost || Number(r) !== 8 || Number(p) !== 1;
}

const dummies = new Map<number, Promise<string>>();
/**
 * A hash of nothing at `cost`, verified when the username is unknown, so a
 * login for a name that is not an account takes as long as a wrong password
 * (no account discovery by timing).
 */
export function dummyHash(cost: number): Promise<string> {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('base64'), cost);
    dummies.set(cost, dummy);
  }
  return dummy;
}
