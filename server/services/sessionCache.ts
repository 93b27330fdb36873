// Token hash → live session, so an authenticated request costs no query.
// Entries leave on logout, password change and expiry; a 'revoke' event
// drops the player's sessions in its scope on every instance. When events
// may have been missed (the LISTEN link came back after a database restart),
// every entry goes: a revocation on another instance in between must not be
// served from here.
import type { Auth } from '../auth';
import type { Database } from '../db/database';
import type { EventBus } from './events';
import { inScope, type SessionScope } from '../auth';

const MAX_ENTRIES = 100_000;

export interface LiveSession extends Auth {
  /** When the session ends by itself (ms since the epoch). */
  expiresAt: number;
  /** Opened by a self-excluded person: it may withdraw and read, nothing else (requireAuth). */
  withdrawOnly: boolean;
}

export interface SessionCache {
  resolve(tokenHash: string): Promise<LiveSession | null>;
  /** Drops the player's cached sessions in the scope (after a revocation commits). */
  forget(scope: SessionScope | null): void;
  /** Drops every entry: the next request of each token reads the database. */
  clear(): void;
}

export function createSessionCache(db: Database, events: EventBus): SessionCache {
  const entries = new Map<string, LiveSession>();
  /** userId → its cached token hashes, so a revocation finds them without a scan. */
  const byUser = new Map<number, Set<string>>();
  // Bumped by clear() and forget(): a lookup that started before either may have read a
  // session that is revoked now, and must not cache it (issue 32, M4).
  let generation = 0;

  const remove = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const hashes = byUser.get(entry.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) byUser.delete(entry.userId);
  };
  const forget = (scope: SessionScope | null) => {
    if (!scope) return;
    generation += 1;
    for (const hash of [...(byUser.get(scope.userId) ?? [])]) {
      const entry = entries.get(hash);
      if (entry && inScope(scope, entry.userId, entry.sessionId)) remove(hash);
    }
  };
  const clear = () => {
    entries.clear();
    byUser.clear();
    generation += 1;
  };
  events.subscribe((event) => {
    if (event.kind === 'revoke') forget(event);
  });
  events.onResync(clear);

  return {
    forget,
    clear,
    async resolve(tokenHash) {
      const cached = entries.get(tokenHash);
      if (cached && cached.expiresAt > Date.now()) return cached;
      if (cached) remove(tokenHash);
      const startedIn = generation;
      const [row] = await db.query<{ id: number; user_id: number; expires_at: Date; withdraw_only: boolean }>(
        'SELECT id, user_id, expires_at, withdraw_only FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
        [tokenHash],
      );
      if (!row) return null;
      const entry: LiveSession = {
        userId: row.user_id,
        sessionId: row.id,
        tokenHash,
        expiresAt: new Date(row.expires_at).getTime(),
        withdrawOnly: row.withdraw_only,
      };
      if (startedIn === generation) {
        entries.set(tokenHash, entry);
        if (!byUser.has(entry.userId)) byUser.set(entry.userId, new Set());
        byUser.get(entry.userId)!.add(tokenHash);
        if (entries.size > MAX_ENTRIES) remove(entries.keys().next().value!);
      }
      return entry;
    },
  };
}
