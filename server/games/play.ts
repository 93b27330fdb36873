// The demo games' own API, called by the game page with its launch token:
// `start` says what the page shows, `play` settles one round on the server.
// The page sends the stake and the bet; the outcome never comes from it.
import * as z from 'zod/mini';
import type { Deps } from '../context';
import { resolveLaunch, type LaunchRecord } from '../casino/launch';
import { findGame } from '../casino/games';
import { playRound, type Settled } from '../casino/rounds';
import { isFunToken, playFunRound, resolveFunSession } from '../casino/funPlay';
import { Refusal } from '../http/respond';
import { formatMinor, type Locale } from '../messages';
import { keptAnswer, type IdempotencyKey } from '../services/idempotency';
import { recordPlayTime } from '../services/responsibleGaming';
import { toLira, toMinor } from '../services/wallet';
import { CRASH_LIMITS, cardsRule, crashRule, gameKindOf, rouletteRule, slotRule, type GameKind, type Rule } from './outcomes';

/** Stakes a round accepts, in kuruş. */
export const STAKE_LIMITS = { minMinor: 50, maxMinor: 500_00 } as const;
/** The stakes the page offers, in lira. */
export const STAKE_STEPS = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];

const token = z.string().check(z.minLength(16), z.maxLength(100));
export const StartRequest = z.object({ token, referrer: z.optional(z.string().check(z.maxLength(2000))) });
export const PlayRequest = z.object({
  token,
  stake: z.number(),
  bet: z.optional(z.enum(['red', 'black', 'odd', 'even', 'low', 'high', 'straight', 'player', 'banker', 'tie'])),
  number: z.optional(z.int().check(z.minimum(0), z.maximum(36))),
  cashOut: z.optional(z.number().check(z.minimum(CRASH_LIMITS.min), z.maximum(CRASH_LIMITS.max))),
});
export type PlayRequest = z.infer<typeof PlayRequest>;

export interface GameSession {
  game: { name: string; code: string; kind: GameKind; provider: string; isLive: boolean; imageUrl: string | null };
  balance: number;
  currencySymbol: '₺';
  language: 'tr' | 'en';
  mobile: boolean;
  stakes: number[];
  limits: { minStake: number; maxStake: number; minCashOut: number; maxCashOut: number };
  /** Play for fun: play money, and the page says so. */
  fun: boolean;
}

const LIMITS = {
  minStake: toLira(STAKE_LIMITS.minMinor),
  maxStake: toLira(STAKE_LIMITS.maxMinor),
  minCashOut: CRASH_LIMITS.min,
  maxCashOut: CRASH_LIMITS.max,
};

/** The launch behind a token; one that no longer plays (expired, logged out, blocked) is a 401. */
async function liveLaunch(deps: Deps, launchToken: string): Promise<LaunchRecord> {
  const launch = await resolveLaunch(deps.db, launchToken);
  if (!launch) throw new Refusal('launchExpired', {}, 401);
  return launch;
}

/** An address the game may name as the site it was opened from. */
const isWebAddress = (value: string | undefined) => {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A fun session's start: the game and its play money. */
async function startFunGame(deps: Deps, token: string): Promise<GameSession> {
  const fun = await resolveFunSession(deps.db, token);
  if (!fun) throw new Refusal('launchExpired', {}, 401);
  const game = (await findGame(deps.db, fun.gameCode))!;
  return {
    game: {
      name: game.name,
      code: game.gameCode,
      kind: gameKindOf(game.systemCategory),
      provider: game.providerName,
      isLive: false,
      imageUrl: game.imageUrl,
    },
    balance: toLira(fun.balanceMinor),
    currencySymbol: '₺',
    language: fun.language,
    mobile: fun.mobile,
    stakes: STAKE_STEPS,
    limits: LIMITS,
    fun: true,
  };
}

/** The stake in kuruş, refused when it is not whole kuruş or out of the limits. */
function stakeOf(request: PlayRequest): number {
  const stakeMinor = toMinor(request.stake);
  if (!Number.isFinite(request.stake) || Math.abs(request.stake * 100 - stakeMinor) > 1e-6) throw new Refusal('invalidStake');
  if (stakeMinor < STAKE_LIMITS.minMinor || stakeMinor > STAKE_LIMITS.maxMinor) {
    throw new Refusal('stakeRange', { min: formatMinor(STAKE_LIMITS.minMinor), max: formatMinor(STAKE_LIMITS.maxMinor) });
  }
  return stakeMinor;
}

export async function startGame(deps: Deps, request: z.infer<typeof StartRequest>): Promise<GameSession> {
  if (isFunToken(request.token)) return startFunGame(deps, request.token);
  const launch = await liveLaunch(deps, request.token);
  // SoftGamings' script carries the site's address; unpatched, it does not start.
  if (launch.system === 'SoftGamings' && !isWebAddress(request.referrer)) throw new Refusal('referrerMissing');
  const game = (await findGame(deps.db, launch.gameCode))!;
  return {
    game: {
      name: game.name,
      code: game.gameCode,
      kind: gameKindOf(game.systemCategory),
      provider: launch.system,
      isLive: game.isLive ?? false,
      imageUrl: game.imageUrl,
    },
    balance: toLira(await deps.balances.get(launch.userId)),
    currencySymbol: '₺',
    language: launch.language,
    mobile: launch.mobile,
    stakes: STAKE_STEPS,
    limits: LIMITS,
    fun: false,
  };
}

/** The rule of the launched game's kind with the player's bet; a bet that does not fit the game is refused. */
function ruleFor(kind: GameKind, request: PlayRequest): Rule<unknown> {
  switch (kind) {
    case 'slot':
      return slotRule;
    case 'roulette': {
      const bet = request.bet;
      if (bet === 'straight') {
        if (request.number === undefined) throw new Refusal('invalidRequest', { field: 'number' });
        return rouletteRule({ bet, number: request.number });
      }
      if (bet === 'red' || bet === 'black' || bet === 'odd' || bet === 'even' || bet === 'low' || bet === 'high')
        return rouletteRule({ bet });
      throw new Refusal('invalidRequest', { field: 'bet' });
    }
    case 'cards':
      if (request.bet === 'player' || request.bet === 'banker' || request.bet === 'tie') return cardsRule(request.bet);
      throw new Refusal('invalidRequest', { field: 'bet' });
    case 'crash':
      if (request.cashOut === undefined) throw new Refusal('invalidRequest', { field: 'cashOut' });
      return crashRule(Math.round(request.cashOut * 100) / 100);
  }
}

/** One round; `idempotency` comes from the request's Idempotency-Key (a retried spin settles once). */
export async function playGame(deps: Deps, request: PlayRequest, idempotency: IdempotencyKey | null = null): Promise<Settled<unknown>> {
  if (isFunToken(request.token)) {
    const fun = await resolveFunSession(deps.db, request.token);
    if (!fun) throw new Refusal('launchExpired', {}, 401);
    const game = (await findGame(deps.db, fun.gameCode))!;
    return playFunRound(deps.db, request.token, stakeOf(request), ruleFor(gameKindOf(game.systemCategory), request));
  }
  const launch = await liveLaunch(deps, request.token);
  const kept = await keptAnswer<Settled<unknown>>(deps.db, launch.userId, idempotency);
  if (kept) return kept.answer;
  // Time at the table counts toward the daily session limit, as the page's heartbeat does.
  await recordPlayTime(deps, launch.userId, launch.language);
  const stakeMinor = stakeOf(request);
  const game = (await findGame(deps.db, launch.gameCode))!;
  const rule = ruleFor(gameKindOf(game.systemCategory), request);
  const settled = await playRound(
    deps.db,
    deps.events,
    { userId: launch.userId, gameCode: launch.gameCode, stakeMinor, now: deps.clock.now(), idempotency },
    rule,
  );
  // As a payment does: this instance's cached balance goes now, not when NOTIFY brings the ledger's event back.
  deps.balances.invalidate(launch.userId);
  return settled;
}

/** The language a launch token plays in: the game API's messages speak it (Turkish when the token is gone). */
export async function launchLanguage(deps: Deps, body: unknown): Promise<Locale> {
  const launchToken = (body as { token?: unknown } | null)?.token;
  if (typeof launchToken !== 'string') return 'tr';
  if (isFunToken(launchToken)) return (await resolveFunSession(deps.db, launchToken))?.language ?? 'tr';
  return (await resolveLaunch(deps.db, launchToken))?.language ?? 'tr';
}
