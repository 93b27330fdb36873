// Fixed-window limits, in memory: per client address (an IPv6 address by
// its /64) and route on login, register and the code endpoints, and per
// username beside it, so neither many addresses against one account nor one
// address against many accounts gets far. (Lockout and per-code attempts
// live in the services.)
import type { MiddlewareHandler, Context } from 'hono';
import type { AppEnv } from '../context';
import { addressBucket, clientIp } from './clientAddress';
import { fail } from './respond';

export { clientIp } from './clientAddress';

const WINDOW_MS = 60_000;
const MAX_KEYS = 50_000;

function limiter(perMinute: number, keyOf: (c: Context<AppEnv>) => string | null): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const key = keyOf(c);
    if (key === null) return next();
    const now = Date.now();
    let window = windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, count: 0 };
      windows.set(key, window);
      if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value!);
    }
    window.count += 1;
    if (window.count > perMinute) {
      c.header('Retry-After', String(Math.ceil((window.start + WINDOW_MS - now) / 1000)));
      return fail(c, 'rateLimited', {}, 429);
    }
    await next();
  };
}

/** Requests a minute from one address (bucket) to one route. */
export const rateLimit = (perMinute: number): MiddlewareHandler<AppEnv> => limiter(perMinute, (c) => `${addressBucket(clientIp(c))} ${c.req.path}`);

/**
 * Requests a minute naming one username on one route, from anywhere. Runs
 * after the body's validation (it reads the validated `username`).
 */
export const usernameRateLimit = (perMinute: number): MiddlewareHandler<AppEnv> =>
  limiter(perMinute, (c) => {
    const { username } = ((c.req as unknown as { valid(target: 'json'): unknown }).valid('json') ?? {}) as { username?: unknown };
    return typeof username === 'string' ? `${c.req.path} ${username.trim().toLowerCase()}` : null;
  });
