import { lobbyMachine } from '../../../machines/lobby.machine';
import type { CasinoCategory, Game, GameProvider } from '../../../src/api/schemas';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const category = (id: number, name: string): CasinoCategory => ({ id, name, slugList: ['live'], imageUrl: null });
const game: Game = { name: 'Türk Ruleti', gameCode: 'evolution-2901', providerName: 'EveryMatrix', mainProviderId: 7, system: null, productId: '1007', systemCategory: 21, imageUrl: null };
const evolution: GameProvider = { id: 7, name: 'Evolution', slug: 'evolution', gameCount: 40 };
const live = [category(21, 'Live Roulette'), category(22, 'Live Blackjack')];

export const lobbyModel = defineModel({
  id: 'lobby',
  machine: lobbyMachine,
  inputs: [
    { name: 'live casino, a player', input: { slug: 'live', categories: live, player: true } },
    { name: 'live casino, a visitor', input: { slug: 'live', categories: live } },
    { name: 'a page the config has no category for', input: { slug: 'tvbets', categories: [] } },
    { name: 'a studio’s page', input: { slug: 'provider', categories: live, providerPage: 7 } },
    { name: 'a studio’s page by slug', input: { slug: 'provider', categories: live, providerPage: 'evolution' } },
  ],
  events: [
    { type: 'SELECT', category: 'all' },
    { type: 'SELECT', category: 21 },
    { type: 'SELECT', category: 99 },
    { type: 'SELECT', category: 'favourites' },
    { type: 'SELECT', category: 'recent' },
    { type: 'FILTER', provider: 7 },
    { type: 'FILTER', provider: 'all' },
    { type: 'FILTER', provider: 99 },
    { type: 'SORT', sort: 'az' },
    { type: 'SEARCH', query: 'rulet' },
    { type: 'SEARCH', query: '  ' },
    { type: 'CLEAR' },
    { type: 'MORE' },
    { type: 'RETRY' },
    { type: 'PLAYER.CHANGED', player: true },
    { type: 'PLAYER.CHANGED', player: false },
    { type: 'xstate.done.actor.fetchProviders', output: [evolution] } as never,
    { type: 'xstate.error.actor.fetchProviders', error: networkError } as never,
    { type: 'xstate.done.actor.fetchGames', output: { games: [game], more: true } } as never,
    { type: 'xstate.done.actor.fetchGames', output: { games: [], more: false } } as never,
    { type: 'xstate.error.actor.fetchGames', error: networkError } as never,
    { type: 'xstate.done.actor.fetchMoreGames', output: { games: [game], more: false } } as never,
    { type: 'xstate.error.actor.fetchMoreGames', error: networkError } as never,
    { type: 'xstate.done.actor.searchGames', output: { games: [game], more: true } } as never,
    { type: 'xstate.done.actor.searchGames', output: { games: [], more: false } } as never,
    { type: 'xstate.error.actor.searchGames', error: networkError } as never,
    { type: 'xstate.done.actor.searchMore', output: { games: [game], more: false } } as never,
    { type: 'xstate.error.actor.searchMore', error: networkError } as never,
  ],
  // The studios come first here: they are orthogonal to the games, and
  // walking every state with them both pending and come tripled the paths.
  // A login or logout changes who the player is; the same again changes nothing (the page sends it once at start).
  allows: (snapshot, event) =>
    (snapshot.context.studios !== 'loading' || event.type.endsWith('fetchProviders')) &&
    (event.type !== 'PLAYER.CHANGED' || (event as { player: boolean }).player !== snapshot.context.player),
  // What each mode shows: the list's choice and paging while browsing, the results' paging while searching.
  project: (snapshot) =>
    snapshot.matches('searching')
      ? { studios: snapshot.context.studios, more: snapshot.context.results.length < snapshot.context.total }
      : {
          selected: snapshot.context.selected,
          player: snapshot.context.player,
          provider: snapshot.context.provider,
          studios: snapshot.context.studios,
          moreGames: snapshot.context.moreGames,
        },
  simplePaths: false,
});
