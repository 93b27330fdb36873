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
export function localeFromBody(
  localeOf: (body: unknown, c: Context<AppEnv>) => Locale | undefined | Promise<Locale | undefined>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const locale = body === undefined ? undefined : await localeOf(body, c);
    if (locale) c.set('locale', locale);
    await next();
  };
}

/** application/json, application/problem+json and the like, in any case, with any parameters. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * A body the request does not call JSON is refused (415) before validation:
 * the validator would leave it unread and check {} instead, which a route
 * whose fields are all optional accepts. Two Content-Type headers arrive as
 * "application/json, application/json", which is no media type at all (the
 * HTTP fuzzer found it). A request without a body still validates as {}.
 */
const bodyIsJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  const length = c.req.header('content-length');
  // Over HTTP/1.1 the headers say whether a body follows; a Request built in
  // process (app.request in the tests) has no Content-Length but its body.
  const hasBody = length !== undefined ? Number(length) > 0 : c.req.header('transfer-encoding') !== undefined || c.req.raw.body !== null;
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (hasBody && !JSON_MEDIA_TYPE.test(mediaType)) return fail(c, 'notJson', {}, 415);
  await next();
};

export function json<T extends ZodType>(schema: T) {
  const validate = zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const field = result.error.issues[0]?.path.join('.') || 'body';
      return fail(c as never, 'invalidRequest', { field }, 400);
    }
  });
  // One middleware, so a route's handler still sees the validated type.
  return (async (c, next) => {
    const refused = await bodyIsJson(c as never, async () => {});
    if (refused) return refused;
    return validate(c, next);
  }) as typeof validate;
}

export function query<T extends ZodType>(schema: T) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success) {
      const field = result.error.issues[0]?.path.join('.') || 'query';
      return fail(c as never, 'invalidRequest', { field }, 400);
    }
  });
}
