// The demo sportsbook the site frames on /spor, /livespor and their mobile
// fcg variants (betco: desktop, betsy: mobile). The page lists pre-match or
// live events with odds; with the session's sportsbook token the player can
// place bets that move real money in the wallet.
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import * as z from 'zod/mini';
import type { AppEnv } from '../context';
import { Refusal } from '../http/respond';
import { message, type Locale, type MessageKey } from '../messages';
import { escapeHtml } from '../pages/html';
import { listBets, placeBet, resolveSportsbookToken, sportsbookBalance, sportsbookSecret } from '../sportsbook/bets';
import { listEvents } from '../sportsbook/events';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'sportsbook', 'assets');
const ASSETS: Record<string, { body: string; type: string }> = {
  'sportsbook.js': { body: readFileSync(join(ASSETS_DIR, 'sportsbook.js'), 'utf8'), type: 'text/javascript; charset=utf-8' },
  'sportsbook.css': { body: readFileSync(join(ASSETS_DIR, 'sportsbook.css'), 'utf8'), type: 'text/css; charset=utf-8' },
};

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

function answer(c: Context<AppEnv>, locale: Locale, success: boolean, key: MessageKey, data: unknown = null, params: Record<string, string | number> = {}, status: 200 | 400 | 401 = 200) {
  return c.json({ success, message: message(locale, key, params), data }, status);
}

async function readBody<T>(c: Context<AppEnv>, schema: z.ZodMiniType<T>): Promise<{ ok: true; body: T } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: answer(c, c.get('locale'), false, 'malformedJson', null, {}, 400) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const locale = langOf((raw as { lang?: string } | null)?.lang, c.get('locale'));
    return { ok: false, response: answer(c, locale, false, 'invalidRequest', null, { field: String(parsed.error.issues[0]?.path[0] ?? 'body') }, 400) };
  }
  return { ok: true, body: parsed.data };
}

function sportsbookPage(brand: 'betco' | 'betsy', locale: Locale, mode: 'prematch' | 'live', sportsbookToken: string): string {
  const title = { tr: { prematch: 'Spor Bahisleri', live: 'Canlı Bahis' }, en: { prematch: 'Sports betting', live: 'Live betting' } }[locale][mode];
  const data = { brand, lang: locale, mode, token: sportsbookToken };
  const attributes = Object.entries(data)
    .map(([key, value]) => `data-${key}="${escapeHtml(value)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/demo/sportsbook/assets/sportsbook.css">
</head>
<body>
<div id="sportsbook" ${attributes}></div>
<script src="/demo/sportsbook/assets/sportsbook.js"></script>
</body>
</html>`;
}

export const sportsbookRoutes = () =>
  new Hono<AppEnv>()
    .get('/assets/:file', (c) => {
      const asset = ASSETS[c.req.param('file')];
      if (!asset) return c.notFound();
      c.header('Cache-Control', 'no-cache');
      return c.body(asset.body, 200, { 'content-type': asset.type });
    })
    .use('/api/*', cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['content-type'], maxAge: 600 }))
    .get('/api/events', async (c) => {
      const locale = langOf(c.req.query('lang'), c.get('locale'));
      const mode = c.req.query('mode') === 'live' ? 'live' : 'prematch';
      const secret = await sportsbookSecret(c.get('deps').db);
      return answer(c, locale, true, 'ok', { now: new Date().toISOString(), events: listEvents(secret, Date.now(), mode, locale) });
    })
    .post('/api/me', async (c) => {
      const read = await readBody(c, MeRequest);
      if (!read.ok) return read.response;
      const locale = langOf(read.body.lang, c.get('locale'));
      const player = await resolveSportsbookToken(c.get('deps').db, read.body.token);
      if (!player) return answer(c, locale, false, 'unauthorized', null, {}, 401);
      const bets = await listBets(c.get('deps'), player, locale);
      return answer(c, locale, true, 'ok', { username: player.username, balance: await sportsbookBalance(c.get('deps').db, player.userId), bets });
    })
    .post('/api/bet', async (c) => {
      const read = await readBody(c, BetRequest);
      if (!read.ok) return read.response;
      const locale = langOf(read.body.lang, c.get('locale'));
      const player = await resolveSportsbookToken(c.get('deps').db, read.body.token);
      if (!player) return answer(c, locale, false, 'unauthorized', null, {}, 401);
      try {
        const placed = await placeBet(c.get('deps'), player, read.body, locale);
        return answer(c, locale, true, 'sportBetPlaced', placed, { amount: formatLira(placed.bet.stake) });
      } catch (error) {
        if (error instanceof Refusal) return answer(c, locale, false, error.key, null, error.params);
        throw error;
      }
    })
    .get('/:brand{betco|betsy}', (c) => {
      const brand = c.req.param('brand') as 'betco' | 'betsy';
      const locale = langOf(c.req.query('lang'), c.get('locale'));
      const mode = c.req.query('mode') === 'live' ? 'live' : 'prematch';
      return c.html(sportsbookPage(brand, locale, mode, c.req.query('token') ?? ''));
    });

const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
const formatLira = (amount: number) => lira.format(amount);
