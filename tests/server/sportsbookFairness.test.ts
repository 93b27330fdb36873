// Fair markets by construction (issue 32, H2): at any moment of any event,
// every selection the book offers is priced from the outcome model's own
// chances, so that no open selection pays more than it costs in expectation
// (price × true chance ≤ 1) and none has a result that is already fixed; and
// every selection whose fair price would lie between 1.01 and 50 is offered.
// The true chances are worked out by the tests' own reckoning of the model
// (support/sportsbookOracle.ts), not by the book's pricing code.
//
// Property test over secrets, events and moments; SPORTSBOOK_SEED replays a
// run, SPORTSBOOK_EVENTS lengthens it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEvent, modelParameters, SPORTS, type SportEvent } from '../../server/sportsbook/events';
import { isFixed, trueChances, type Chances } from './support/sportsbookOracle';

const SEED = process.env.SPORTSBOOK_SEED ? Number(process.env.SPORTSBOOK_SEED) : 3201;
const EVENTS = process.env.SPORTSBOOK_EVENTS ? Number(process.env.SPORTSBOOK_EVENTS) : 1_000;
/** Moments looked at per event: some anywhere from an hour before kick-off to the end, the rest in the last 20 minutes before the close. */
const ANYWHERE = 16;
const LATE = 16;

/** The book's rules as the page states them: the last minute anything can score; markets close five minutes before it. */
const LAST_SCORING: Record<string, number> = { football: 95, basketball: 58, tennis: 85 };
const MARGIN = 1.06;
/** The band of fair chances whose price after the margin is between 1.01 and 50. */
const OFFERABLE = { min: 1 / (50 * MARGIN), max: 1 / (1.01 * MARGIN) };

const minuteShown = (event: SportEvent) =>
  event.status === 'live' ? event.minute! : event.status === 'finished' ? SPORTS.find((s) => s.key === event.sport)!.duration : 0;

interface Tally {
  moments: number;
  selections: number;
  open: number;
  worstValue: { value: number; at: string };
}

describe(`fair markets by construction (seed ${SEED})`, () => {
  it(`no open selection is worth more than its stake or already decided, and every fairly priceable one is open: ${EVENTS} events × ${ANYWHERE + LATE} moments`, () => {
    console.log(
      `[sportsbook] fairness: seed ${SEED}, ${EVENTS} events × ${ANYWHERE + LATE} moments (replay: SPORTSBOOK_SEED=${SEED} npx vitest run --project server tests/server/sportsbookFairness.test.ts)`,
    );
    const tally: Tally = { moments: 0, selections: 0, open: 0, worstValue: { value: 0, at: '' } };
    const sport = fc.constantFrom(...SPORTS);
    const oneEvent = sport.chain((s) =>
      fc.record({
        sport: fc.constant(s),
        secret: fc.integer({ min: 0, max: 999 }).map((n) => `fairness-${n}`),
        // Any slot of the timetable within about ten years.
        slot: fc.integer({ min: 0, max: Math.floor((10 * 365 * 24 * 60) / s.every) }),
        // Seconds from kick-off.
        anywhere: fc.array(fc.integer({ min: -3600, max: (s.duration + 2) * 60 }), { minLength: ANYWHERE, maxLength: ANYWHERE }),
        late: fc.array(fc.integer({ min: (LAST_SCORING[s.key]! - 20) * 60, max: (LAST_SCORING[s.key]! - 5) * 60 - 1 }), {
          minLength: LATE,
          maxLength: LATE,
        }),
      }),
    );
    fc.assert(
      fc.property(oneEvent, ({ sport, secret, slot, anywhere, late }) => {
        const start = sport.offset + slot * sport.every;
        const id = `${sport.key}-${start}`;
        const { edge } = modelParameters(secret, id)!;
        for (const second of [...anywhere, ...late]) {
          const now = start * 60_000 + second * 1000;
          const event = findEvent(secret, id, now, 'en')!;
          const minute = minuteShown(event);
          const chances: Chances = trueChances(sport.key, edge, minute, event.score ?? [0, 0]);
          const beforeClose = second < (LAST_SCORING[sport.key]! - 5) * 60;
          tally.moments++;
          for (const selection of event.selections) {
            const p = chances[selection.key];
            const where = `${secret} ${id} minute ${minute} (${second} s) score ${(event.score ?? [0, 0]).join('-')}: ${selection.key} at ${selection.odds} with true chance ${p.toFixed(4)}`;
            tally.selections++;
            if (event.open && selection.odds !== null) {
              tally.open++;
              const value = selection.odds * p;
              if (value > tally.worstValue.value) tally.worstValue = { value, at: where };
              expect(isFixed(chances, selection.key), `open with its result fixed: ${where}`).toBe(false);
              expect(value, `worth ${value.toFixed(3)} of its stake: ${where}`).toBeLessThanOrEqual(1);
            } else if (beforeClose && p >= OFFERABLE.min * (1 + 1e-9) && p <= OFFERABLE.max * (1 - 1e-9)) {
              // A selection the margin can price is offered until the close (nothing is suspended for no reason).
              expect.fail(`suspended though its fair price is between 1.01 and 50: ${where}`);
            }
          }
        }
      }),
      { seed: SEED, numRuns: EVENTS },
    );
    console.log(
      `[sportsbook] fairness: ${tally.moments} moments, ${tally.selections} selections, ${tally.open} open; the most an open one is worth: ${tally.worstValue.value.toFixed(4)} of its stake (${tally.worstValue.at})`,
    );
    expect(tally.open).toBeGreaterThan(tally.selections / 3);
    // The margin holds on every open selection: price × chance ≤ 1 / margin (prices are rounded down).
    expect(tally.worstValue.value).toBeLessThanOrEqual(1 / MARGIN + 1e-9);
  });
});
