// The Idempotency-Key request header (IETF draft-ietf-httpapi-idempotency-key-header):
// a client-made unique value per money request, sent again unchanged when the
// same request is retried. Quoted (a structured-field string, as the draft
// writes it) or bare (as Stripe and most clients send it).
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { requestHash, type IdempotencyKey, type MoneyOperation } from '../services/idempotency';
import { Refusal } from './respond';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9._:~+/=-]{8,128}$/;

/** The request's key for `operation`, or null when it sent none; a malformed key is a 400. */
export function idempotencyKeyOf(c: Context<AppEnv>, operation: MoneyOperation, request: unknown): IdempotencyKey | null {
  const raw = c.req.header(IDEMPOTENCY_HEADER);
  if (raw === undefined) return null;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY_PATTERN.test(key)) throw new Refusal('invalidRequest', { field: IDEMPOTENCY_HEADER }, 400);
  return { key, operation, requestHash: requestHash(operation, request) };
}
