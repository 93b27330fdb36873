import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { message, type MessageKey, type MessageParam } from '../messages';

type Params = Record<string, MessageParam>;

/**
 * A JSON answer with its Content-Length: compressAnswers lets a small one
 * (the balance poll, every refusal) through without reading its body again.
 */
function jsonAnswer(c: Context<AppEnv>, value: unknown, status: ContentfulStatusCode = 200) {
  const text = JSON.stringify(value);
  return c.body(text, status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
}

/** `{ success: true, message, data }` with the message in the request's language. */
export function ok(c: Context<AppEnv>, data: unknown = null, key: MessageKey = 'ok', params?: Params) {
  return jsonAnswer(c, { success: true, message: message(c.get('locale'), key, params), data });
}

/**
 * `{ success: false, message, data: null }`. Business refusals (wrong
 * password, taken username) answer 200 like the operator's API; bad input,
 * missing auth and unknown routes use their 4xx status.
 */
export function fail(c: Context<AppEnv>, key: MessageKey, params?: Params, status: ContentfulStatusCode = 200) {
  return jsonAnswer(c, { success: false, message: message(c.get('locale'), key, params), data: null }, status);
}

/**
 * A refusal a service decided: the message key and its parameters; business
 * refusals answer 200, a malformed header 400, a credential that no longer
 * works 401, an idempotency key reused for another request 422.
 */
export class Refusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Params = {},
    readonly status: 200 | 400 | 401 | 422 = 200,
  ) {
    super(key);
  }
}
