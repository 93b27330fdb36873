// Every e-mail and SMS goes here. With the dev outbox on (demo mode), the
// whole message and its code are kept for /dev/outbox to show. Otherwise a
// real sender would take over this function, and what is kept is only that
// a message went out: never a code, nor a text that contains one (OWASP ASVS
// 2.7.6: codes are not stored in the clear).
import type { Queryable } from '../db/database';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  code?: string;
}

/** What the body becomes when the dev outbox is off. */
export const REDACTED_BODY = '[not kept: it carried a code]';

export async function send(tx: Queryable, message: OutboxMessage, options: { keepSecrets: boolean }): Promise<void> {
  const secret = message.code !== undefined;
  await tx.query('INSERT INTO outbox (to_address, channel, subject, body, code) VALUES ($1, $2, $3, $4, $5)', [
    message.to,
    message.channel,
    message.subject,
    secret && !options.keepSecrets ? REDACTED_BODY : message.body,
    options.keepSecrets ? (message.code ?? null) : null,
  ]);
}

const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Sends after the answer (a reset e-mail, issue 32 M5): the answer to a name
 * that is an account must cost what the answer to any name costs, so the
 * e-mail is neither written inside it nor before it has gone out (PGlite
 * runs on this thread: a write started now would still delay this answer).
 * It is written on the next turn of the event loop, once the answer is
 * written to its socket. A crash in between loses the e-mail, not the code:
 * the player asks again after the minute's wait. Readers of the outbox wait
 * for what is still being written.
 */
export function sendAfterAnswer(db: Queryable, compose: () => OutboxMessage, options: { keepSecrets: boolean }): void {
  let writes = pending.get(db);
  if (!writes) pending.set(db, (writes = new Set()));
  const write: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => send(db, compose(), options))
    .catch((error: unknown) => console.error('[outbox] a message was not written:', error))
    .finally(() => writes.delete(write));
  writes.add(write);
}

/** Resolves when every message handed to sendAfterAnswer on this database is written. */
export async function outboxSettled(db: Queryable): Promise<void> {
  await Promise.all([...(pending.get(db) ?? [])]);
}

export async function listOutbox(db: Queryable, to?: string, limit = 100) {
  await outboxSettled(db);
  const rows = await db.query<{
    to_address: string;
    channel: string;
    subject: string;
    body: string;
    code: string | null;
    created_at: Date;
  }>(
    `SELECT to_address, channel, subject, body, code, created_at FROM outbox
     WHERE ($1::text IS NULL OR lower(to_address) = lower($1)) ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows.map((r) => ({
    to: r.to_address,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    code: r.code,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
