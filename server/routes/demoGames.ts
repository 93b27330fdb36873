// The demo providers' side of a launch: the game pages each launch URL opens
// (one path shape per launch system, as the real ones differ), Digitain's
// static pages under the site's /launch/digitain/, the game script and style,
// and the game API the page plays through. The API answers any origin (the
// launch token is the credential): SoftGamings' game runs in the site's
// sandboxed frame, whose origin is opaque.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../context';
import { resolveLaunch } from '../casino/launch';
import { resolveFunSession } from '../casino/funPlay';
import type { LaunchSystem } from '../casino/catalogue';
import { findGame } from '../casino/games';
import { gamePage } from '../games/page';
import { assetFiles } from '../pages/assets';
import { PlayRequest, StartRequest, launchLanguage, playGame, startGame } from '../games/play';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../http/idempotencyKey';
import { ok } from '../http/respond';
import { json, localeFromBody } from '../http/validate';
import { message, type Locale } from '../messages';

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'games', 'assets');

/** Renders the game page for a token, if the token is live and was launched through `system` for `code`. */
async function renderGame(c: Context<AppEnv>, system: LaunchSystem, code: string | undefined) {
  const token = c.req.query('token') ?? '';
  const db = c.get('deps').db;
  const launch = token ? await resolveLaunch(db, token) : null;
  const language: Locale = launch?.language ?? (c.req.query('lang') === 'en' || c.req.query('language') === 'en' ? 'en' : c.get('locale'));
  const exit = system === 'Egt Digital' ? 'egt' : 'command';
  if (!launch || launch.system !== system || (code !== undefined && code !== launch.gameCode)) {
    const html = gamePage({
      title: message(language, 'launchExpired'),
      language,
      token: '',
      exit,
      lobbyUrl: '',
      provider: system,
      error: message(language, 'launchExpired'),
    });
    return c.html(html, 404);
  }
  const game = await findGame(db, launch.gameCode);
  return c.html(gamePage({ title: game?.name ?? launch.gameCode, language, token, exit, lobbyUrl: launch.lobbyUrl, provider: system }));
}

/** The game page of a fun session (play money): one page for every launch system, as the reference server's own. */
async function renderFunGame(c: Context<AppEnv>, code: string) {
  const token = c.req.query('token') ?? '';
  const fun = token ? await resolveFunSession(c.get('deps').db, token) : null;
  const language: Locale = fun?.language ?? c.get('locale');
  if (!fun || fun.gameCode !== code) {
    const html = gamePage({
      title: message(language, 'launchExpired'),
      language,
      token: '',
      exit: 'command',
      lobbyUrl: '',
      provider: '',
      error: message(language, 'launchExpired'),
    });
    return c.html(html, 404);
  }
  const game = await findGame(c.get('deps').db, code);
  return c.html(
    gamePage({ title: game?.name ?? code, language, token, exit: 'command', lobbyUrl: fun.lobbyUrl, provider: game?.providerName ?? '' }),
  );
}

export const demoGameRoutes = () =>
  new Hono<AppEnv>()
    // Readable from SoftGamings' opaque frame by script too (axe reads stylesheets).
    .get('/assets/:file', assetFiles(ASSETS_DIR, ['game.js', 'game.css'], { 'Access-Control-Allow-Origin': '*' }))
    .use('/api/*', cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['content-type', IDEMPOTENCY_HEADER], maxAge: 600 }))
    // Bad bodies are 400, a dead token 401, refusals `success: false`, all in the launch's language.
    .use(
      '/api/*',
      localeFromBody((body, c) => launchLanguage(c.get('deps'), body)),
    )
    .post('/api/start', json(StartRequest), async (c) => ok(c, await startGame(c.get('deps'), c.req.valid('json'))))
    .post('/api/play', json(PlayRequest), async (c) => {
      const request = c.req.valid('json');
      return ok(c, await playGame(c.get('deps'), request, idempotencyKeyOf(c, 'round', request)));
    })
    .get('/pragmatic/openGame', (c) => renderGame(c, 'Pragmatic Play', c.req.query('symbol')))
    .get('/everymatrix/:productId/:code', (c) => renderGame(c, 'EveryMatrix', c.req.param('code')))
    .get('/amusnet/launch', (c) => renderGame(c, 'Amusnet', c.req.query('gameId')))
    .get('/egt/:code', (c) => renderGame(c, 'Egt Digital', c.req.param('code')))
    .get('/hub88/:code', (c) => renderGame(c, 'Hub88', c.req.param('code')))
    .get('/fun/:code', (c) => renderFunGame(c, c.req.param('code')));

/** Digitain's static launch pages, as the site loads them from its own path (spec section 7). */
export const digitainRoutes = () =>
  new Hono<AppEnv>().get('/games/:code/index.html', (c) => renderGame(c, 'Digitain', c.req.param('code')));
