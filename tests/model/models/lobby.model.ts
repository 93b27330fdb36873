import { lobbyMachine } from '../../../machines/lobby.machine';
import type { CasinoCategory, Game } from '../../../src/api/schemas';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const category = (id: number, name: string): CasinoCategory => ({ id, name, slugList: ['live'], imageUrl: null });
const game: Game = { name: 'Türk Ruleti', gameCode: 'evolution-2901', providerName: 'EveryMatrix', mainProviderId: 7, system: null, productId: '1007', systemCategory: 21, imageUrl: null };

export const lobbyModel = defineModel({
  id: 'lobby',
  machine: lobbyMachine,
  inputs: [
    { name: 'live casino', input: { slug: 'live', categories: [category(21, 'Live Roulette'), category(22, 'Live Blackjack')] } },
    { name: 'a page the config has no category for', input: { slug: 'tvbets', categories: [] } },
  ],
  events: [
    { type: 'SELECT', category: 'all' },
    { type: 'SELECT', category: 21 },
    { type: 'SELECT', category: 99 },
    { type: 'SEARCH', query: 'rulet' },
    { type: 'SEARCH', query: '  ' },
    { type: 'CLEAR' },
    { type: 'MORE' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.fetchCategoryGames', output: [game] } as never,
    { type: 'xstate.error.actor.fetchCategoryGames', error: networkError } as never,
    { type: 'xstate.done.actor.searchGames', output: { games: [game], more: true } } as never,
    { type: 'xstate.done.actor.searchGames', output: { games: [], more: false } } as never,
    { type: 'xstate.error.actor.searchGames', error: networkError } as never,
    { type: 'xstate.done.actor.searchMore', output: { games: [game], more: false } } as never,
    { type: 'xstate.error.actor.searchMore', error: networkError } as never,
  ],
  project: (snapshot) => ({ selected: snapshot.context.selected, more: snapshot.context.results.length < snapshot.context.total }),
  simplePaths: false,
});
