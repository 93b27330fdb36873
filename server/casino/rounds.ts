// A round of a demo game, settled on the server: the stake is debited, the
// outcome comes from the server's random source (never from the game page),
// the win is credited, Bet and Win rows are written to the game history,
// and the new balance is pushed over the hub (postEntry). A stake above the
// balance is refused.
import { GameTransactionType } from '../../contract/enums';
import type { TopWinner } from '../../contract/schemas';
import type { Database, Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import type { EventBus } from '../services/events';
import { checkMoneyLimit, checkPlayAllowed } from '../services/responsibleGaming';
import { moveMoney, type IdempotencyKey } from '../services/idempotency';
import { afterStake } from '../services/wagering';
import { postEntries, potsOf, splitStake, splitWin, toLira } from '../services/wallet';
import { findGame } from './games';
import { cryptoRandom, type RandomSource } from './random';

/** A whole number in [0, max): the server's random source for every outcome. */
export { cryptoRandom, type RandomSource };

export interface Settled<T> {
  roundId: number;
  stake: number;
  win: number;
  balance: number;
  outcome: T;
}

/**
 * Plays one round: `decide` turns the random source into an outcome and the
 * win in kuruş (it may not look at anything the player sent but the stake).
 */
export async function playRound<T>(
  db: Database,
  events: EventBus,
  input: { userId: number; gameCode: string; stakeMinor: number; now?: Date; idempotency?: IdempotencyKey | null },
  decide: (random: RandomSource, stakeMinor: number) => { outcome: T; winMinor: number },
  random: RandomSource = cryptoRandom,
): Promise<Settled<T>> {
  if (!Number.isInteger(input.stakeMinor) || input.stakeMinor <= 0) throw new Refusal('invalidStake');
  if (!(await findGame(db, input.gameCode))) throw new Refusal('unknownGame');
  return moveMoney(db, input.userId, input.idempotency ?? null, async (tx, key) => {
    const now = input.now ?? new Date();
    // Closed to games, excluded or out of session time since the launch: no round.
    await checkPlayAllowed(tx, input.userId, now);
    const pots = await potsOf(tx, input.userId);
    if (pots.real + pots.bonus < input.stakeMinor) throw new Refusal('insufficientFunds');
    // A stake that, lost, would pass a loss limit is refused inside the game.
    await checkMoneyLimit(tx, input.userId, 'loss', input.stakeMinor, now);
    const [{ id: roundId }] = (await tx.query<{ id: number }>("SELECT nextval('game_rounds')::int AS id")) as [{ id: number }];
    const { outcome, winMinor } = decide(random, input.stakeMinor);
    await writeHistory(tx, input.userId, input.gameCode, roundId, GameTransactionType.Bet, input.stakeMinor);
    // Real money first, then bonus money; the win goes back in the same shares.
    const stake = splitStake(input.stakeMinor, pots);
    await postEntries(tx, events, [
      { userId: input.userId, amountMinor: -stake.real, reason: 'bet', pot: 'real', idempotencyKey: key },
      { userId: input.userId, amountMinor: -stake.bonus, reason: 'bet', pot: 'bonus', idempotencyKey: key },
    ]);
    if (winMinor > 0) {
      await writeHistory(tx, input.userId, input.gameCode, roundId, GameTransactionType.Win, winMinor);
      const win = splitWin(winMinor, stake);
      await postEntries(tx, events, [
        { userId: input.userId, amountMinor: win.real, reason: 'win', pot: 'real', idempotencyKey: key },
        { userId: input.userId, amountMinor: win.bonus, reason: 'win', pot: 'bonus', idempotencyKey: key },
      ]);
    }
    await afterStake(tx, events, input.userId, input.stakeMinor, key);
    const final = await potsOf(tx, input.userId);
    return { roundId, stake: toLira(input.stakeMinor), win: toLira(winMinor), balance: toLira(final.real + final.bonus), outcome };
  });
}

async function writeHistory(tx: Queryable, userId: number, gameCode: string, roundId: number, type: number, amountMinor: number) {
  await tx.query('INSERT INTO game_history (user_id, game_code, round_id, type, amount_minor) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    gameCode,
    roundId,
    type,
    amountMinor,
  ]);
}

/** 'demo' → 'de**o': winners are shown, never named in full. */
export const maskName = (username: string) =>
  username.length <= 2
    ? `${username[0] ?? ''}*`
    : `${username.slice(0, 2)}${'*'.repeat(Math.max(1, username.length - 3))}${username.slice(-1)}`;

/** The longest list transaction/topwinners gives (the contract's bound on `count`). */
export const TOP_WINNERS_MAX = 100;

/**
 * transaction/topwinners: the largest wins, live games or not. The wins of
 * the kind are read from their own index (migration 011: the database
 * stamps each round's row with its game's kind) in the list's order, so a
 * list of `count` reads `count` rows of the history.
 */
export async function topWinners(db: Queryable, isLive: boolean, count: number): Promise<TopWinner[]> {
  const rows = await db.query<{ game: string; username: string; image: string | null; amount_minor: string }>(
    `SELECT g.name AS game, u.username, g.image_url AS image, h.amount_minor
       FROM (SELECT game_code, user_id, amount_minor, id FROM game_history
              WHERE type = $1 AND is_live = $2
              ORDER BY amount_minor DESC, id DESC LIMIT $3) h
       JOIN games g ON g.code = h.game_code JOIN users u ON u.id = h.user_id
      ORDER BY h.amount_minor DESC, h.id DESC`,
    [GameTransactionType.Win, isLive, Math.min(Math.max(0, Math.floor(count)), TOP_WINNERS_MAX)],
  );
  return rows.map((r) => ({
    game: r.game,
    name: maskName(r.username),
    image: r.image,
    amount: toLira(Number(r.amount_minor)),
    currencySymbol: '₺',
  }));
}

/** How long a full list is kept: a new win among the largest shows within this. */
export const TOP_WINNERS_KEEP_MS = 10_000;

/**
 * The top winners as visitors ask for them, per instance: each kind's longest
 * list is read once for every ask under way, and a full list (TOP_WINNERS_MAX
 * wins) is kept TOP_WINNERS_KEEP_MS; a shorter one (a young database) is read
 * again each time, so a first win shows at once. Any count is a slice of it.
 */
export function topWinnersCache(now: () => number = Date.now) {
  const kept = new Map<boolean, { list: Promise<TopWinner[]>; until: number }>();
  return async (db: Queryable, isLive: boolean, count: number): Promise<TopWinner[]> => {
    const entry = kept.get(isLive);
    if (!entry || entry.until < now()) {
      // Until it is read, everyone asking meanwhile waits for the same read.
      const list = topWinners(db, isLive, TOP_WINNERS_MAX);
      kept.set(isLive, { list, until: Infinity });
      list.then(
        (winners) => {
          if (kept.get(isLive)?.list !== list) return;
          if (winners.length >= TOP_WINNERS_MAX) kept.set(isLive, { list, until: now() + TOP_WINNERS_KEEP_MS });
          else kept.delete(isLive);
        },
        () => {
          if (kept.get(isLive)?.list === list) kept.delete(isLive);
        },
      );
      return (await list).slice(0, count);
    }
    return (await entry.list).slice(0, count);
  };
}
