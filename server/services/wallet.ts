// The wallet: a ledger of signed entries in kuruş; the balance is their sum.
// Every write publishes (at commit) a 'balance' event that drops caches on
// every instance and a 'balance' push with the new balance for the player.
import type { Queryable } from '../db/database';
import { sumLedger } from './balanceCache';
import type { EventBus } from './events';

export type LedgerReason = 'deposit' | 'withdraw' | 'withdraw_refund' | 'bonus' | 'trial_bonus' | 'bet' | 'win' | 'sport_bet' | 'sport_win' | 'seed';

export const toMinor = (lira: number) => Math.round(lira * 100);
export const toLira = (minor: number) => Math.round(minor) / 100;

/** Serialises money moves of one player: withdrawals cannot overdraw, even at once. */
export async function lockPlayer(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function postEntry(
  tx: Queryable,
  events: EventBus,
  entry: { userId: number; amountMinor: number; reason: LedgerReason; transactionId?: number; idempotencyKey?: string | null },
): Promise<number> {
  await tx.query('INSERT INTO ledger (user_id, amount_minor, reason, transaction_id, idempotency_key) VALUES ($1, $2, $3, $4, $5)', [
    entry.userId,
    entry.amountMinor,
    entry.reason,
    entry.transactionId ?? null,
    entry.idempotencyKey ?? null,
  ]);
  const balance = await sumLedger(tx, entry.userId);
  await events.publish({ kind: 'balance', userId: entry.userId }, tx);
  await events.publish({ kind: 'push', userId: entry.userId, command: 'balance', message: String(toLira(balance)) }, tx);
  return balance;
}
