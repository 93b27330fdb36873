import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { hashToken } from '../services/tokens';
import { fail } from './respond';

/** The token from `Authorization: Bearer …`, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** Admits a request with a live session; anything else is 401. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  const session = token ? await c.get('deps').sessions.resolve(hashToken(token)) : null;
  if (!session) return fail(c, 'unauthorized', {}, 401);
  c.set('auth', session);
  await next();
};
