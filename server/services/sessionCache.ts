// Token hash → live session, so an authenticated request costs no query.
// Entries leave on logout, password change and expiry; a 'revoke' event
// drops them on every instance.
import type { Auth } from '../context';
import type { Database } from '../db/database';
import type { EventBus } from './events';

const MAX_ENTRIES = 100_000;

interface Entry extends Auth {
  expiresAt: number;
}

export interface SessionCache {
  resolve(tokenHash: string): Promise<Auth | null>;
  forget(tokenHashes: readonly string[]): void;
}

export function createSessionCache(db: Database, events: EventBus): SessionCache {
  const entries = new Map<string, Entry>();
  const forget = (hashes: readonly string[]) => hashes.forEach((h) => entries.delete(h));
  events.subscribe((event) => {
    if (event.kind === 'revoke') forget(event.tokenHashes);
  });

  return {
    forget,
    async resolve(tokenHash) {
      const cached = entries.get(tokenHash);
      if (cached && cached.expiresAt > Date.now()) return cached;
      if (cached) entries.delete(tokenHash);
      const [row] = await db.query<{ id: number; user_id: number; expires_at: Date }>(
        'SELECT id, user_id, expires_at FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
        [tokenHash],
      );
      if (!row) return null;
      const entry: Entry = { userId: row.user_id, sessionId: row.id, tokenHash, expiresAt: new Date(row.expires_at).getTime() };
      entries.set(tokenHash, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return entry;
    },
  };
}
