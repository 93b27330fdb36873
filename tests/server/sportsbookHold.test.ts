// The house keeps its margin on every market (issue 32, H2): 10,000 events of
// the timetable, bets at random moments (from an hour before kick-off to the
// close) on a random open selection, each settled by the event's own result,
// as the server settles them. Nothing here works out a chance: only the
// prices the book showed and what happened. A second bettor backs the
// favourite at the same moments: a book that overprices favourites and
// underprices outsiders keeps about its margin from the random bettor (the
// errors cancel in the mix) but not from this one.
//
// A bet's stake is what returns one unit if it wins (1 / price): every payout
// is 0 or 1, so the hold's noise is the results' own and not the prices'
// (a flat stake on a 40.00 longshot swings 1,600 times as much as one on a
// 1.01 favourite). Rounded down from 1 / (chance × margin), each price keeps
// between 1 − 1/margin and 1 − 1/margin + 0.01 × chance of its stake in
// expectation, so the hold of any mix of open selections lies in that band.
// The band is checked within Z standard errors (bets on one event share its
// result, so the errors are counted by event): a fair book falls outside it
// with a chance under 6e-7 per market (normal tails at 5 σ; a thousand and
// more independent events, each worth at most BETS_PER_EVENT units). Each
// sport's market (the random bettor's bets) must also hold a positive share,
// with enough events that a fair book fails that with a chance under 1e-5; the
// favourite alone, one result an event, is checked against the band only.
//
// SPORTSBOOK_SIM_SEED picks another run (the secret and the bets).
import { describe, expect, it } from 'vitest';
import { findEvent, resultOf, SPORTS, type Selection } from '../../server/sportsbook/events';
import { seededRandom } from './support/seededRandom';

const SEED = process.env.SPORTSBOOK_SIM_SEED ? Number(process.env.SPORTSBOOK_SIM_SEED) : 3202;
const EVENTS = 10_000;
const BETS_PER_EVENT = 16;
/** Two-sided, for the band: a fair book falls outside it with a chance of 5.7e-7 per market. */
const Z = 5;
/** One-sided, for a positive hold: a fair book's hold is at or under zero with a chance under 1e-5. */
const Z_POSITIVE = 4.27;
const MARGIN = 1.06;
/** The band each open price keeps in expectation: 1 − 1/margin, plus up to 0.01 × chance for the rounding down (chance ≤ 1 / (1.01 × margin)). */
const BAND = { low: 1 - 1 / MARGIN, high: 1 - 1 / MARGIN + 0.01 / (1.01 * MARGIN) };
const LAST_SCORING: Record<string, number> = { football: 95, basketball: 58, tennis: 85 };

interface Book {
  events: number;
  bets: number;
  staked: number;
  kept: number;
  /** Per event: [staked, kept]. */
  byEvent: Array<[number, number]>;
}

const newBook = (): Book => ({ events: 0, bets: 0, staked: 0, kept: 0, byEvent: [] });

/** Hold and its standard error, the bets of one event counted together (a ratio estimator's, by event). */
function holdOf(book: Book) {
  const hold = book.kept / book.staked;
  const variance = book.byEvent.reduce((sum, [staked, kept]) => sum + (kept - hold * staked) ** 2, 0);
  return { hold, se: Math.sqrt(variance) / book.staked };
}

const percent = (x: number) => `${(100 * x).toFixed(2)} %`;

describe(`the house keeps its margin on every market (seed ${SEED})`, () => {
  it(`${EVENTS} events settled, ${BETS_PER_EVENT} bets tried on each`, () => {
    console.log(
      `[sportsbook] hold: seed ${SEED} (replay: SPORTSBOOK_SIM_SEED=${SEED} npx vitest run --project server tests/server/sportsbookHold.test.ts)`,
    );
    const random = seededRandom(SEED);
    const secret = `hold-${SEED}`;
    // The timetable from a fixed midnight on: the first EVENTS events by start.
    const day = Date.parse('2027-01-01T00:00:00Z') / 60_000;
    const events: Array<{ sport: (typeof SPORTS)[number]; start: number }> = [];
    for (let minute = day; events.length < EVENTS; minute++) {
      for (const sport of SPORTS)
        if ((minute - sport.offset) % sport.every === 0 && events.length < EVENTS) events.push({ sport, start: minute });
    }
    // Two bettors at the same moments: one backs a random open selection, the other the favourite (the lowest price),
    // which a book that overprices favourites and underprices outsiders cannot hide in the mix.
    const bettors = {
      random: (open: Selection[]) => open[random.nextInt(0, open.length - 1)]!,
      favourite: (open: Selection[]) => open.reduce((best, s) => (s.odds! < best.odds! ? s : best)),
    };
    const markets = new Map<string, Book>();
    const selections = new Map<string, Book>();
    const bookOf = (books: Map<string, Book>, name: string) => books.get(name) ?? books.set(name, newBook()).get(name)!;
    for (const { sport, start } of events) {
      const id = `${sport.key}-${start}`;
      const result = resultOf(findEvent(secret, id, (start + sport.duration) * 60_000, 'en')!);
      // Per book of this event: [staked, kept].
      const byEvent = new Map<Book, [number, number]>();
      const take = (book: Book, stake: number, keeps: number) => {
        const [s, k] = byEvent.get(book) ?? [0, 0];
        byEvent.set(book, [s + stake, k + keeps]);
        book.bets++;
      };
      for (let b = 0; b < BETS_PER_EVENT; b++) {
        const second = random.nextInt(-3600, (LAST_SCORING[sport.key]! - 5) * 60 - 1);
        const event = findEvent(secret, id, start * 60_000 + second * 1000, 'en')!;
        const open = event.open ? event.selections.filter((s) => s.odds !== null) : [];
        if (open.length === 0) continue;
        for (const [bettor, choose] of Object.entries(bettors)) {
          const selection = choose(open);
          // A stake that returns one unit if it wins.
          const stake = 1 / selection.odds!;
          const keeps = stake - (selection.key === result ? 1 : 0);
          take(bookOf(markets, `${sport.key} ${bettor}`), stake, keeps);
          if (bettor === 'random') take(bookOf(selections, `${sport.key} ${bettor} ${selection.key}`), stake, keeps);
        }
      }
      for (const [book, [staked, kept]] of byEvent) {
        book.events++;
        book.staked += staked;
        book.kept += kept;
        book.byEvent.push([staked, kept]);
      }
    }

    const lines = [`[sportsbook] hold on ${EVENTS} events (band the prices promise: ${percent(BAND.low)}–${percent(BAND.high)}):`];
    for (const [name, book] of [...markets, ...[...selections].sort(([a], [b]) => a.localeCompare(b))]) {
      const { hold, se } = holdOf(book);
      lines.push(
        `  ${name.padEnd(22)} ${String(book.events).padStart(5)} events ${String(book.bets).padStart(6)} bets  hold ${percent(hold).padStart(8)} ± ${percent(1.96 * se)} (95 %), se ${percent(se)}`,
      );
    }
    console.log(lines.join('\n'));

    for (const [name, book] of markets) {
      const { hold, se } = holdOf(book);
      const where = `${name}: hold ${percent(hold)}, se ${percent(se)}, ${book.events} events, ${book.bets} bets`;
      // Near the margin: within Z standard errors of the band its prices promise.
      expect(hold, `under the margin: ${where}`).toBeGreaterThanOrEqual(BAND.low - Z * se);
      expect(hold, `over the margin: ${where}`).toBeLessThanOrEqual(BAND.high + Z * se);
      if (!name.endsWith(' random')) continue;
      // The market's own hold (every open selection alike): positive, from enough events that a fair book could not
      // come out at or under zero by chance (under 1e-5: the band's floor at least Z_POSITIVE standard errors above 0).
      expect(BAND.low / se, `too few events to tell: ${where}`).toBeGreaterThanOrEqual(Z_POSITIVE);
      expect(hold, `the house loses: ${where}`).toBeGreaterThan(0);
    }
  });
});
