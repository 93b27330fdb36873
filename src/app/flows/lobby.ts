import { fromPromise } from 'xstate';
import { lobbyMachine, type GamesRequest, type SearchPage } from '../../../machines/lobby.machine';
import { dataOf } from '../effects';
import type { Services } from '../services';

/** One game more than a page is asked for, to know whether more exist. */
async function pageOf(fetchPage: (take: number) => Promise<SearchPage['games']>, take: number): Promise<SearchPage> {
  const games = await fetchPage(take + 1);
  return { games: games.slice(0, take), more: games.length > take };
}

/**
 * A casino page's games with their calls: casino/categorygames a page at a
 * time, the player's casino/favoritegames and casino/recentgames (of the
 * page's categories), casino/providers, and casino/games a page at a time.
 */
export const createFlow = (services: Services) =>
  lobbyMachine.provide({
    actors: {
      fetchGames: fromPromise(async ({ input }: { input: GamesRequest }): Promise<SearchPage> => {
        if (input.list === 'category') {
          const { list: _, ...request } = input;
          return pageOf((take) => dataOf(services, 'categoryGames', { ...request, take }), input.take);
        }
        if (input.list === 'favourites') return { games: await dataOf(services, 'favouriteGames', { systemCategory: input.systemCategory }), more: false };
        // Recently played is one short list across the casino: the page shows its own kind.
        const recent = await dataOf(services, 'recentGames');
        return { games: recent.filter((game) => input.systemCategory.includes(game.systemCategory)), more: false };
      }),
      fetchProviders: fromPromise(() => dataOf(services, 'gameProviders')),
      searchGames: fromPromise(({ input }) => pageOf((take) => dataOf(services, 'searchGames', { ...input, take }), input.take)),
    },
  });
