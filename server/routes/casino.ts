import { Hono } from 'hono';
import { calls } from '../../src/api/calls';
import * as games from '../casino/games';
import type { AppEnv } from '../context';
import { fail, ok } from '../http/respond';
import { requireAuth } from '../http/requireAuth';
import { json } from '../http/validate';

/** The catalogue calls (open to visitors) and favourites (players only). */
export const casinoRoutes = () =>
  new Hono<AppEnv>()
    .post('/games', json(calls.searchGames.request), async (c) => ok(c, await games.searchGames(c.get('deps').db, c.req.valid('json'))))
    .post('/categorygames', json(calls.categoryGames.request), async (c) =>
      ok(c, await games.categoryGames(c.get('deps').db, c.req.valid('json').systemCategory)),
    )
    .use('/togglefavorite', requireAuth)
    .post('/togglefavorite', json(calls.toggleFavourite.request), async (c) => {
      const { code, providerId } = c.req.valid('json');
      const result = await games.toggleFavourite(c.get('deps').db, c.get('auth').userId, code, providerId);
      if (!result) return fail(c, 'unknownGame');
      return ok(c, null, result === 'added' ? 'favouriteAdded' : 'favouriteRemoved');
    })
    .use('/favorites', requireAuth)
    .get('/favorites', async (c) => ok(c, { userFavoriteList: await games.favourites(c.get('deps').db, c.get('auth').userId) }));
