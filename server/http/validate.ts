// Request validation with @hono/zod-validator and the client's own schemas.
// A body or query that does not match answers 400 with a message naming the
// first field at fault, in the request's language.
import { zValidator } from '@hono/zod-validator';
import type { ZodMiniType as ZodType } from 'zod/mini';
import { fail } from './respond';

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
