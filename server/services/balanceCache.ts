// A player's balances are the sums of their ledger entries, per pot (real
// money, bonus money); this caches them. Any ledger write publishes a
// 'balance' event (at commit) that drops the entry on every instance, and
// bumps a version so a read that raced the write does not cache old sums.
// When events may have been missed (the LISTEN link came back after a
// database restart), every entry goes.
import type { Database } from '../db/database';
import type { EventBus } from './events';
import { potsOf, type Pots } from './wallet';

export interface BalanceCache {
  /** What the player can play with (both pots), in kuruş. */
  get(userId: number): Promise<number>;
  /** Real money and bonus money, in kuruş. */
  pots(userId: number): Promise<Pots>;
  invalidate(userId: number): void;
  /** Drops every entry. */
  clear(): void;
}

export function createBalanceCache(db: Database, events: EventBus): BalanceCache {
  const cached = new Map<number, Pots>();
  const versions = new Map<number, number>();
  // Bumped by clear(), so reads that started before it do not cache.
  let generation = 0;
  const invalidate = (userId: number) => {
    cached.delete(userId);
    versions.set(userId, (versions.get(userId) ?? 0) + 1);
  };
  const clear = () => {
    cached.clear();
    generation += 1;
  };
  events.subscribe((event) => {
    if (event.kind === 'balance') invalidate(event.userId);
  });
  events.onResync(clear);

  const pots = async (userId: number): Promise<Pots> => {
    const hit = cached.get(userId);
    if (hit) return hit;
    const version = versions.get(userId) ?? 0;
    const startedIn = generation;
    const read = await potsOf(db, userId);
    if ((versions.get(userId) ?? 0) === version && startedIn === generation) cached.set(userId, read);
    return read;
  };

  return {
    invalidate,
    clear,
    pots,
    async get(userId) {
      const { real, bonus } = await pots(userId);
      return real + bonus;
    },
  };
}

/** Both pots together, in kuruş (what a stake may use). */
export async function sumLedger(db: Pick<Database, 'query'>, userId: number): Promise<number> {
  const [row] = await db.query<{ balance: string | number }>(
    'SELECT COALESCE(SUM(amount_minor), 0) AS balance FROM ledger WHERE user_id = $1',
    [userId],
  );
  return Number(row?.balance ?? 0);
}
