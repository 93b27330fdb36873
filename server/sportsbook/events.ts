// The demo sportsbook's events. A fixed timetable (a football match every 20
// minutes, basketball every 30, tennis every 45) gives every moment its
// pre-match and live events; what happens in each match comes from an HMAC of
// the event's id under a secret the server keeps, so the page can show the
// score so far but nobody can work out the result in advance.
import { createHmac } from 'node:crypto';

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
    teams: ['Galatasaray', 'Fenerbahçe', 'Beşiktaş', 'Trabzonspor', 'Başakşehir', 'Samsunspor', 'Göztepe', 'Kasımpaşa', 'Arsenal', 'Liverpool', 'Chelsea', 'Real Madrid', 'Barcelona', 'Sevilla', 'Inter', 'Milan', 'Napoli', 'Bayern', 'Dortmund', 'Leipzig'],
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
    teams: ['Anadolu Efes', 'Fenerbahçe Beko', 'Galatasaray MCT', 'Beşiktaş Fibabanka', 'Türk Telekom', 'Real Madrid', 'Olympiacos', 'Panathinaikos', 'Celtics', 'Lakers', 'Nuggets', 'Knicks'],
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
    teams: ['C. Alcaraz', 'J. Sinner', 'N. Djokovic', 'A. Zverev', 'D. Medvedev', 'C. Ruud', 'Z. Sonay', 'A. Sabalenka', 'I. Swiatek', 'C. Gauff', 'E. Rybakina', 'J. Paolini'],
  },
];

export interface Selection {
  key: '1' | 'X' | '2';
  label: string;
  odds: number;
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
  status: 'prematch' | 'live' | 'finished';
  /** Minutes played (live). */
  minute: number | null;
  score: [number, number] | null;
  /** Bets are taken until five minutes before anything can last score (and never on a decided tennis match). */
  open: boolean;
  selections: Selection[];
}

/** Deterministic draws for one event under the server's secret. */
function drawsFor(secret: string, id: string) {
  let counter = 0;
  return (max: number) => {
    const digest = createHmac('sha256', secret).update(`${id}:${counter++}`).digest();
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
  /** Each scoring moment: minute and side. */
  timeline: Array<{ minute: number; side: 0 | 1; points: number }>;
}

function matchOf(secret: string, sport: Sport, startMinute: number): Match {
  const id = `${sport.key}-${startMinute}`;
  const draw = drawsFor(secret, id);
  const homeIndex = draw(sport.teams.length);
  const awayIndex = (homeIndex + 1 + draw(sport.teams.length - 1)) % sport.teams.length;
  const edge = (draw(2001) - 1000) / 1000;
  const timeline: Match['timeline'] = [];
  const share = 0.5 + edge * 0.25;
  const side = (): 0 | 1 => (draw(1000) < share * 1000 ? 0 : 1);
  if (sport.key === 'football') {
    const goals = [0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6][draw(13)]!;
    for (let i = 0; i < goals; i++) timeline.push({ minute: 1 + draw(sport.lastScoring), side: side(), points: 1 });
  } else if (sport.key === 'basketball') {
    for (let minute = 1; minute <= sport.lastScoring; minute++) {
      for (let k = 0; k < 3; k++) timeline.push({ minute, side: side(), points: 1 + draw(3) });
    }
  } else {
    // Tennis: sets at 30, 60 and (if needed) 85 minutes.
    const sets: Array<0 | 1> = [side(), side()];
    if (sets[0] !== sets[1]) sets.push(side());
    sets.forEach((winner, i) => timeline.push({ minute: [30, 60, 85][i]!, side: winner, points: 1 }));
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
    home: sport.teams[homeIndex]!,
    away: sport.teams[awayIndex]!,
    edge,
    timeline,
  };
}

function scoreAt(timeline: Match['timeline'], minute: number): [number, number] {
  const score: [number, number] = [0, 0];
  for (const event of timeline) if (event.minute <= minute) score[event.side] += event.points;
  return score;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const toOdds = (p: number) => Math.max(1.01, Math.min(50, round2(1 / (Math.max(0.01, p) * 1.06))));

/** Win probabilities (home, draw, away) from the edge, the score and how much is left. */
function chances(match: Match, minute: number): [number, number, number] {
  // What is left of the time in which anything can still score.
  const left = Math.max(0, 1 - minute / match.sport.lastScoring);
  const [h, a] = scoreAt(match.timeline, minute);
  const lead = match.sport.key === 'basketball' ? (h - a) / 8 : h - a;
  const strength = match.edge * 1.2 * left + lead * (1.2 + 2 * (1 - left));
  const home = 1 / (1 + Math.exp(-strength));
  if (!match.sport.draws) return [home, 0, 1 - home];
  const drawChance = h === a ? 0.27 + 0.5 * (1 - left) : 0.27 * left;
  return [home * (1 - drawChance), drawChance, (1 - home) * (1 - drawChance)];
}

const LABELS: Record<Lang, { draw: string }> = { tr: { draw: 'Beraberlik' }, en: { draw: 'Draw' } };

/** Markets close this long before the last minute anything can score. */
export const CLOSE_BEFORE_LAST_SCORING_MINUTES = 5;

/**
 * Whether the market takes bets: only while its result can still change, by
 * the rules the page shows (a result nobody can change, priced at odds, is a
 * risk-free bet). Closed five minutes before the last scoring minute, and at
 * once for a tennis match someone has won (two sets).
 */
function isOpen(match: Match, now: number, minute: number): boolean {
  const closesAt = match.start + (match.sport.lastScoring - CLOSE_BEFORE_LAST_SCORING_MINUTES) * 60_000;
  if (now >= closesAt) return false;
  return !(match.sport.key === 'tennis' && Math.max(...scoreAt(match.timeline, minute)) >= 2);
}

function eventOf(match: Match, now: number, lang: Lang): SportEvent {
  const end = match.start + match.sport.duration * 60_000;
  const status = now < match.start ? 'prematch' : now < end ? 'live' : 'finished';
  const minute = status === 'live' ? Math.floor((now - match.start) / 60_000) : status === 'finished' ? match.sport.duration : 0;
  const [pHome, pDraw, pAway] = chances(match, minute);
  const selections: Selection[] = [{ key: '1', label: match.home, odds: toOdds(pHome) }];
  if (match.sport.draws) selections.push({ key: 'X', label: LABELS[lang].draw, odds: toOdds(pDraw) });
  selections.push({ key: '2', label: match.away, odds: toOdds(pAway) });
  return {
    id: match.id,
    sport: match.sport.key,
    sportName: match.sport.name[lang],
    league: match.league,
    home: match.home,
    away: match.away,
    startsAt: new Date(match.start).toISOString(),
    endsAt: new Date(end).toISOString(),
    status,
    minute: status === 'live' ? minute : null,
    score: status === 'prematch' ? null : scoreAt(match.timeline, minute),
    open: isOpen(match, now, minute),
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
      const event = eventOf(matchOf(secret, sport, start), now, lang);
      if (event.status === mode) events.push(event);
    }
  }
  return events.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}

/** One event by id (any status), or null for an id not on the timetable. */
export function findEvent(secret: string, id: string, now: number, lang: Lang): SportEvent | null {
  const match = /^(football|basketball|tennis)-(\d{1,10})$/.exec(id);
  if (!match) return null;
  const sport = SPORTS.find((s) => s.key === match[1])!;
  const start = Number(match[2]);
  if ((start - sport.offset) % sport.every !== 0) return null;
  return eventOf(matchOf(secret, sport, start), now, lang);
}

/** The winning selection of a finished event. */
export function resultOf(event: SportEvent): Selection['key'] {
  const [h, a] = event.score ?? [0, 0];
  return h > a ? '1' : h < a ? '2' : 'X';
}
