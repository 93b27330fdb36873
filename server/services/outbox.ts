// Every e-mail and SMS goes here; /dev/outbox shows them (off in production,
// where a real sender would take over this function).
import type { Queryable } from '../db/database';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  code?: string;
}

export async function send(tx: Queryable, message: OutboxMessage): Promise<void> {
  await tx.query('INSERT INTO outbox (to_address, channel, subject, body, code) VALUES ($1, $2, $3, $4, $5)', [
    message.to,
    message.channel,
    message.subject,
    message.body,
    message.code ?? null,
  ]);
}

export async function listOutbox(db: Queryable, to?: string, limit = 100) {
  const rows = await db.query<{ to_address: string; channel: string; subject: string; body: string; code: string | null; created_at: Date }>(
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
