// The demo sportsbook's outcome model, worked out by brute force for the
// tests: the probability of each final result of an event, given what the
// generator in server/sportsbook/events.ts drew for it (its edge), the minute
// and the score so far. It follows the generator's rules, not the book's
// pricing code, and counts the cases another way than the book does:
//
// - football: G goals from the list [0,1,1,2,2,2,3,3,3,4,4,5,6] (each entry
//   1/13), each at a minute uniform in 1..95 and for home with the edge's
//   share; the 4^G ways the goals fall (before or after the minute, home or
//   away) are counted, and the ones that agree with the score so far kept
//   (the joint chance of score and result, where the book works out the
//   posterior of G and splits the goals left);
// - basketball: three scoring moments a minute up to 58, each home with the
//   share and worth 1, 2 or 3; the home and away points still to come are
//   split by how many moments each side gets (the book folds the away points
//   into the home ones); a tie at the end goes to home;
// - tennis: sets at 30 and 60 and, if they split, at 85, each home with the share.
//
// The HMAC's draws are taken as exactly uniform, as the book takes them
// (their modulo bias moves no chance here by more than 2e-6).
export type SportKey = 'football' | 'basketball' | 'tennis';
export type Outcome = '1' | 'X' | '2';
export type Chances = Record<Outcome, number>;

/** The chance a moment (goal, basket, set) goes to the home side: the generator's `draw(1000) < share × 1000`. */
export function homeShareOf(edge: number): number {
  const threshold = (0.5 + edge * 0.25) * 1000;
  // Draws 0..999 below a real x: ceil(x) of them.
  return Math.min(1000, Math.max(0, Math.ceil(threshold))) / 1000;
}

const FOOTBALL_GOALS = [0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6];
const FOOTBALL_LAST = 95;

const outcomeOf = (home: number, away: number): Outcome => (home > away ? '1' : home < away ? '2' : 'X');

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/**
 * Every way the goals can fall, each goal before or after the minute and for
 * home or away (4^G sequences, counted by how many goals take each fate: a
 * multinomial), kept where the goals before the minute are the score.
 */
function footballChances(share: number, minute: number, [h, a]: [number, number]): Chances {
  const past = Math.min(minute, FOOTBALL_LAST) / FOOTBALL_LAST;
  const chances: Chances = { '1': 0, X: 0, '2': 0 };
  for (const goals of FOOTBALL_GOALS) {
    // h before for home, a before for away; of the rest, laterHome after for home and the others after for away.
    for (let laterHome = 0; laterHome <= goals - h - a; laterHome++) {
      const laterAway = goals - h - a - laterHome;
      const sequences = factorial(goals) / (factorial(h) * factorial(a) * factorial(laterHome) * factorial(laterAway));
      const chance =
        (1 / FOOTBALL_GOALS.length) *
        sequences *
        (past * share) ** h *
        (past * (1 - share)) ** a *
        ((1 - past) * share) ** laterHome *
        ((1 - past) * (1 - share)) ** laterAway;
      if (chance > 0) chances[outcomeOf(h + laterHome, a + laterAway)] += chance;
    }
  }
  return chances;
}

// Basketball ------------------------------------------------------------------

const BASKETBALL_LAST = 58;
/**
 * sums[j][s]: the chance that j moments worth 1, 2 or 3 (uniform) add up to s; upTo[j][s]: to s or less;
 * over[j][s]: to more than s (each summed from its own end, so that tiny chances stay exact).
 */
const sums: Float64Array[] = [Float64Array.of(1)];
const upTo: Float64Array[] = [Float64Array.of(1)];
const over: Float64Array[] = [Float64Array.of(0)];
function pointsOf(moments: number): { exactly: Float64Array; atMost: Float64Array; moreThan: Float64Array } {
  while (sums.length <= moments) {
    const previous = sums[sums.length - 1]!;
    const next = new Float64Array(previous.length + 3);
    previous.forEach((chance, s) => {
      if (chance === 0) return;
      for (let points = 1; points <= 3; points++) next[s + points]! += chance / 3;
    });
    sums.push(next);
    const cumulative = new Float64Array(next.length);
    next.reduce((sum, chance, s) => (cumulative[s] = sum + chance), 0);
    upTo.push(cumulative);
    const tail = new Float64Array(next.length);
    for (let s = next.length - 2; s >= 0; s--) tail[s] = tail[s + 1]! + next[s + 1]!;
    over.push(tail);
  }
  return { exactly: sums[moments]!, atMost: upTo[moments]!, moreThan: over[moments]! };
}

function binomial(n: number, p: number): number[] {
  const pmf: number[] = [];
  let logC = 0;
  for (let k = 0; k <= n; k++) {
    if (k > 0) logC += Math.log(n - k + 1) - Math.log(k);
    pmf.push(Math.exp(logC + (k === 0 ? 0 : k * Math.log(p)) + (n - k === 0 ? 0 : (n - k) * Math.log(1 - p))));
  }
  return pmf;
}

function basketballChances(share: number, minute: number, lead: number): Chances {
  const moments = 3 * (BASKETBALL_LAST - Math.min(minute, BASKETBALL_LAST));
  let home = 0;
  let away = 0;
  // j of the moments go to home, the rest to away; home wins when the away points are at most lead + home points
  // (a tie at the end: home takes the last point).
  const split = binomial(moments, share);
  for (let j = 0; j <= moments; j++) {
    const homePoints = pointsOf(j).exactly;
    const { atMost, moreThan } = pointsOf(moments - j);
    let homeGivenSplit = 0;
    let awayGivenSplit = 0;
    // j moments make j to 3j points.
    for (let points = j; points <= 3 * j; points++) {
      const t = lead + points;
      // Counted apart rather than one as 1 − the other, so that a result that cannot happen is exactly 0.
      homeGivenSplit += homePoints[points]! * (t < 0 ? 0 : t >= atMost.length ? 1 : atMost[t]!);
      awayGivenSplit += homePoints[points]! * (t < 0 ? 1 : t >= moreThan.length ? 0 : moreThan[t]!);
    }
    home += split[j]! * homeGivenSplit;
    away += split[j]! * awayGivenSplit;
  }
  return { '1': home, X: 0, '2': away };
}

// Tennis ----------------------------------------------------------------------

function tennisChances(share: number, minute: number, sets: [number, number]): Chances {
  const chances: Chances = { '1': 0, X: 0, '2': 0 };
  const setMinutes = [30, 60, 85];
  // Every way the three sets can fall; the ones already played must match the score.
  for (let code = 0; code < 8; code++) {
    const winners = [0, 1, 2].map((i) => (code >> i) & 1);
    const played = winners[0] === winners[1] ? 2 : 3;
    const soFar: [number, number] = [0, 0];
    const end: [number, number] = [0, 0];
    let chance = 1;
    for (let i = 0; i < 3; i++) {
      const homeWins = winners[i] === 0;
      chance *= homeWins ? share : 1 - share;
      if (i >= played) continue;
      end[homeWins ? 0 : 1]++;
      if (setMinutes[i]! <= minute) soFar[homeWins ? 0 : 1]++;
    }
    if (soFar[0] !== sets[0] || soFar[1] !== sets[1]) continue;
    chances[outcomeOf(end[0], end[1])] += chance;
  }
  return chances;
}

/**
 * The chance of each final result given the edge, the minute (what the event
 * shows: goals at or before it are in the score) and the score. Normalised:
 * the chances add up to 1; a result that cannot happen has exactly 0.
 */
export function trueChances(sport: SportKey, edge: number, minute: number, score: [number, number]): Chances {
  const share = homeShareOf(edge);
  let chances: Chances;
  if (sport === 'football') {
    chances = footballChances(share, minute, score);
  } else if (sport === 'basketball') {
    chances = basketballChances(share, minute, score[0] - score[1]);
  } else {
    chances = tennisChances(share, minute, score);
  }
  const total = chances['1'] + chances.X + chances['2'];
  if (!(total > 0)) throw new Error(`the score ${score.join('-')} at minute ${minute} cannot happen in ${sport}`);
  return { '1': chances['1'] / total, X: chances.X / total, '2': chances['2'] / total };
}

/** A result already fixed: it cannot happen, or nothing else can. */
export function isFixed(chances: Chances, outcome: Outcome): boolean {
  const others = (['1', 'X', '2'] as const).filter((o) => o !== outcome);
  return chances[outcome] === 0 || others.every((o) => chances[o] === 0);
}
