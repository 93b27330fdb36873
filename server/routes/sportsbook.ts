// The demo sportsbook the site frames on /spor, /livespor and their mobile
// fcg variants (betco: desktop, betsy: mobile). The page lists pre-match or
// live events with odds; with the session's sportsbook token the player can
// place bets that move real money in the wallet.
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import * as z from 'zod/mini';
import type { AppEnv } from '../context';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../http/idempotencyKey';
import { ok, Refusal } from '../http/respond';
import { json, localeFromBody } from '../http/validate';
import { formatMinor, type Locale } from '../messages';
import { toLira, toMinor } from '../services/wallet';
import { assetFiles } from '../pages/assets';
import { scriptPage } from '../pages/html';
import { listBets, placeBet, resolveSportsbookToken, sportsbookClock } from '../sportsbook/bets';
import { listEvents } from '../sportsbook/events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'sportsbook', 'assets');

const token = z.string().check(z.maxLength(100));
const lang = z.optional(z.enum(['tr', 'en']));
const MeRequest = z.object({ token, lang });
const BetRequest = z.object({
  token,
  lang,
  eventId: z.string().check(z.minLength(1), z.maxLength(40)),
  selection: z.enum(['1', 'X', '2']),
  odds: z.number().check(z.minimum(1)),
  stake: z.number(),
});

const langOf = (value: string | undefined, fallback: Locale): Locale => (value === 'en' ? 'en' : value === 'tr' ? 'tr' : fallback);

/** The sportsbook's player, or a 401 for a token whose session has ended. */
async function playerOf(c: Context<AppEnv>, token: string) {
  const player = await resolveSportsbookToken(c.get('deps').db, token);
  if (!player) throw new Refusal('unauthorized', {}, 401);
  return player;
}

function sportsbookPage(brand: 'betco' | 'betsy', locale: Locale, mode: 'prematch' | 'live', sportsbookToken: string): string {
  const title = { tr: { prematch: 'Spor Bahisleri', live: 'Canlı Bahis' }, en: { prematch: 'Sports betting', live: 'Live betting' } }[
    locale
  ][mode];
  return scriptPage({
    title,
    lang: locale,
    rootId: 'sportsbook',
    data: { brand, lang: locale, mode, token: sportsbookToken },
    stylesheet: '/demo/sportsbook/assets/sportsbook.css',
    script: '/demo/sportsbook/assets/sportsbook.js',
  });
}

export const sportsbookRoutes = () =>
  new Hono<AppEnv>()
    .get('/assets/:file', assetFiles(ASSETS_DIR, ['sportsbook.js', 'sportsbook.css']))
    .use('/api/*', cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['content-type', IDEMPOTENCY_HEADER], maxAge: 600 }))
    // The page says its language in the body (or the query); refusals and 400s speak it.
    .use(
      '/api/*',
      localeFromBody((body, c) => langOf((body as { lang?: string } | null)?.lang, c.get('locale'))),
    )
    .get('/api/events', async (c) => {
      c.set('locale', langOf(c.req.query('lang'), c.get('locale')));
      const mode = c.req.query('mode') === 'live' ? 'live' : 'prematch';
      // The database's clock, as for the bets: no instance shows a goal before the clock that takes bets has reached it.
      const { secret, now } = await sportsbookClock(c.get('deps').db);
      return ok(c, { now: new Date(now).toISOString(), events: listEvents(secret, now, mode, c.get('locale')) });
    })
    .post('/api/me', json(MeRequest), async (c) => {
      const player = await playerOf(c, c.req.valid('json').token);
      const bets = await listBets(c.get('deps'), player, c.get('locale'));
      return ok(c, { username: player.username, balance: toLira(await c.get('deps').balances.get(player.userId)), bets });
    })
    .post('/api/bet', json(BetRequest), async (c) => {
      const request = c.req.valid('json');
      const player = await playerOf(c, request.token);
      const placed = await placeBet(c.get('deps'), player, request, c.get('locale'), {
        idempotency: idempotencyKeyOf(c, 'sport_bet', request),
      });
      return ok(c, placed, 'sportBetPlaced', { amount: formatMinor(toMinor(placed.bet.stake)) });
    })
    .get('/:brand{betco|betsy}', (c) => {
      const brand = c.req.param('brand') as 'betco' | 'betsy';
      const locale = langOf(c.req.query('lang'), c.get('locale'));
      const mode = c.req.query('mode') === 'live' ? 'live' : 'prematch';
      return c.html(sportsbookPage(brand, locale, mode, c.req.query('token') ?? ''));
    });
