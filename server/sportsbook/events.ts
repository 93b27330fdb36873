// The demo sportsbook's events. A fixed timetable (a football match every 20
// minutes, basketball every 30, tennis every 45) gives every moment its
// pre-match and live events; what happens in each match comes from an HMAC of
// the event's id under a secret the server keeps, so the page can show the
// score so far but nobody can work out the result in advance.
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

/** Where the login answer points the site's sportsbook frames. */
export const SPORTSBOOK_URLS = { betco: '/demo/sportsbook/betco', betsy: '/demo/sportsbook/betsy' } as const;

export type SportKey = 'football' | 'basketball' | 'tennis';
export type Lang = 'tr' | 'en';

interface Sport {
  key: SportKey;
  name: Record<Lang, string>;
  /** A match starts every `every` minutes, `offset` minutes into the hour's grid. */
  every: number;
  offset: number;
  /** Minutes from kick-off to the final whistle. */
  duration: number;
  /** The last minute anything can score (football's added time has no goals; basketball's last two minutes, tennis' third set at 85). */
  lastScoring: number;
  draws: boolean;
  leagues: string[];
  teams: string[];
}

export const SPORTS: readonly Sport[] = [
  {
    key: 'football',
    name: { tr: 'Futbol', en: 'Football' },
    every: 20,
    offset: 0,
    duration: 105,
    lastScoring: 95,
    draws: true,
    leagues: ['Süper Lig', 'Premier League', 'La Liga', 'Serie A', 'Bundesliga'],
    teams: [
      'Galatasaray',
      'Fenerbahçe',
      'Beşiktaş',
      'Trabzonspor',
      'Başakşehir',
      'Samsunspor',
      'Göztepe',
      'Kasımpaşa',
      'Arsenal',
      'Liverpool',
      'Chelsea',
      'Real Madrid',
      'Barcelona',
      'Sevilla',
      'Inter',
      'Milan',
      'Napoli',
      'Bayern',
      'Dortmund',
      'Leipzig',
    ],
  },
  {
    key: 'basketball',
    name: { tr: 'Basketbol', en: 'Basketball' },
    every: 30,
    offset: 5,
    duration: 60,
    lastScoring: 58,
    draws: false,
    leagues: ['BSL', 'EuroLeague', 'NBA'],
    teams: [
      'Anadolu Efes',
      'Fenerbahçe Beko',
      'Galatasaray MCT',
      'Beşiktaş Fibabanka',
      'Türk Telekom',
      'Real Madrid',
      'Olympiacos',
      'Panathinaikos',
      'Celtics',
      'Lakers',
      'Nuggets',
      'Knicks',
    ],
  },
  {
    key: 'tennis',
    name: { tr: 'Tenis', en: 'Tennis' },
    every: 45,
    offset: 10,
    duration: 90,
    lastScoring: 85,
    draws: false,
    leagues: ['ATP İstanbul', 'WTA Antalya', 'ATP Masters'],
    teams: [
      'C. Alcaraz',
      'J. Sinner',
      'N. Djokovic',
      'A. Zverev',
      'D. Medvedev',
      'C. Ruud',
      'Z. Sonay',
      'A. Sabalenka',
      'I. Swiatek',
      'C. Gauff',
      'E. Rybakina',
      'J. Paolini',
    ],
  },
];

export interface Selection {
  key: '1' | 'X' | '2';
  label: string;
  /** The price, or null while the selection is suspended: its result is decided, or its price would fall outside 1.01–50 (priceOf). */
  odds: number | null;
}
export interface SportEvent {
  id: string;
  sport: SportKey;
  sportName: string;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  endsAt: string;
  /** When the market stops taking bets: five minutes before anything can last score. */
  closesAt: string;
  status: 'prematch' | 'live' | 'finished';
  /** Minutes played (live). */
  minute: number | null;
  score: [number, number] | null;
  /** Bets are taken until `closesAt`, on the selections that are not suspended (and never on a decided tennis match). */
  open: boolean;
  selections: Selection[];
}

/** The secret as a key object: HMACs under it skip reading the key again (a fifth faster; a basketball match is 350 of them). */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    // One secret in production; tests use a few hundred.
    if (keys.size >= 1000) keys.clear();
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** Deterministic draws for one event under the server's secret: draw(max) is uniform in 0..max−1. */
function drawsFor(secret: string, id: string) {
  let counter = 0;
  const key = keyOf(secret);
  return (max: number) => {
    const digest = createHmac('sha256', key).update(`${id}:${counter++}`).digest();
    return digest.readUInt32BE(0) % max;
  };
}

interface Match {
  sport: Sport;
  id: string;
  start: number;
  league: string;
  home: string;
  away: string;
  /** Home minus away strength, −1 to 1. */
  edge: number;
  /** The chance each scoring moment (goal, basket, set) goes to the home side. */
  homeShare: number;
  /** Each scoring moment: minute and side. */
  timeline: Array<{ minute: number; side: 0 | 1; points: number }>;
}

/**
 * The outcome model. Every price comes from it (`fairChances` below), so
 * anything changed here must be changed there: football draws its number of
 * goals from FOOTBALL_GOALS, each at a minute uniform in 1..lastScoring and
 * for home with `homeShare`; basketball has three moments a minute up to
 * lastScoring, each for home with `homeShare` and worth 1, 2 or 3 points
 * (uniform), a tie going to home at the last minute; tennis plays sets at 30
 * and 60 and, if they split, at 85, each for home with `homeShare`.
 */
const FOOTBALL_GOALS = [0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6] as const;
const TENNIS_SET_MINUTES = [30, 60, 85] as const;

function teamsOf(sport: Sport, draw: (max: number) => number): [string, string] {
  const homeIndex = draw(sport.teams.length);
  const awayIndex = (homeIndex + 1 + draw(sport.teams.length - 1)) % sport.teams.length;
  return [sport.teams[homeIndex]!, sport.teams[awayIndex]!];
}

function matchOf(secret: string, sport: Sport, startMinute: number): Match {
  const id = `${sport.key}-${startMinute}`;
  const draw = drawsFor(secret, id);
  const [home, away] = teamsOf(sport, draw);
  const edge = (draw(2001) - 1000) / 1000;
  const timeline: Match['timeline'] = [];
  // draw(1000) < x takes ceil(x) of the thousand draws: the chance is exactly threshold / 1000.
  const homeThreshold = Math.ceil((0.5 + edge * 0.25) * 1000);
  const side = (): 0 | 1 => (draw(1000) < homeThreshold ? 0 : 1);
  if (sport.key === 'football') {
    const goals = FOOTBALL_GOALS[draw(FOOTBALL_GOALS.length)]!;
    for (let i = 0; i < goals; i++) timeline.push({ minute: 1 + draw(sport.lastScoring), side: side(), points: 1 });
  } else if (sport.key === 'basketball') {
    for (let minute = 1; minute <= sport.lastScoring; minute++) {
      for (let k = 0; k < 3; k++) timeline.push({ minute, side: side(), points: 1 + draw(3) });
    }
  } else {
    const sets: Array<0 | 1> = [side(), side()];
    if (sets[0] !== sets[1]) sets.push(side());
    sets.forEach((winner, i) => timeline.push({ minute: TENNIS_SET_MINUTES[i]!, side: winner, points: 1 }));
  }
  timeline.sort((a, b) => a.minute - b.minute);
  // No draws where the sport has none: the home side takes the last point.
  if (!sport.draws) {
    const [h, a] = scoreAt(timeline, sport.duration);
    if (h === a) timeline.push({ minute: sport.lastScoring, side: 0, points: 1 });
  }
  return {
    sport,
    id,
    start: startMinute * 60_000,
    league: sport.leagues[draw(sport.leagues.length)]!,
    home,
    away,
    edge,
    homeShare: homeThreshold / 1000,
    timeline,
  };
}

function scoreAt(timeline: Match['timeline'], minute: number): [number, number] {
  const score: [number, number] = [0, 0];
  for (const event of timeline) if (event.minute <= minute) score[event.side] += event.points;
  return score;
}

// Fair chances ------------------------------------------------------------------
//
// The chance of each final result given what the page shows (the minute and
// the score) and the edge, worked out exactly from the model above. The
// HMAC's draws are taken as exactly uniform: their modulo bias (under 1.7e-7
// of any draw's chance) moves no chance here by more than 2e-6, far under
// what a price can show.

/** home, draw, away; a result that can no longer happen is exactly 0, a certain one exactly 1. */
type Chances = [number, number, number];

function binomialPmf(n: number, p: number): Float64Array {
  const pmf = new Float64Array(n + 1);
  // pmf(0) = (1 − p)^n, then the ratio; p is 0.25..0.75, so nothing underflows for n ≤ 174.
  pmf[0] = (1 - p) ** n;
  for (let k = 0; k < n; k++) pmf[k + 1] = (pmf[k]! * (n - k) * p) / ((k + 1) * (1 - p));
  return pmf;
}

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

function footballChances(match: Match, minute: number, [h, a]: [number, number]): Chances {
  const past = Math.min(minute, match.sport.lastScoring) / match.sport.lastScoring;
  const scored = h + a;
  const p = match.homeShare;
  const chances: Chances = [0, 0, 0];
  // Each count of goals G the list can draw, weighted by how likely it makes `scored` goals by now
  // (each of G at or before the minute with chance `past`); the G − scored still to come split by `p`.
  FOOTBALL_GOALS.forEach((goals) => {
    if (goals < scored) return;
    const weight = binomial(goals, scored) * past ** scored * (1 - past) ** (goals - scored);
    if (weight === 0) return;
    const left = goals - scored;
    const homeGoals = binomialPmf(left, p);
    for (let x = 0; x <= left; x++) {
      const lead = h - a + x - (left - x);
      chances[lead > 0 ? 0 : lead === 0 ? 1 : 2] += weight * homeGoals[x]!;
    }
  });
  return chances;
}

/**
 * Basketball: n moments left, each ±(1, 2 or 3). Since 4 − U{1,2,3} is
 * U{1,2,3}, the points still to come are M − 4A in distribution, with M the
 * sum of n uniform 1–3s and A ~ Binomial(n, 1 − p) the away moments; so
 * P(home) = Σ_A P(A) · P(M ≥ 4A − lead), a sum of n + 1 terms over a table of M.
 */
const pointSums: Array<{ exact: Float64Array; atLeast: Float64Array; below: Float64Array }> = [];
function pointSumTails(n: number) {
  while (pointSums.length <= n) {
    const m = pointSums.length;
    const exact = new Float64Array(3 * m + 1);
    if (m === 0) exact[0] = 1;
    else
      pointSums[m - 1]!.exact.forEach((chance, s) => {
        for (let points = 1; points <= 3; points++) exact[s + points]! += chance / 3;
      });
    // atLeast[t] = P(M ≥ t), below[t] = P(M < t), each summed from its own end so that tiny chances stay exact.
    const atLeast = new Float64Array(exact.length + 1);
    const below = new Float64Array(exact.length + 1);
    for (let t = exact.length - 1; t >= 0; t--) atLeast[t] = atLeast[t + 1]! + exact[t]!;
    for (let t = 1; t <= exact.length; t++) below[t] = below[t - 1]! + exact[t - 1]!;
    pointSums.push({ exact, atLeast, below });
  }
  return pointSums[n]!;
}

function basketballChances(match: Match, minute: number, [h, a]: [number, number]): Chances {
  const left = 3 * (match.sport.lastScoring - Math.min(minute, match.sport.lastScoring));
  const lead = h - a;
  const { atLeast, below } = pointSumTails(left);
  const awayMoments = binomialPmf(left, 1 - match.homeShare);
  let home = 0;
  let away = 0;
  for (let k = 0; k <= left; k++) {
    // Home wins (a tie goes to home) when M ≥ 4k − lead.
    const t = 4 * k - lead;
    home += awayMoments[k]! * (t <= 0 ? 1 : t >= atLeast.length ? 0 : atLeast[t]!);
    away += awayMoments[k]! * (t <= 0 ? 0 : t >= below.length ? 1 : below[t]!);
  }
  return [home, 0, away];
}

function tennisChances(match: Match, [h, a]: [number, number]): Chances {
  const p = match.homeShare;
  if (h === 2 || a === 2) return h === 2 ? [1, 0, 0] : [0, 0, 1];
  // Sets still to play before someone has two; each is home's with p.
  const home = h === 1 && a === 1 ? p : h === 1 ? p + (1 - p) * p : a === 1 ? p * p : p * p * (3 - 2 * p);
  return [home, 0, 1 - home];
}

/** The chance of each final result, given the minute the page shows and the score at it. */
function fairChances(match: Match, minute: number): Chances {
  const score = scoreAt(match.timeline, minute);
  const chances =
    match.sport.key === 'football'
      ? footballChances(match, minute, score)
      : match.sport.key === 'basketball'
        ? basketballChances(match, minute, score)
        : tennisChances(match, score);
  const total = chances[0] + chances[1] + chances[2];
  return chances.map((c) => c / total) as Chances;
}

// Prices ------------------------------------------------------------------------

/** The book's margin: every price is the fair one divided by this, rounded down to the hundredth. */
export const BOOK_MARGIN = 1.06;
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 50;

/**
 * The price of a selection with fair chance p: 1 / (p × margin), rounded down
 * to the hundredth, so that it never pays more than 1 / margin of the stake in
 * expectation. Null (suspended) where no such price is between 1.01 and 50: a
 * result already decided (p is 0 or 1), one so likely that its price would
 * fall under 1.01 (p > 1 / (1.01 × margin)), or one so unlikely that it would
 * pass 50 (p < 1 / (50 × margin)), where a capped price would take far more
 * than the margin from whoever backs it (all of the stake, as p goes to 0).
 */
export function priceOf(p: number): number | null {
  if (!(p > 0 && p < 1)) return null;
  // The (1 + 1e-12) keeps a price of exactly 1.01 (p = 1 / (1.01 × margin)) from rounding down to 1.00.
  const odds = Math.floor((100 / (p * BOOK_MARGIN)) * (1 + 1e-12)) / 100;
  return odds < MIN_ODDS || odds > MAX_ODDS ? null : odds;
}

const LABELS: Record<Lang, { draw: string }> = { tr: { draw: 'Beraberlik' }, en: { draw: 'Draw' } };

/** Markets close this long before the last minute anything can score. */
export const CLOSE_BEFORE_LAST_SCORING_MINUTES = 5;

const closesAtOf = (match: Match) => match.start + (match.sport.lastScoring - CLOSE_BEFORE_LAST_SCORING_MINUTES) * 60_000;

function eventOf(match: Match, now: number, lang: Lang): SportEvent {
  const end = match.start + match.sport.duration * 60_000;
  const status = now < match.start ? 'prematch' : now < end ? 'live' : 'finished';
  const minute = status === 'live' ? Math.floor((now - match.start) / 60_000) : status === 'finished' ? match.sport.duration : 0;
  const [pHome, pDraw, pAway] = fairChances(match, minute);
  const selections: Selection[] = [{ key: '1', label: match.home, odds: priceOf(pHome) }];
  if (match.sport.draws) selections.push({ key: 'X', label: LABELS[lang].draw, odds: priceOf(pDraw) });
  selections.push({ key: '2', label: match.away, odds: priceOf(pAway) });
  const score = scoreAt(match.timeline, minute);
  // A decided tennis match has every selection suspended already; the rule stays, as the page states it.
  const decidedTennis = match.sport.key === 'tennis' && Math.max(...score) >= 2;
  return {
    id: match.id,
    sport: match.sport.key,
    sportName: match.sport.name[lang],
    league: match.league,
    home: match.home,
    away: match.away,
    startsAt: new Date(match.start).toISOString(),
    endsAt: new Date(end).toISOString(),
    closesAt: new Date(closesAtOf(match)).toISOString(),
    status,
    minute: status === 'live' ? minute : null,
    score: status === 'prematch' ? null : score,
    open: now < closesAtOf(match) && !decidedTennis && selections.some((s) => s.odds !== null),
    selections,
  };
}

/**
 * The lists of the current minute: everything in them changes only at a
 * minute's turn (starts, scores and closings are on the minute), and one list
 * costs thousands of HMACs (about 36 ms), which an unauthenticated caller
 * could ask for in a loop.
 */
const cache = new Map<string, SportEvent[]>();

/** Every pre-match event of the next `hours` hours and every live one, by start time. */
export function listEvents(secret: string, now: number, mode: 'prematch' | 'live', lang: Lang, hours = 12): SportEvent[] {
  const nowMinute = Math.floor(now / 60_000);
  const key = `${secret}\n${nowMinute}\n${mode}\n${lang}\n${hours}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const events = computeEvents(secret, now, nowMinute, mode, lang, hours);
  // Only this minute's lists are kept (two modes, two languages, a secret or two).
  for (const old of cache.keys()) if (!old.includes(`\n${nowMinute}\n`)) cache.delete(old);
  cache.set(key, events);
  return events;
}

function computeEvents(secret: string, now: number, nowMinute: number, mode: 'prematch' | 'live', lang: Lang, hours: number): SportEvent[] {
  const events: SportEvent[] = [];
  for (const sport of SPORTS) {
    const from = mode === 'live' ? nowMinute - sport.duration : nowMinute + 1;
    const to = mode === 'live' ? nowMinute : nowMinute + hours * 60;
    const first = Math.ceil((from - sport.offset) / sport.every) * sport.every + sport.offset;
    for (let start = first; start <= to; start += sport.every) {
      const event = eventOf(cachedMatch(secret, sport, start), now, lang);
      if (event.status === mode) events.push(event);
    }
  }
  return events.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}

/**
 * The matches looked at lately. A basketball match is about 350 HMACs (some
 * 2 ms); the lists, the bets placed and settled and the prices of one event
 * minute after minute all ask for the same few again. Bounded: the oldest
 * looked-at goes first.
 */
const MATCHES_KEPT = 512;
const matches = new Map<string, Match>();
function cachedMatch(secret: string, sport: Sport, start: number): Match {
  const key = `${secret}\n${sport.key}-${start}`;
  const kept = matches.get(key);
  if (kept) {
    // Looked at again: to the back of the queue.
    matches.delete(key);
    matches.set(key, kept);
    return kept;
  }
  const match = matchOf(secret, sport, start);
  matches.set(key, match);
  if (matches.size > MATCHES_KEPT) matches.delete(matches.keys().next().value!);
  return match;
}

/** The sport and start minute of an event id on the timetable, or null. */
function slotOf(id: string): { sport: Sport; start: number } | null {
  const match = /^(football|basketball|tennis)-(\d{1,10})$/.exec(id);
  if (!match) return null;
  const sport = SPORTS.find((s) => s.key === match[1])!;
  const start = Number(match[2]);
  if ((start - sport.offset) % sport.every !== 0) return null;
  return { sport, start };
}

/** One event by id (any status), or null for an id not on the timetable. */
export function findEvent(secret: string, id: string, now: number, lang: Lang): SportEvent | null {
  const slot = slotOf(id);
  return slot ? eventOf(cachedMatch(secret, slot.sport, slot.start), now, lang) : null;
}

/**
 * "Home – Away" of an event id: two HMACs (the teams are the first two
 * draws), where the whole event is hundreds; a player's list of bets names 50.
 */
export function eventTitle(secret: string, id: string): string | null {
  const slot = slotOf(id);
  if (!slot) return null;
  const canonical = `${slot.sport.key}-${slot.start}`;
  const kept = matches.get(`${secret}\n${canonical}`);
  const [home, away] = kept ? [kept.home, kept.away] : teamsOf(slot.sport, drawsFor(secret, canonical));
  return `${home} – ${away}`;
}

/** What the model drew for an event that the page does not show (its edge), for the tests' own reckoning of the chances. */
export function modelParameters(secret: string, id: string): { sport: SportKey; edge: number } | null {
  const slot = slotOf(id);
  return slot ? { sport: slot.sport.key, edge: cachedMatch(secret, slot.sport, slot.start).edge } : null;
}

/** The winning selection of a finished event. */
export function resultOf(event: SportEvent): Selection['key'] {
  const [h, a] = event.score ?? [0, 0];
  return h > a ? '1' : h < a ? '2' : 'X';
}
