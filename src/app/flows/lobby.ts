import { fromPromise } from 'xstate';
import { lobbyMachine } from '../../../machines/lobby.machine';
import { dataOf } from '../effects';
import type { Services } from '../services';

/** A casino page's games with their calls: casino/categorygames, and casino/games a page at a time (one more asked, to know whether more exist). */
export const createLobbyFlow = (services: Services) =>
  lobbyMachine.provide({
    actors: {
      fetchCategoryGames: fromPromise(({ input }) => dataOf(services, 'categoryGames', input)),
      searchGames: fromPromise(async ({ input }) => {
        const games = await dataOf(services, 'searchGames', { ...input, take: input.take + 1 });
        return { games: games.slice(0, input.take), more: games.length > input.take };
      }),
    },
  });
