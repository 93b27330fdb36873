// The account page and the session history.
import type { CustomerProfile, SessionRow } from '../../contract/schemas';
import type { Auth } from '../auth';
import type { Queryable } from '../db/database';

export async function profile(db: Queryable, userId: number): Promise<CustomerProfile> {
  const [row] = await db.query<{
    username: string;
    usercode: string;
    name: string;
    surname: string;
    email: string;
    phone: string;
    sms_verified: boolean;
    email_confirmed: boolean;
    birth_date: string | Date;
    country: string;
    created_at: Date;
  }>(
    `SELECT u.username, u.usercode, u.name, u.surname, u.email, u.phone, u.sms_verified,
            u.email_confirmed_at IS NOT NULL AS email_confirmed,
            to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, c.name AS country, u.created_at
     FROM users u JOIN countries c ON c.id = u.country_id WHERE u.id = $1`,
    [userId],
  );
  if (!row) throw new Error(`user ${userId} vanished`);
  return {
    username: row.username,
    usercode: row.usercode,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    smsVerified: row.sms_verified,
    emailConfirmed: row.email_confirmed,
    birthDate: String(row.birth_date),
    country: row.country,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function sessionHistory(
  db: Queryable,
  auth: Auth,
  skip: number,
  take: number,
): Promise<{ items: SessionRow[]; total: number }> {
  const [count] = await db.query<{ total: number | string }>('SELECT count(*) AS total FROM sessions WHERE user_id = $1', [auth.userId]);
  const rows = await db.query<{ id: number; created_at: Date; revoked_at: Date | null; expires_at: Date; ip: string; device: string }>(
    'SELECT id, created_at, revoked_at, expires_at, ip, device FROM sessions WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3',
    [auth.userId, skip, take],
  );
  const now = Date.now();
  return {
    total: Number(count?.total ?? 0),
    items: rows.map((r) => {
      const expired = new Date(r.expires_at).getTime() <= now;
      const end = r.revoked_at ?? (expired ? r.expires_at : null);
      return {
        id: r.id,
        start: new Date(r.created_at).toISOString(),
        end: end ? new Date(end).toISOString() : null,
        ip: r.ip,
        device: r.device,
        current: r.id === auth.sessionId,
      };
    }),
  };
}
