import { assign, fromPromise, setup } from 'xstate';
import type { CasinoCategory, Game } from '../src/api/schemas';

/** The casino pages by route: /casino/slot, /casino/live, … (spec section 2). */
export type LobbySlug = 'slot' | 'live' | 'games' | 'bingo' | 'tvbets';

export interface LobbyInput {
  slug: LobbySlug;
  /** The bootstrap config's casinoCategoryList entries of this page (slugList has the slug). */
  categories: CasinoCategory[];
}
export interface LobbyContext extends LobbyInput {
  /** 'all' or a category id: the live page's five filters, the slot page's categories. */
  selected: 'all' | number;
  games: Game[];
  query: string;
  results: Game[];
  total: number;
}
export type LobbyEvent =
  | { type: 'SELECT'; category: 'all' | number }
  | { type: 'SEARCH'; query: string }
  | { type: 'CLEAR' }
  | { type: 'MORE' }
  | { type: 'RETRY' };

/** A search waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Search results come a page at a time; 'Show more' asks for the next. */
export const SEARCH_PAGE_SIZE = 48;

export interface SearchPage {
  games: Game[];
  /** Whether the server may have more after these. */
  more: boolean;
}

/**
 * A casino page's games (spec section 2: /casino/slot, /casino/live with the
 * five live filters, /casino/games, /casino/bingo, /casino/tvbets): the
 * chosen category's games (casino/categorygames; 'All' asks for every
 * category of the page), and search over the page's kind of games
 * (casino/games with live for the live page) a page at a time. Clearing the
 * search returns to the category as it was.
 *
 * Supplied by src/: actors fetchCategoryGames, searchGames.
 */
export const lobbyMachine = setup({
  types: {} as { context: LobbyContext; input: LobbyInput; events: LobbyEvent },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  actors: {
    fetchCategoryGames: fromPromise<Game[], { systemCategory: number[] }>(async () => {
      throw new Error('fetchCategoryGames is supplied by src/app');
    }),
    searchGames: fromPromise<SearchPage, { live: boolean; search: string; skip: number; take: number }>(async () => {
      throw new Error('searchGames is supplied by src/app');
    }),
  },
  guards: {
    hasCategories: ({ context }) => context.categories.length > 0,
    isKnownCategory: ({ context, event }) =>
      event.type === 'SELECT' && (event.category === 'all' || context.categories.some((category) => category.id === event.category)),
    isBlankQuery: ({ event }) => event.type === 'SEARCH' && event.query.trim() === '',
    hasMore: ({ context }) => context.results.length < context.total,
  },
  actions: {
    select: assign({ selected: ({ event, context }) => (event.type === 'SELECT' ? event.category : context.selected) }),
    setGames: assign({ games: ({ event }) => (event as unknown as { output: Game[] }).output }),
    setQuery: assign({ query: ({ event, context }) => (event.type === 'SEARCH' ? event.query : context.query) }),
    clearQuery: assign({ query: '', results: [], total: 0 }),
    setResults: assign(({ event }) => {
      const page = (event as unknown as { output: SearchPage }).output;
      return { results: page.games, total: page.games.length + (page.more ? 1 : 0) };
    }),
    addResults: assign(({ event, context }) => {
      const page = (event as unknown as { output: SearchPage }).output;
      const results = [...context.results, ...page.games];
      return { results, total: results.length + (page.more ? 1 : 0) };
    }),
  },
}).createMachine({
  id: 'lobby',
  description: 'A casino page: its categories (or live filters), their games, and search.',
  context: ({ input }) => ({ ...input, selected: 'all', games: [], query: '', results: [], total: 0 }),
  initial: 'browsing',
  on: {
    SEARCH: [{ guard: 'isBlankQuery', target: '.browsing.resume', actions: 'clearQuery' }, { target: '.searching', actions: 'setQuery' }],
    CLEAR: { target: '.browsing.resume', actions: 'clearQuery' },
  },
  states: {
    browsing: {
      initial: 'choosing',
      on: { SELECT: { guard: 'isKnownCategory', target: '.loading', actions: 'select' } },
      states: {
        choosing: {
          description: 'A page without categories (the config has none yet) shows its empty text.',
          always: [{ guard: 'hasCategories', target: 'loading' }, { target: 'ready' }],
        },
        loading: {
          description: 'casino/categorygames for the chosen category, or for all of the page’s.',
          invoke: {
            id: 'fetchCategoryGames',
            src: 'fetchCategoryGames',
            input: ({ context }) => ({
              systemCategory: context.selected === 'all' ? context.categories.map((category) => category.id) : [context.selected],
            }),
            onDone: { target: 'ready', actions: 'setGames' },
            onError: 'failed',
          },
        },
        ready: { description: 'The games, or the empty text.' },
        failed: { description: 'A message and Try again.', on: { RETRY: 'loading' } },
        resume: { type: 'history', description: 'Back to the category as it was, after a search.' },
      },
    },
    searching: {
      initial: 'debouncing',
      on: { SEARCH: [{ guard: 'isBlankQuery', target: 'browsing.resume', actions: 'clearQuery' }, { target: '.debouncing', reenter: true, actions: 'setQuery' }] },
      states: {
        debouncing: { description: 'Waits for the player to stop typing.', after: { debounce: 'loading' } },
        loading: {
          invoke: {
            id: 'searchGames',
            src: 'searchGames',
            input: ({ context }) => ({ live: context.slug === 'live', search: context.query.trim(), skip: 0, take: SEARCH_PAGE_SIZE }),
            onDone: { target: 'results', actions: 'setResults' },
            onError: 'failed',
          },
        },
        results: { description: 'The results, or none found; Show more while there may be more.', on: { MORE: { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            id: 'searchMore',
            src: 'searchGames',
            input: ({ context }) => ({ live: context.slug === 'live', search: context.query.trim(), skip: context.results.length, take: SEARCH_PAGE_SIZE }),
            onDone: { target: 'results', actions: 'addResults' },
            onError: 'results',
          },
        },
        failed: { description: 'A message and Try again.', on: { RETRY: 'loading' } },
      },
    },
  },
});
