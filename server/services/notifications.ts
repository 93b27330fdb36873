// Player notifications (types 1 Deposit, 2 Withdraw, 3 Jackpot, 4 Bonus,
// 5 System): stored, and pushed to the player's hub connections at commit.
import type { Notification } from '../../contract/schemas';
import type { NotificationType } from '../../contract/enums';
import type { Queryable } from '../db/database';
import type { EventBus } from './events';

interface Row {
  id: number;
  type: number;
  title: string;
  note: string;
  message: string;
  is_read: boolean;
  created_at: Date;
}

/** UTC without a zone suffix, as the spec's notifications carry it. */
export function utcStamp(date: Date): string {
  return new Date(date).toISOString().slice(0, 19);
}

function toDto(row: Row): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    note: row.note,
    message: row.message,
    isRead: row.is_read,
    timeStamp: utcStamp(row.created_at),
  };
}

export async function createNotification(
  tx: Queryable,
  events: EventBus,
  userId: number,
  notification: { type: NotificationType; title: string; note: string; message?: string },
): Promise<Notification> {
  const [row] = await tx.query<Row>(
    `INSERT INTO notifications (user_id, type, title, note, message) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, type, title, note, message, is_read, created_at`,
    [userId, notification.type, notification.title, notification.note, notification.message ?? ''],
  );
  const dto = toDto(row!);
  await events.publish({ kind: 'push', userId, command: 'notification', message: JSON.stringify(dto) }, tx);
  return dto;
}

export async function listNotifications(db: Queryable, userId: number, skip: number, take: number): Promise<Notification[]> {
  const rows = await db.query<Row>(
    `SELECT id, type, title, note, message, is_read, created_at FROM notifications
     WHERE user_id = $1 ORDER BY id DESC OFFSET $2 LIMIT $3`,
    [userId, skip, take],
  );
  return rows.map(toDto);
}

export async function markRead(db: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'UPDATE notifications SET is_read = true WHERE user_id = $1 AND id = ANY($2::int[]) AND NOT is_read RETURNING id',
    [userId, ids],
  );
  return rows.length;
}
