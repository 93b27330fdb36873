// A player's balance is the sum of their ledger entries; this caches the
// sum. Any ledger write publishes a 'balance' event (at commit) that drops
// the entry on every instance, and bumps a version so a read that raced the
// write does not cache the old sum. When events may have been missed (the
// LISTEN link came back after a database restart), every entry goes.
import type { Database } from '../db/database';
import type { EventBus } from './events';

export interface BalanceCache {
  /** Balance in kuruş. */
  get(userId: number): Promise<number>;
  invalidate(userId: number): void;
  /** Drops every entry. */
  clear(): void;
}

export function createBalanceCache(db: Database, events: EventBus): BalanceCache {
  const balances = new Map<number, number>();
  const versions = new Map<number, number>();
  // Bumped by clear(), so reads that started before it do not cache.
  let generation = 0;
  const invalidate = (userId: number) => {
    balances.delete(userId);
    versions.set(userId, (versions.get(userId) ?? 0) + 1);
  };
  const clear = () => {
    balances.clear();
    generation += 1;
  };
  events.subscribe((event) => {
    if (event.kind === 'balance') invalidate(event.userId);
  });
  events.onResync(clear);

  return {
    invalidate,
    clear,
    async get(userId) {
      const cached = balances.get(userId);
      if (cached !== undefined) return cached;
      const version = versions.get(userId) ?? 0;
      const startedIn = generation;
      const balance = await sumLedger(db, userId);
      if ((versions.get(userId) ?? 0) === version && startedIn === generation) balances.set(userId, balance);
      return balance;
    },
  };
}

export async function sumLedger(db: Pick<Database, 'query'>, userId: number): Promise<number> {
  const [row] = await db.query<{ balance: string | number }>(
    'SELECT COALESCE(SUM(amount_minor), 0) AS balance FROM ledger WHERE user_id = $1',
    [userId],
  );
  return Number(row?.balance ?? 0);
}
