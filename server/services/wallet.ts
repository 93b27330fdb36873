// The wallet: a ledger of signed entries in kuruş, in two pots: real money
// and bonus money (bonus money becomes real when its wagering is done:
// server/services/wagering.ts). A balance is the sum of a pot's entries.
// Every write publishes (at commit) a 'balance' event that drops caches on
// every instance, a 'balance' push with the new balance (both pots: what the
// player can play with), and, when bonus money moved, a 'bonusBalance' push.
import type { Queryable } from '../db/database';
import type { EventBus } from './events';

export type LedgerReason =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_refund'
  | 'bonus'
  | 'trial_bonus'
  | 'bonus_release'
  | 'bonus_forfeit'
  | 'bet'
  | 'win'
  | 'sport_bet'
  | 'sport_win'
  | 'seed';

export type Pot = 'real' | 'bonus';

export const toMinor = (lira: number) => Math.round(lira * 100);
export const toLira = (minor: number) => Math.round(minor) / 100;

/** A player's two pots, in kuruş. */
export interface Pots {
  real: number;
  bonus: number;
}

export async function potsOf(db: Queryable, userId: number): Promise<Pots> {
  const [row] = await db.query<{ real: string | number | null; bonus: string | number | null }>(
    `SELECT COALESCE(SUM(amount_minor) FILTER (WHERE pot = 'real'), 0) AS real, COALESCE(SUM(amount_minor) FILTER (WHERE pot = 'bonus'), 0) AS bonus
       FROM ledger WHERE user_id = $1`,
    [userId],
  );
  return { real: Number(row?.real ?? 0), bonus: Number(row?.bonus ?? 0) };
}

/** Serialises money moves of one player: withdrawals cannot overdraw, even at once. */
export async function lockPlayer(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export interface Entry {
  userId: number;
  amountMinor: number;
  reason: LedgerReason;
  pot?: Pot;
  transactionId?: number;
  idempotencyKey?: string | null;
}

/** Writes entries (one money move may touch both pots) and tells the player the new balances; returns them. */
export async function postEntries(tx: Queryable, events: EventBus, entries: Entry[]): Promise<Pots> {
  const userId = entries[0]!.userId;
  for (const entry of entries) {
    if (entry.amountMinor === 0) continue;
    await tx.query(
      'INSERT INTO ledger (user_id, amount_minor, reason, pot, transaction_id, idempotency_key) VALUES ($1, $2, $3, $4, $5, $6)',
      [entry.userId, entry.amountMinor, entry.reason, entry.pot ?? 'real', entry.transactionId ?? null, entry.idempotencyKey ?? null],
    );
  }
  const pots = await potsOf(tx, userId);
  await events.publish({ kind: 'balance', userId }, tx);
  await events.publish({ kind: 'push', userId, command: 'balance', message: String(toLira(pots.real + pots.bonus)) }, tx);
  if (entries.some((e) => e.pot === 'bonus' && e.amountMinor !== 0)) {
    await events.publish({ kind: 'push', userId, command: 'bonusBalance', message: String(toLira(pots.bonus)) }, tx);
  }
  return pots;
}

/** One entry; returns what the player can now play with (both pots), as before the pots. */
export async function postEntry(tx: Queryable, events: EventBus, entry: Entry): Promise<number> {
  const pots = await postEntries(tx, events, [entry]);
  return pots.real + pots.bonus;
}

/** How a stake is paid: real money first, then bonus money (UKGC: a player's own money is used before bonus funds). */
export function splitStake(stakeMinor: number, pots: Pots): Pots {
  const real = Math.min(stakeMinor, Math.max(0, pots.real));
  return { real, bonus: stakeMinor - real };
}

/** A win paid back in the shares its stake came from (the bonus share stays bonus money until wagered). */
export function splitWin(winMinor: number, stake: Pots): Pots {
  const total = stake.real + stake.bonus;
  const bonus = total === 0 ? 0 : Math.floor((winMinor * stake.bonus) / total);
  return { real: winMinor - bonus, bonus };
}
