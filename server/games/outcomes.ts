// The demo games' rules. Every outcome is drawn here, on the server, from the
// random source playRound hands in; the game page only shows what it gets.
// Each rule returns the outcome to show and the win in kuruş.
import type { RandomSource } from '../casino/rounds';
import { payAtMultiplier } from '../services/payAtMultiplier';

/** Which demo game a catalogue game opens (docs/decisions/casino-games-payments-sportsbook.md). */
export type GameKind = 'slot' | 'roulette' | 'cards' | 'crash';

/** Crash games (Aviator and its category), roulette wheels, card tables; the rest are slots. */
export function gameKindOf(systemCategory: number): GameKind {
  if (systemCategory === 32) return 'crash';
  if (systemCategory === 21 || systemCategory === 25 || systemCategory === 51) return 'roulette';
  if (systemCategory === 22 || systemCategory === 23 || systemCategory === 24) return 'cards';
  return 'slot';
}

export interface Decision<T> {
  outcome: T;
  winMinor: number;
}
export type Rule<T> = (random: RandomSource, stakeMinor: number) => Decision<T>;

// ---------------------------------------------------------------------------
// Slot: five reels, three rows, five lines; three or more alike from the left
// pay, the wild stands in for any symbol. Return to player about 95 %
// (tests/server/outcomes.test.ts measures it).

export const SLOT_SYMBOLS = ['nine', 'ten', 'jack', 'queen', 'king', 'ace', 'crown', 'seven', 'wild'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
const WEIGHTS: Record<SlotSymbol, number> = { nine: 30, ten: 28, jack: 26, queen: 22, king: 18, ace: 15, crown: 9, seven: 5, wild: 3 };
/** Pays for 3, 4 and 5 alike, as multiples of the line stake. */
export const SLOT_PAYS: Record<SlotSymbol, [number, number, number]> = {
  nine: [12, 36, 150],
  ten: [12, 36, 150],
  jack: [18, 60, 240],
  queen: [18, 60, 240],
  king: [30, 100, 360],
  ace: [36, 120, 600],
  crown: [70, 300, 1200],
  seven: [140, 700, 3500],
  wild: [350, 1800, 12000],
};
/** Row index per reel for each of the five lines. */
export const SLOT_LINES: ReadonlyArray<readonly number[]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];
const STRIP: SlotSymbol[] = SLOT_SYMBOLS.flatMap((s) => Array<SlotSymbol>(WEIGHTS[s]).fill(s));

export interface SlotOutcome {
  /** reels[reel][row] */
  reels: SlotSymbol[][];
  lines: Array<{ line: number; symbol: SlotSymbol; count: number; winMinor: number }>;
}

export const slotRule: Rule<SlotOutcome> = (random, stakeMinor) => {
  const reels = Array.from({ length: 5 }, () => Array.from({ length: 3 }, () => STRIP[random(STRIP.length)]!));
  const lines: SlotOutcome['lines'] = [];
  SLOT_LINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => reels[reel]![row]!);
    const symbol = symbols.find((s) => s !== 'wild') ?? 'wild';
    let count = 0;
    while (count < 5 && (symbols[count] === symbol || symbols[count] === 'wild')) count++;
    if (count < 3) return;
    const winMinor = Math.floor((stakeMinor * SLOT_PAYS[symbol][count - 3]!) / SLOT_LINES.length);
    if (winMinor > 0) lines.push({ line, symbol, count, winMinor });
  });
  return { outcome: { reels, lines }, winMinor: lines.reduce((sum, l) => sum + l.winMinor, 0) };
};

// ---------------------------------------------------------------------------
// Roulette: a European wheel (0–36). Even-money bets return twice the stake,
// a single number 36 times.

export const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export type RouletteBet = { bet: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' } | { bet: 'straight'; number: number };
export interface RouletteOutcome {
  number: number;
  colour: 'red' | 'black' | 'green';
  bet: RouletteBet;
}

function rouletteWins(bet: RouletteBet, n: number): number {
  if (bet.bet === 'straight') return bet.number === n ? 36 : 0;
  if (n === 0) return 0;
  const hit = {
    red: RED_NUMBERS.has(n),
    black: !RED_NUMBERS.has(n),
    odd: n % 2 === 1,
    even: n % 2 === 0,
    low: n <= 18,
    high: n >= 19,
  }[bet.bet];
  return hit ? 2 : 0;
}

export const rouletteRule =
  (bet: RouletteBet): Rule<RouletteOutcome> =>
  (random, stakeMinor) => {
    const number = random(37);
    const colour = number === 0 ? 'green' : RED_NUMBERS.has(number) ? 'red' : 'black';
    return { outcome: { number, colour, bet }, winMinor: stakeMinor * rouletteWins(bet, number) };
  };

// ---------------------------------------------------------------------------
// Card table: punto banco (baccarat) with the standard drawing rules, cards
// from an eight-deck shoe drawn with replacement. Player pays 2×, Banker
// 1.95×, Tie 9×; a tie returns Player and Banker stakes.

export type CardsBet = 'player' | 'banker' | 'tie';
export interface Card {
  rank: number; // 1 (ace) to 13 (king)
  suit: 'spades' | 'hearts' | 'diamonds' | 'clubs';
}
export interface CardsOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: CardsBet;
  bet: CardsBet;
}
const SUITS: Card['suit'][] = ['spades', 'hearts', 'diamonds', 'clubs'];
const pointOf = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
const totalOf = (hand: Card[]) => hand.reduce((sum, c) => sum + pointOf(c), 0) % 10;

/** Whether the banker draws, given its total and the player's third card (null: the player stood). */
function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = pointOf(playerThird);
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return p !== 8;
  if (bankerTotal === 4) return p >= 2 && p <= 7;
  if (bankerTotal === 5) return p >= 4 && p <= 7;
  if (bankerTotal === 6) return p === 6 || p === 7;
  return false;
}

export const cardsRule =
  (bet: CardsBet): Rule<CardsOutcome> =>
  (random, stakeMinor) => {
    const draw = (): Card => ({ rank: random(13) + 1, suit: SUITS[random(4)]! });
    const player = [draw(), draw()];
    const banker = [draw(), draw()];
    const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
    if (!natural) {
      let playerThird: Card | null = null;
      if (totalOf(player) <= 5) player.push((playerThird = draw()));
      if (bankerDraws(totalOf(banker), playerThird)) banker.push(draw());
    }
    const playerTotal = totalOf(player);
    const bankerTotal = totalOf(banker);
    const winner: CardsBet = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
    let winMinor = 0;
    if (winner === 'tie') winMinor = bet === 'tie' ? stakeMinor * 9 : stakeMinor;
    else if (winner === bet) winMinor = bet === 'banker' ? payAtMultiplier(stakeMinor, 1.95) : stakeMinor * 2;
    return { outcome: { player, banker, playerTotal, bankerTotal, winner, bet }, winMinor };
  };

// ---------------------------------------------------------------------------
// Crash (Aviator): the player names a cash-out multiplier before the round;
// the server draws where the plane flies away. P(crash ≥ x) = 0.97 / x, so
// every target returns 97 %.

export const CRASH_LIMITS = { min: 1.01, max: 100 } as const;
export interface CrashOutcome {
  crashPoint: number;
  cashOut: number;
  cashedOut: boolean;
}
const CRASH_RESOLUTION = 1_000_000;

export const crashRule =
  (cashOut: number): Rule<CrashOutcome> =>
  (random, stakeMinor) => {
    const r = random(CRASH_RESOLUTION) / CRASH_RESOLUTION;
    const crashPoint = Math.min(1000, Math.max(1, Math.floor((0.97 / (1 - r)) * 100) / 100));
    const cashedOut = crashPoint >= cashOut;
    return { outcome: { crashPoint, cashOut, cashedOut }, winMinor: cashedOut ? payAtMultiplier(stakeMinor, cashOut) : 0 };
  };
