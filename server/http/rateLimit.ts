// Fixed-window limits, in memory: per client address (an IPv6 address by
// its /64) and route, per account (callGuard.ts), and across all addresses
// for the calls open to visitors (a cap: one address is limited, a thousand
// addresses are not). Lockouts and per-code attempts live in the database.
//
// The counts of a window are dropped whole when it ends, so no key outlives
// two minutes; a key longer than 64 characters is kept as its SHA-256 (a key
// may carry a username: a 64 KB one, lower-cased into twice as many code
// units, was once kept for ever); and a window holds at most 100,000 keys,
// the oldest giving way.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler, Context } from 'hono';
import type { AppEnv } from '../context';
import { addressBucket, clientIp } from './clientAddress';
import { fail } from './respond';

export { clientIp } from './clientAddress';

export const WINDOW_MS = 60_000;
const MAX_KEYS = 100_000;
const LONGEST_KEY = 64;

export interface WindowCounter {
  /** Counts one request under `key`; past the limit, says how many seconds are left in the window. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** Keys held now (tests). */
  size(): number;
  /** The keys as held (tests: long keys are hashed). */
  keys(): string[];
}

/** The key as kept: itself, or its hash when long. */
export const storedKey = (key: string) => (key.length > LONGEST_KEY ? `#${createHash('sha256').update(key).digest('base64url')}` : key);

export function createWindowCounter(
  limit: number,
  options: { windowMs?: number; maxKeys?: number; now?: () => number } = {},
): WindowCounter {
  const windowMs = options.windowMs ?? WINDOW_MS;
  const maxKeys = options.maxKeys ?? MAX_KEYS;
  const now = options.now ?? Date.now;
  let windowStart = now();
  const counts = new Map<string, number>();
  const roll = (at: number) => {
    if (at - windowStart < windowMs) return;
    counts.clear();
    windowStart = at - ((at - windowStart) % windowMs);
  };
  return {
    hit(key) {
      const at = now();
      roll(at);
      const kept = storedKey(key);
      const count = (counts.get(kept) ?? 0) + 1;
      if (count === 1 && counts.size >= maxKeys) counts.delete(counts.keys().next().value!);
      counts.set(kept, count);
      if (count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) };
    },
    size() {
      roll(now());
      return counts.size;
    },
    keys() {
      roll(now());
      return [...counts.keys()];
    },
  };
}

/** Counts the request under its key; a 429 with Retry-After past the limit, or null to go on. */
export function refuseOver(c: Context<AppEnv>, counter: WindowCounter, key: string): Response | null {
  const result = counter.hit(key);
  if (result.allowed) return null;
  c.header('Retry-After', String(result.retryAfterSeconds));
  return fail(c, 'rateLimited', {}, 429);
}

/** The bucket one client address counts in, for a route. */
export const addressKey = (c: Context<AppEnv>) => `${addressBucket(clientIp(c))} ${c.req.path}`;

/** Requests a minute from one address (bucket) to one route. */
export function rateLimit(perMinute: number): MiddlewareHandler<AppEnv> {
  const counter = createWindowCounter(perMinute);
  return async (c, next) => refuseOver(c, counter, addressKey(c)) ?? next();
}
