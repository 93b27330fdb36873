// A fixed-window limit per IP and route, in memory: login, register and the
// code endpoints. (Per-account lockout and per-code attempts live in the
// services; this stops one address hammering many accounts.)
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { fail } from './respond';

export function clientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function rateLimit(perMinute: number): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = `${clientIp(c)} ${c.req.path}`;
    let window = windows.get(key);
    if (!window || now - window.start >= 60_000) {
      window = { start: now, count: 0 };
      windows.set(key, window);
      if (windows.size > 50_000) windows.delete(windows.keys().next().value!);
    }
    window.count += 1;
    if (window.count > perMinute) {
      c.header('Retry-After', String(Math.ceil((window.start + 60_000 - now) / 1000)));
      return fail(c, 'rateLimited', {}, 429);
    }
    await next();
  };
}
