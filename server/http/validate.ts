// Request validation with @hono/zod-validator and the client's own schemas.
// A body or query that does not match answers 400 with a message naming the
// first field at fault, in the request's language.
import { zValidator } from '@hono/zod-validator';
import type { ZodMiniType as ZodType } from 'zod/mini';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Locale } from '../messages';
import { fail } from './respond';

/**
 * For pages that send no x-locale (the demo games and the sportsbook): picks
 * the language from the JSON body (a launch token, a lang field) before
 * json() checks it, so every answer, a 400 too, speaks the page's language.
 */
export function localeFromBody(localeOf: (body: unknown, c: Context<AppEnv>) => Locale | undefined | Promise<Locale | undefined>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const locale = body === undefined ? undefined : await localeOf(body, c);
    if (locale) c.set('locale', locale);
    await next();
  };
}

export function json<T extends ZodType>(schema: T) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const field = result.error.issues[0]?.path.join('.') || 'body';
      return fail(c as never, 'invalidRequest', { field }, 400);
    }
  });
}

export function query<T extends ZodType>(schema: T) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success) {
      const field = result.error.issues[0]?.path.join('.') || 'query';
      return fail(c as never, 'invalidRequest', { field }, 400);
    }
  });
}
