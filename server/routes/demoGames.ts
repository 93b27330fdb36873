// The demo providers' side of a launch: the game pages each launch URL opens
// (one path shape per launch system, as the real ones differ), Digitain's
// static pages under the site's /launch/digitain/, the game script and style,
// and the game API the page plays through. The API answers any origin (the
// launch token is the credential): SoftGamings' game runs in the site's
// sandboxed frame, whose origin is opaque.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../context';
import { resolveLaunch } from '../casino/launch';
import type { LaunchSystem } from '../casino/catalogue';
import { findGame } from '../casino/games';
import { gamePage } from '../games/page';
import { LaunchGone, PlayRequest, StartRequest, launchLanguage, playGame, startGame } from '../games/play';
import { Refusal } from '../http/respond';
import { message, type Locale, type MessageKey } from '../messages';

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'games', 'assets');
const ASSETS: Record<string, { body: string; type: string }> = {
  'game.js': { body: readFileSync(join(ASSETS_DIR, 'game.js'), 'utf8'), type: 'text/javascript; charset=utf-8' },
  'game.css': { body: readFileSync(join(ASSETS_DIR, 'game.css'), 'utf8'), type: 'text/css; charset=utf-8' },
};

/** Renders the game page for a token, if the token is live and was launched through `system` for `code`. */
async function renderGame(c: Context<AppEnv>, system: LaunchSystem, code: string | undefined) {
  const token = c.req.query('token') ?? '';
  const db = c.get('deps').db;
  const launch = token ? await resolveLaunch(db, token) : null;
  const language: Locale = launch?.language ?? (c.req.query('lang') === 'en' || c.req.query('language') === 'en' ? 'en' : c.get('locale'));
  const exit = system === 'Egt Digital' ? 'egt' : 'command';
  if (!launch || launch.system !== system || (code !== undefined && code !== launch.gameCode)) {
    const html = gamePage({ title: message(language, 'launchExpired'), language, token: '', exit, lobbyUrl: '', provider: system, error: message(language, 'launchExpired') });
    return c.html(html, 404);
  }
  const game = await findGame(db, launch.gameCode);
  return c.html(gamePage({ title: game?.name ?? launch.gameCode, language, token, exit, lobbyUrl: launch.lobbyUrl, provider: system }));
}

function answer(c: Context<AppEnv>, locale: Locale, body: { success: boolean; key: MessageKey; params?: Record<string, string | number>; data?: unknown }, status: 200 | 400 | 401 = 200) {
  return c.json({ success: body.success, message: message(locale, body.key, body.params), data: body.data ?? null }, status);
}

/** Runs a game API call: bad bodies are 400, a dead token 401, refusals `success: false`, all in the launch's language. */
async function gameCall<T>(c: Context<AppEnv>, schema: typeof StartRequest | typeof PlayRequest, run: (body: never) => Promise<T>) {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return answer(c, c.get('locale'), { success: false, key: 'malformedJson' }, 400);
  }
  const locale = await launchLanguage(c.get('deps'), (raw as { token?: unknown } | null)?.token);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
    return answer(c, locale, { success: false, key: 'invalidRequest', params: { field } }, 400);
  }
  try {
    return answer(c, locale, { success: true, key: 'ok', data: await run(parsed.data as never) });
  } catch (error) {
    if (error instanceof LaunchGone) return answer(c, locale, { success: false, key: 'launchExpired' }, 401);
    if (error instanceof Refusal) return answer(c, locale, { success: false, key: error.key, params: error.params });
    throw error;
  }
}

export const demoGameRoutes = () =>
  new Hono<AppEnv>()
    .get('/assets/:file', (c) => {
      const asset = ASSETS[c.req.param('file')];
      if (!asset) return c.notFound();
      c.header('Cache-Control', 'no-cache');
      // Readable from SoftGamings' opaque frame by script too (axe reads stylesheets).
      c.header('Access-Control-Allow-Origin', '*');
      return c.body(asset.body, 200, { 'content-type': asset.type });
    })
    .use('/api/*', cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['content-type'], maxAge: 600 }))
    .post('/api/start', (c) => gameCall(c, StartRequest, (body) => startGame(c.get('deps'), body)))
    .post('/api/play', (c) => gameCall(c, PlayRequest, (body) => playGame(c.get('deps'), body)))
    .get('/pragmatic/openGame', (c) => renderGame(c, 'Pragmatic Play', c.req.query('symbol')))
    .get('/everymatrix/:productId/:code', (c) => renderGame(c, 'EveryMatrix', c.req.param('code')))
    .get('/amusnet/launch', (c) => renderGame(c, 'Amusnet', c.req.query('gameId')))
    .get('/egt/:code', (c) => renderGame(c, 'Egt Digital', c.req.param('code')))
    .get('/hub88/:code', (c) => renderGame(c, 'Hub88', c.req.param('code')));

/** Digitain's static launch pages, as the site loads them from its own path (spec section 7). */
export const digitainRoutes = () =>
  new Hono<AppEnv>().get('/games/:code/index.html', (c) => renderGame(c, 'Digitain', c.req.param('code')));
