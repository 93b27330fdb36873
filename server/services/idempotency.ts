// Money moves exactly once. Every deposit, withdrawal, round and bet runs in
// one transaction with the player's row locked (so a player's money moves
// one request at a time); with an Idempotency-Key, that transaction first
// looks for the key's answer, and otherwise stores its own answer (success or
// business refusal) before it commits. A retry of a request whose answer was
// lost (a phone losing signal, a proxy retrying, a commit whose
// acknowledgement never arrived) gets the first answer back and moves
// nothing; the same key with another request is refused (422).
import { withoutCardNumbers } from '../../domain/paymentFields';
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { LOCALES, type Locale, type MessageKey, type MessageParam } from '../messages';
import { lockPlayer } from './wallet';

export type MoneyOperation = 'deposit' | 'withdraw' | 'round' | 'sport_bet';

export interface IdempotencyKey {
  key: string;
  operation: MoneyOperation;
  /** requestHash() of the request the key was sent with. */
  requestHash: string;
}

/**
 * A refusal's parameters as kept: each in every language, because some are
 * worded per language (a period, a date) and a retry may ask in the other.
 */
type KeptParams = Record<Locale, Record<string, string | number>>;
type Answer<T> = { ok: T } | { refusal: { key: MessageKey; params: KeptParams } };

function keepParams(params: Record<string, MessageParam>): KeptParams {
  const inLocale = (locale: Locale) =>
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'function' ? value(locale) : value]));
  return Object.fromEntries(LOCALES.map((locale) => [locale, inLocale(locale)])) as KeptParams;
}

function keptParams(kept: KeptParams): Record<string, MessageParam> {
  const names = Object.keys(kept.tr ?? {});
  return Object.fromEntries(names.map((name) => [name, (locale: Locale) => String(kept[locale]?.[name] ?? kept.tr[name])]));
}

/** JSON with sorted keys: the same request hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What tells one request from another under a key. Card numbers are cut to
 * their last four digits first (review 4): the detail kept beside it gives
 * everything else, and a SHA-256 of the whole request gave a card number
 * back in 111,000 guesses. Two requests that differ only in a card's middle
 * digits are one request here, which a client retrying never notices.
 */
export function requestHash(operation: MoneyOperation, request: unknown): string {
  return createHash('sha256')
    .update(operation)
    .update('\n')
    .update(canonical(withoutCardNumbers(request)))
    .digest('hex');
}

async function priorAnswer<T>(tx: Queryable, userId: number, idempotency: IdempotencyKey): Promise<Answer<T> | null> {
  const [row] = await tx.query<{ operation: string; request_hash: string; answer: Answer<T> | string }>(
    'SELECT operation, request_hash, answer FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, idempotency.key],
  );
  if (!row) return null;
  if (row.operation !== idempotency.operation || row.request_hash !== idempotency.requestHash)
    throw new Refusal('idempotencyKeyReused', {}, 422);
  return typeof row.answer === 'string' ? (JSON.parse(row.answer) as Answer<T>) : row.answer;
}

function unwrap<T>(answer: Answer<T>): T {
  if ('refusal' in answer) throw new Refusal(answer.refusal.key, keptParams(answer.refusal.params));
  return answer.ok;
}

/**
 * The answer a key already has, before anything is checked again: a retry
 * gets its first answer even when the request would now be refused (the odds
 * moved, a limit changed). Null when the key is new (or there is none).
 * moveMoney looks again inside its locked transaction, for retries that race.
 */
export async function keptAnswer<T>(db: Database, userId: number, idempotency: IdempotencyKey | null): Promise<{ answer: T } | null> {
  if (!idempotency) return null;
  const prior = await priorAnswer<T>(db, userId, idempotency);
  return prior ? { answer: unwrap(prior) } : null;
}

/**
 * Runs `work` in a transaction with the player locked. With a key: once.
 * `work` receives the key to stamp on the ledger entries it posts (the
 * database refuses a second entry of one reason under one key).
 * Its outcome must be plain JSON: a retry gets it back from the database.
 */
export async function moveMoney<T>(
  db: Database,
  userId: number,
  idempotency: IdempotencyKey | null,
  work: (tx: Queryable, key: string | null) => Promise<T>,
): Promise<T> {
  // A stored {"ok": undefined} would read back as no answer at all.
  const checked = async (tx: Queryable, key: string | null) => {
    const outcome = await work(tx, key);
    if (outcome === undefined) throw new Error('moveMoney: work must answer something a retry can get back');
    return outcome;
  };
  if (!idempotency) {
    return db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      return checked(tx, null);
    });
  }
  const answer = await db
    .transaction(async (tx): Promise<Answer<T>> => {
      await lockPlayer(tx, userId);
      const prior = await priorAnswer<T>(tx, userId, idempotency);
      if (prior) return prior;
      // A business refusal is an answer too: its key keeps it, and nothing it began stays.
      await tx.query('SAVEPOINT money_move');
      let fresh: Answer<T>;
      try {
        fresh = { ok: await checked(tx, idempotency.key) };
      } catch (error) {
        if (!(error instanceof Refusal) || error.status !== 200) throw error;
        await tx.query('ROLLBACK TO SAVEPOINT money_move');
        fresh = { refusal: { key: error.key, params: keepParams(error.params) } };
      }
      await tx.query('INSERT INTO idempotency_keys (user_id, key, operation, request_hash, answer) VALUES ($1, $2, $3, $4, $5)', [
        userId,
        idempotency.key,
        idempotency.operation,
        idempotency.requestHash,
        JSON.stringify(fresh),
      ]);
      return fresh;
    })
    .catch((error: unknown) => {
      // The key's answer was purged (older than the retention) but its ledger entries stay: the database
      // refuses to move the money again, and the transaction rolled back. A refusal, not a 500 (review of
      // issue 32, L2): the page makes a new key for a new request.
      const constraint = (error as { constraint?: string }).constraint ?? String((error as Error).message);
      if (constraint.includes('ledger_moved_once_idx')) throw new Refusal('idempotencyKeyReused', {}, 422);
      throw error;
    });
  return unwrap(answer);
}

/** Drops keys older than the retention (at least 24 hours); returns how many. */
export async function purgeIdempotencyKeys(db: Queryable, ttlHours: number): Promise<number> {
  const rows = await db.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1) RETURNING key', [
    Math.max(24, ttlHours),
  ]);
  return rows.length;
}
