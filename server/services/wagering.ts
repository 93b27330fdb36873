// Wagering: a claimed bonus is bonus money (its own pot in the ledger) until
// the player has staked its wagering requirement (10× the bonus by default:
// the UK Gambling Commission's cap on wagering requirements from January
// 2026). Every stake, of either pot, counts toward the bonuses in play,
// oldest first. When all of them are wagered through, the bonus pot becomes
// real money. A bonus whose money is all lost ends (Expired), but not while
// some of it is staked on a sports bet still open (issue 32, M3: its payout
// would have gone to no one); a withdrawal
// forfeits one not yet wagered through (Cancelled), after the player agreed.
import { ActivityStatus } from '../../contract/enums';
import type { Queryable } from '../db/database';
import type { EventBus } from './events';
import { postEntries, potsOf } from './wallet';

export const DEFAULT_WAGERING_MULTIPLIER = 10;

interface ActiveBonus {
  id: number;
  required: number;
  wagered: number;
}

async function activeBonuses(tx: Queryable, userId: number): Promise<ActiveBonus[]> {
  const rows = await tx.query<{ id: number; required: string | number; wagered: string | number }>(
    'SELECT id, wagering_required_minor AS required, wagered_minor AS wagered FROM user_bonuses WHERE user_id = $1 AND status = $2 ORDER BY id',
    [userId, ActivityStatus.Processing],
  );
  return rows.map((r) => ({ id: r.id, required: Number(r.required), wagered: Number(r.wagered) }));
}

/**
 * After a stake (and its win, if any) is in the ledger: counts the stake
 * toward the bonuses in play, releases the bonus pot when all are wagered
 * through, or ends them when their money is gone. Inside the stake's transaction.
 */
export async function afterStake(
  tx: Queryable,
  events: EventBus,
  userId: number,
  stakeMinor: number,
  idempotencyKey: string | null = null,
): Promise<void> {
  const bonuses = await activeBonuses(tx, userId);
  if (bonuses.length === 0) return;
  let toCount = stakeMinor;
  for (const bonus of bonuses) {
    if (toCount <= 0) break;
    const counted = Math.min(toCount, Math.max(0, bonus.required - bonus.wagered));
    if (counted === 0) continue;
    bonus.wagered += counted;
    toCount -= counted;
    await tx.query('UPDATE user_bonuses SET wagered_minor = $2 WHERE id = $1', [bonus.id, bonus.wagered]);
  }
  const pots = await potsOf(tx, userId);
  if (bonuses.every((b) => b.wagered >= b.required)) {
    await tx.query('UPDATE user_bonuses SET status = $3 WHERE user_id = $1 AND status = $2', [
      userId,
      ActivityStatus.Processing,
      ActivityStatus.Completed,
    ]);
    if (pots.bonus > 0) {
      await postEntries(tx, events, [
        { userId, amountMinor: -pots.bonus, reason: 'bonus_release', pot: 'bonus', idempotencyKey },
        { userId, amountMinor: pots.bonus, reason: 'bonus_release', pot: 'real', idempotencyKey },
      ]);
    }
  } else if (pots.bonus <= 0) {
    await endSpentBonuses(tx, userId);
  }
}

/**
 * Ends the bonuses in play (Expired) when their money is spent: none left in
 * the bonus pot and none riding on an open sports bet. A bet that stakes the
 * last of the bonus keeps it in play until it settles; a lost one ends it then.
 * A bet staked with a bonus that has already ended holds nothing of these.
 */
export async function endSpentBonuses(tx: Queryable, userId: number): Promise<void> {
  if ((await potsOf(tx, userId)).bonus > 0) return;
  if ((await ridingOnBets(tx, userId)) > 0) return;
  await tx.query('UPDATE user_bonuses SET status = $3 WHERE user_id = $1 AND status = $2', [
    userId,
    ActivityStatus.Processing,
    ActivityStatus.Expired,
  ]);
}

/** The bonus money of the bonuses in play staked on open sports bets (kuruş): it left the pot but is still theirs. */
async function ridingOnBets(tx: Queryable, userId: number): Promise<number> {
  const [row] = await tx.query<{ riding: string | number | null }>(
    `SELECT sum(sb.stake_bonus_minor) AS riding FROM sport_bets sb JOIN user_bonuses b ON b.id = sb.user_bonus_id
      WHERE sb.user_id = $1 AND sb.status = 'open' AND b.status = $2`,
    [userId, ActivityStatus.Processing],
  );
  return Number(row?.riding ?? 0);
}

/**
 * The bonus in play a stake's bonus money comes from (the newest: the bonuses
 * in play share one pot and end together), or null. A bet keeps it, and its
 * payout's bonus share goes where that bonus went (bets.ts).
 */
export async function bonusInPlay(tx: Queryable, userId: number): Promise<number | null> {
  const bonuses = await activeBonuses(tx, userId);
  return bonuses.at(-1)?.id ?? null;
}

/**
 * The bonus money a withdrawal would forfeit now (kuruş): the bonus pot and
 * the bonus staked on open sports bets, while a bonus is in play (review 2 of
 * issue 32, R4: a bonus riding wholly on a bet read 0, so nothing was asked
 * and nothing forfeited).
 */
export async function bonusAtStake(tx: Queryable, userId: number): Promise<number> {
  if ((await activeBonuses(tx, userId)).length === 0) return 0;
  return Math.max(0, (await potsOf(tx, userId)).bonus) + (await ridingOnBets(tx, userId));
}

/**
 * Forfeits the bonuses in play and their money (the player withdraws before
 * wagering them through): the pot now; what rides on open bets when they
 * settle, as their bonus is then Cancelled (bets.ts pays its share nowhere).
 */
export async function forfeitBonuses(
  tx: Queryable,
  events: EventBus,
  userId: number,
  idempotencyKey: string | null = null,
): Promise<number> {
  const atStake = await bonusAtStake(tx, userId);
  const inPot = Math.max(0, (await potsOf(tx, userId)).bonus);
  await tx.query('UPDATE user_bonuses SET status = $3 WHERE user_id = $1 AND status = $2', [
    userId,
    ActivityStatus.Processing,
    ActivityStatus.Cancelled,
  ]);
  if (inPot > 0) await postEntries(tx, events, [{ userId, amountMinor: -inPot, reason: 'bonus_forfeit', pot: 'bonus', idempotencyKey }]);
  return atStake;
}
