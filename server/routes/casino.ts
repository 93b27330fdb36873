import { Hono, type Context } from 'hono';
import { calls } from '../../contract/calls';
import { launchGame, type LaunchRequest } from '../casino/launch';
import * as games from '../casino/games';
import { gameHistory } from '../casino/history';
import type { AppEnv } from '../context';
import { fail, ok } from '../http/respond';
import { requireAuth } from '../http/requireAuth';
import { json } from '../http/validate';
import { rateLimit } from '../http/rateLimit';
import { openFunSession } from '../casino/funPlay';
import { siteLobbyUrl, siteOrigin } from '../http/siteOrigin';

/** Fun sessions a visitor's address may open a minute: plenty for play, not for filling the table. */
const FUN_LAUNCHES_PER_MINUTE = 30;

/** Launches for the logged-in player; a refusal (unknown game, blocked account) is `success: false` with a message. */
async function launch(c: Context<AppEnv>, request: LaunchRequest) {
  const deps = c.get('deps');
  return ok(
    c,
    await launchGame(
      deps.db,
      c.get('auth'),
      { ...request, lobbyUrl: siteLobbyUrl(request.lobbyUrl, c) },
      siteOrigin(c),
      deps.clock.now(),
      deps.config.digitainStaticHosts,
    ),
  );
}

/** The catalogue calls (open to visitors), favourites, game history and the launch calls (players only). */
export const casinoRoutes = () =>
  new Hono<AppEnv>()
    .post('/games', json(calls.searchGames.request), async (c) => ok(c, await games.searchGames(c.get('deps').db, c.req.valid('json'))))
    .post('/categorygames', json(calls.categoryGames.request), async (c) =>
      ok(c, await games.categoryGames(c.get('deps').db, c.req.valid('json'))),
    )
    .get('/providers', async (c) => ok(c, await games.gameProviders(c.get('deps').db)))
    // Play for fun: open to visitors, so limited per address (each call stores a session).
    .post('/funlaunchurl', rateLimit(FUN_LAUNCHES_PER_MINUTE), json(calls.funLaunch.request), async (c) => {
      const { gameCode, isMobile, language, lobbyUrl } = c.req.valid('json');
      const deps = c.get('deps');
      const lobby = siteLobbyUrl(lobbyUrl, c) ?? '';
      const token = await openFunSession(deps.db, { gameCode, mobile: isMobile, language, lobbyUrl: lobby });
      return ok(c, `${siteOrigin(c)}/demo/games/fun/${encodeURIComponent(gameCode)}?${new URLSearchParams({ token }).toString()}`);
    })
    .use('/favoritegames', requireAuth)
    .post('/favoritegames', json(calls.favouriteGames.request), async (c) =>
      ok(c, await games.favouriteGames(c.get('deps').db, c.get('auth').userId, c.req.valid('json').systemCategory)),
    )
    .use('/recentgames', requireAuth)
    .get('/recentgames', async (c) => ok(c, await games.recentGames(c.get('deps').db, c.get('auth').userId)))
    .use('/togglefavorite', requireAuth)
    .post('/togglefavorite', json(calls.toggleFavourite.request), async (c) => {
      const { code, providerId } = c.req.valid('json');
      const result = await games.toggleFavourite(c.get('deps').db, c.get('auth').userId, code, providerId);
      if (!result) return fail(c, 'unknownGame');
      return ok(c, null, result === 'added' ? 'favouriteAdded' : 'favouriteRemoved');
    })
    .use('/favorites', requireAuth)
    .get('/favorites', async (c) => ok(c, { userFavoriteList: await games.favourites(c.get('deps').db, c.get('auth').userId) }))
    .use('/gamehistory', requireAuth)
    .post('/gamehistory', json(calls.gameHistory.request), async (c) =>
      ok(c, await gameHistory(c.get('deps').db, c.get('auth').userId, c.req.valid('json'))),
    )
    .post('/pragmaticlaunchurl', requireAuth, json(calls.pragmaticLaunch.request), (c) =>
      launch(c, { system: 'Pragmatic Play', gameCode: c.req.valid('json').code, mobile: false, language: c.get('locale') }),
    )
    .post('/dtlaunchurl', requireAuth, json(calls.digitainLaunch.request), (c) =>
      launch(c, { system: 'Digitain', gameCode: c.req.valid('json').code, mobile: false, language: c.get('locale') }),
    )
    .post('/emlaunchurl', requireAuth, json(calls.everyMatrixLaunch.request), (c) => {
      const { code, productId } = c.req.valid('json');
      return launch(c, { system: 'EveryMatrix', gameCode: code, productId, mobile: false, language: c.get('locale') });
    })
    .post('/amusnetlaunchurl', requireAuth, json(calls.amusnetLaunch.request), (c) => {
      const { code, isMobile } = c.req.valid('json');
      return launch(c, { system: 'Amusnet', gameCode: code, mobile: isMobile, language: c.get('locale') });
    })
    .post('/egtlaunchurl', requireAuth, json(calls.egtLaunch.request), (c) => {
      const { platform, gameCode, language, lobbyUrl } = c.req.valid('json');
      return launch(c, { system: 'Egt Digital', gameCode, mobile: platform === 2, language, lobbyUrl });
    })
    .post('/hub88launchurl', requireAuth, json(calls.hub88Launch.request), (c) => {
      const { platform, gameCode, language, lobbyUrl } = c.req.valid('json');
      return launch(c, { system: 'Hub88', gameCode, mobile: platform === 2, language, lobbyUrl });
    })
    .post('/softgamingslaunchurl', requireAuth, json(calls.softGamingsLaunch.request), (c) => {
      const { system, pageCode, isMobile } = c.req.valid('json');
      return launch(c, {
        system: 'SoftGamings',
        gameCode: pageCode,
        softGamingsSystem: system,
        mobile: isMobile === 1,
        language: c.get('locale'),
      });
    });
