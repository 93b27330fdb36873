// Bets on the demo sportsbook: the stake is debited when the bet is placed,
// at the odds the server shows at that moment; the bet is settled when its
// event ends (won: stake × odds credited). Settling runs when the player
// looks at their bets and on a timer in the server process.
//
// "That moment" is the database's clock, read in the bet's own transaction:
// every instance lists, prices, takes and settles bets by it, so an instance
// whose clock runs slow cannot take a bet at odds from before a goal another
// instance already shows (issue 32, L7).
import { ActivityStatus } from '../../contract/enums';
import type { Deps } from '../context';
import type { Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { formatMinor } from '../messages';
import { hashToken, newToken } from '../services/tokens';
import { keptAnswer, moveMoney, type IdempotencyKey } from '../services/idempotency';
import { checkMoneyLimit, checkPlayAllowed, recordPlayTime } from '../services/responsibleGaming';
import { afterStake, bonusInPlay, endSpentBonuses } from '../services/wagering';
import { lockPlayer, postEntries, potsOf, splitStake, splitWin, toLira, toMinor } from '../services/wallet';
import { eventTitle, findEvent, resultOf, type Lang } from './events';
import { payAtMultiplier } from '../services/payAtMultiplier';

export const SPORT_STAKE_LIMITS = { minMinor: 1_00, maxMinor: 5_000_00 } as const;

/** The secret the events' outcomes are drawn under: made once, kept in the settings. */
export async function sportsbookSecret(db: Queryable): Promise<string> {
  return (await sportsbookClock(db)).secret;
}

/**
 * The secret and the sportsbook's one clock, in one query: the database's
 * (clock_timestamp(), the moment the query runs, not the transaction's start).
 * Every instance of the server shares it, where each one's Date.now() may be
 * a little off.
 */
export async function sportsbookClock(db: Queryable): Promise<{ secret: string; now: number }> {
  const read = async () =>
    (
      await db.query<{ secret: string | null; now: Date }>(
        "SELECT (SELECT value #>> '{}' FROM settings WHERE key = 'sportsbook-secret') AS secret, clock_timestamp() AS now",
      )
    )[0]!;
  let row = await read();
  if (row.secret === null) {
    // Two instances starting at once keep whichever secret was written first.
    await db.query("INSERT INTO settings (key, value) VALUES ('sportsbook-secret', $1) ON CONFLICT (key) DO NOTHING", [
      JSON.stringify(newToken()),
    ]);
    row = await read();
  }
  return { secret: row.secret!, now: new Date(row.now).getTime() };
}

export interface SportsbookPlayer {
  userId: number;
  username: string;
}

/** The player behind a sportsbook token: its session live, or null. */
export async function resolveSportsbookToken(db: Queryable, token: string): Promise<SportsbookPlayer | null> {
  if (!token) return null;
  const [row] = await db.query<{ user_id: number; username: string }>(
    `SELECT s.user_id, u.username FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.sportsbook_token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return row ? { userId: row.user_id, username: row.username } : null;
}

export interface PlaceBet {
  eventId: string;
  selection: '1' | 'X' | '2';
  /** The odds the player saw; the bet stands only at those odds. */
  odds: number;
  stake: number;
}

export interface BetRow {
  id: number;
  eventId: string;
  event: string;
  selection: string;
  odds: number;
  stake: number;
  status: 'open' | 'won' | 'lost';
  payout: number;
  createdAt: string;
}

export async function placeBet(
  deps: Deps,
  player: SportsbookPlayer,
  bet: PlaceBet,
  lang: Lang,
  /** `now`: decide as at this moment instead of the database's clock (tests). */
  options: { now?: number; idempotency?: IdempotencyKey | null } = {},
): Promise<{ bet: BetRow; balance: number }> {
  // A retry gets its first answer even if the odds have moved since.
  const kept = await keptAnswer<{ bet: BetRow; balance: number }>(deps.db, player.userId, options.idempotency ?? null);
  if (kept) return kept.answer;
  const stakeMinor = toMinor(bet.stake);
  if (!Number.isFinite(bet.stake) || Math.abs(bet.stake * 100 - stakeMinor) > 1e-6) throw new Refusal('invalidStake');
  if (stakeMinor < SPORT_STAKE_LIMITS.minMinor || stakeMinor > SPORT_STAKE_LIMITS.maxMinor) {
    throw new Refusal('stakeRange', { min: formatMinor(SPORT_STAKE_LIMITS.minMinor), max: formatMinor(SPORT_STAKE_LIMITS.maxMinor) });
  }
  const secret = await sportsbookSecret(deps.db);
  // What does not depend on the moment: the event is on the timetable and has this selection.
  const listed = findEvent(secret, bet.eventId, 0, lang);
  if (!listed) throw new Refusal('invalidRequest', { field: 'eventId' });
  if (!listed.selections.some((s) => s.key === bet.selection)) throw new Refusal('invalidRequest', { field: 'selection' });

  // Time at the sportsbook counts toward the daily session limit.
  await recordPlayTime(deps, player.userId, lang);
  const placed = await moveMoney(
    deps.db,
    player.userId,
    options.idempotency ?? null,
    async (tx, key): Promise<{ bet: BetRow; balance: number }> => {
      // The market as it stands now by the database's clock, read after the player's row is locked: the moment the bet is
      // taken at (and stamped with), whatever this instance's own clock says.
      const now = options.now ?? (await sportsbookClock(tx)).now;
      const event = findEvent(secret, bet.eventId, now, lang)!;
      const selection = event.selections.find((s) => s.key === bet.selection)!;
      if (now >= Date.parse(event.closesAt)) throw new Refusal('betClosed');
      // Decided, or too near certain to price: not offered (issue 32).
      if (selection.odds === null) throw new Refusal('selectionSuspended');
      if (Math.abs(selection.odds - bet.odds) > 1e-9) throw new Refusal('oddsChanged', { odds: selection.odds.toFixed(2) });
      const at = deps.clock.now();
      // The rules of the casino hold here too: closed to games, excluded, out of session time, a loss limit.
      await checkPlayAllowed(tx, player.userId, at);
      const pots = await potsOf(tx, player.userId);
      if (pots.real + pots.bonus < stakeMinor) throw new Refusal('insufficientFunds');
      await checkMoneyLimit(tx, player.userId, 'loss', stakeMinor, at);
      // Real money first, then bonus money; the payout goes back in the same shares.
      const stake = splitStake(stakeMinor, pots);
      // The bonus money staked stays that bonus's: its payout share follows it (review 2 of issue 32, R4).
      const userBonusId = stake.bonus > 0 ? await bonusInPlay(tx, player.userId) : null;
      const [row] = (await tx.query<{ id: number; created_at: Date }>(
        `INSERT INTO sport_bets (user_id, event_id, market, selection, odds, stake_minor, stake_bonus_minor, user_bonus_id, settles_at, created_at)
       VALUES ($1, $2, '1x2', $3, $4, $5, $6, $7, $8, $9) RETURNING id, created_at`,
        [
          player.userId,
          event.id,
          selection.key,
          selection.odds,
          stakeMinor,
          stake.bonus,
          userBonusId,
          event.endsAt,
          new Date(now).toISOString(),
        ],
      )) as [{ id: number; created_at: Date }];
      await postEntries(tx, deps.events, [
        { userId: player.userId, amountMinor: -stake.real, reason: 'sport_bet', pot: 'real', idempotencyKey: key },
        { userId: player.userId, amountMinor: -stake.bonus, reason: 'sport_bet', pot: 'bonus', idempotencyKey: key },
      ]);
      await afterStake(tx, deps.events, player.userId, stakeMinor, key);
      const after = await potsOf(tx, player.userId);
      const balance = after.real + after.bonus;
      return {
        balance: toLira(balance),
        bet: {
          id: row.id,
          eventId: event.id,
          event: `${event.home} – ${event.away}`,
          selection: selection.key,
          odds: selection.odds,
          stake: toLira(stakeMinor),
          status: 'open',
          payout: 0,
          createdAt: new Date(row.created_at).toISOString(),
        },
      };
    },
  );
  // This instance's cached balance goes at once: the ledger's 'balance' event reaches it only after
  // NOTIFY's round trip, and the player's next balance read may come first (payments do the same).
  deps.balances.invalidate(player.userId);
  return placed;
}

/**
 * Where the bonus share of a payout goes, when the bet settles: where the
 * bonus that funded the bet went (review 2 of issue 32, R4; the player's
 * newest bonus was asked before, so a bet staked with a forfeited bonus paid
 * real money once a later one was wagered through). Still in play: the bonus
 * pot; wagered through: real money, as its pot was; forfeited or spent (or
 * no bonus behind the money): nowhere, else a bet would get round the forfeit.
 */
async function bonusShareGoesTo(tx: Queryable, userBonusId: number | null): Promise<'bonus' | 'real' | 'nowhere'> {
  if (userBonusId === null) return 'nowhere';
  const [bonus] = await tx.query<{ status: number }>('SELECT status FROM user_bonuses WHERE id = $1', [userBonusId]);
  if (bonus?.status === ActivityStatus.Processing) return 'bonus';
  return bonus?.status === ActivityStatus.Completed ? 'real' : 'nowhere';
}

/** Settles every open bet whose event has ended (of one player, or of everyone), by the database's clock unless told `now`. */
export async function settleDueBets(deps: Deps, options: { userId?: number; now?: number } = {}): Promise<number> {
  const clock = await sportsbookClock(deps.db);
  const now = options.now ?? clock.now;
  const secret = clock.secret;
  const due = await deps.db.query<{
    id: number;
    user_id: number;
    event_id: string;
    selection: string;
    odds: string;
    stake_minor: string;
    stake_bonus_minor: string;
    user_bonus_id: number | null;
  }>(
    `SELECT id, user_id, event_id, selection, odds::text, stake_minor, stake_bonus_minor, user_bonus_id FROM sport_bets
      WHERE status = 'open' AND settles_at <= $1 AND ($2::int IS NULL OR user_id = $2) ORDER BY id LIMIT 500`,
    [new Date(now).toISOString(), options.userId ?? null],
  );
  for (const bet of due) {
    const event = findEvent(secret, bet.event_id, now, 'tr');
    if (!event || event.status !== 'finished') continue;
    const won = resultOf(event) === bet.selection;
    const payoutMinor = won ? payAtMultiplier(Number(bet.stake_minor), Number(bet.odds)) : 0;
    await deps.db.transaction(async (tx) => {
      const [settled] = await tx.query<{ id: number }>(
        `UPDATE sport_bets SET status = $2, payout_minor = $3, settled_at = now() WHERE id = $1 AND status = 'open' RETURNING id`,
        [bet.id, won ? 'won' : 'lost', payoutMinor],
      );
      // Another instance or timer got there first.
      if (!settled) return;
      const stakeBonus = Number(bet.stake_bonus_minor);
      if (!won) {
        // The bonus money this bet held is lost: a bonus with nothing left ends now (issue 32, M3).
        if (stakeBonus > 0) {
          await lockPlayer(tx, bet.user_id);
          await endSpentBonuses(tx, bet.user_id);
        }
        return;
      }
      await lockPlayer(tx, bet.user_id);
      const payout = splitWin(payoutMinor, { real: Number(bet.stake_minor) - stakeBonus, bonus: stakeBonus });
      const share = await bonusShareGoesTo(tx, bet.user_bonus_id);
      await postEntries(tx, deps.events, [
        { userId: bet.user_id, amountMinor: payout.real + (share === 'real' ? payout.bonus : 0), reason: 'sport_win', pot: 'real' },
        { userId: bet.user_id, amountMinor: share === 'bonus' ? payout.bonus : 0, reason: 'sport_win', pot: 'bonus' },
      ]);
    });
    deps.balances.invalidate(bet.user_id);
  }
  return due.length;
}

/** The player's last 50 bets, after settling the due ones; `now` as in settleDueBets. */
export async function listBets(deps: Deps, player: SportsbookPlayer, _lang: Lang, now?: number): Promise<BetRow[]> {
  await settleDueBets(deps, now === undefined ? { userId: player.userId } : { userId: player.userId, now });
  const secret = await sportsbookSecret(deps.db);
  const rows = await deps.db.query<{
    id: number;
    event_id: string;
    selection: string;
    odds: string;
    stake_minor: string;
    status: BetRow['status'];
    payout_minor: string;
    created_at: Date;
  }>(
    `SELECT id, event_id, selection, odds::text, stake_minor, status, payout_minor, created_at FROM sport_bets
      WHERE user_id = $1 ORDER BY id DESC LIMIT 50`,
    [player.userId],
  );
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    // The teams' names only (two HMACs), not the whole event (hundreds for basketball): issue 32, L5.
    event: eventTitle(secret, r.event_id) ?? r.event_id,
    selection: r.selection,
    odds: Number(r.odds),
    stake: toLira(Number(r.stake_minor)),
    status: r.status,
    payout: toLira(Number(r.payout_minor)),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
