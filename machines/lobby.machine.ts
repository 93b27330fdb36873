import { and, assign, fromPromise, not, setup, assertEvent } from 'xstate';
import type { CasinoCategory, Game, GameProvider, GameSort } from '../contract/schemas';

/** The casino pages by route: /casino/slot, /casino/live, … (spec section 2), and a studio's page (/casino/provider/{id}). */
export type LobbySlug = 'slot' | 'live' | 'games' | 'bingo' | 'tvbets' | 'provider';

/** What the page lists: every category of the page, one of them, or the player's own games. */
export type LobbyPick = 'all' | number | 'favourites' | 'recent';

export interface LobbyInput {
  slug: LobbySlug;
  /** The bootstrap config's casinoCategoryList entries of this page (slugList has the slug); a studio's page has them all. */
  categories: CasinoCategory[];
  /** A studio's page: its id, or its slug (the footer's logos know the studios by slug: casino/providers gives the id). */
  providerPage?: number | string;
  /** A logged-in player also has Favourites and Recently played. */
  player?: boolean;
}
export interface LobbyContext extends Omit<LobbyInput, 'providerPage' | 'player'> {
  providerPage: number | string | null;
  player: boolean;
  selected: LobbyPick;
  /** The provider filter: every studio, or one. */
  provider: 'all' | number;
  sort: GameSort;
  /** The studios (casino/providers); empty while unknown, or when the back end has no such call. */
  providers: GameProvider[];
  /** Whether the studios came: without them the filter is not offered, and a studio's page says it cannot name the studio. */
  studios: 'loading' | 'ready' | 'unavailable';
  games: Game[];
  /** Whether the server may have more games after these. */
  moreGames: boolean;
  query: string;
  results: Game[];
  total: number;
}
export type LobbyEvent =
  | { type: 'SELECT'; category: LobbyPick }
  | { type: 'FILTER'; provider: 'all' | number }
  | { type: 'SORT'; sort: GameSort }
  | { type: 'SEARCH'; query: string }
  | { type: 'CLEAR' }
  | { type: 'MORE' }
  | { type: 'RETRY' }
  /** The player logged in or out while on the page (the app tells the page's flow): their search and list stay; their own lists go with them. */
  | { type: 'SESSION.CHANGED'; loggedIn: boolean };

/** A search waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Search results come a page at a time; 'Show more' asks for the next. */
export const SEARCH_PAGE_SIZE = 48;
/** A category's games come a page at a time too (issue 20: a page asks for what it shows). */
export const CATEGORY_PAGE_SIZE = 48;

export interface SearchPage {
  games: Game[];
  /** Whether the server may have more after these. */
  more: boolean;
}

/** What fetchGames is asked for: a page of categories' games, or the player's own lists of the page's categories. */
export type GamesRequest =
  | { list: 'category'; systemCategory: number[]; providerId?: number; sort: GameSort; skip: number; take: number }
  | { list: 'favourites' | 'recent'; systemCategory: number[] };

const pageCategories = (context: LobbyContext) => context.categories.map((category) => category.id);

/** The studio of a studio's page: its id as given, or the id of the studio with the given slug (0, which no studio has, while unknown). */
export function pageStudioId(context: Pick<LobbyContext, 'providerPage' | 'providers'>): number | undefined {
  if (context.providerPage === null) return undefined;
  if (typeof context.providerPage === 'number') return context.providerPage;
  return context.providers.find((provider) => provider.slug === context.providerPage)?.id ?? 0;
}

/** The request for the games of the current choice, from `skip` on. */
export function gamesRequest(context: LobbyContext, skip: number): GamesRequest {
  if (context.selected === 'favourites' || context.selected === 'recent')
    return { list: context.selected, systemCategory: pageCategories(context) };
  const providerId = pageStudioId(context) ?? (context.provider === 'all' ? undefined : context.provider);
  return {
    list: 'category',
    systemCategory: context.selected === 'all' ? pageCategories(context) : [context.selected],
    ...(providerId === undefined ? {} : { providerId }),
    sort: context.sort,
    skip,
    take: CATEGORY_PAGE_SIZE,
  };
}

/**
 * A casino page's games (spec section 2: /casino/slot, /casino/live with the
 * five live filters, /casino/games, /casino/bingo, /casino/tvbets) and a
 * studio's page: the chosen category's games a page at a time
 * (casino/categorygames; 'All' asks for every category of the page), of one
 * studio when the provider filter says so, in the chosen order (popular, new,
 * A–Z); for a player also their hearted and recently played games; and
 * search over the page's kind of games (casino/games with live for the live
 * page) a page at a time. Clearing the search returns to the list as it was.
 * The studios load beside it; without them the filter is not offered.
 *
 * Supplied by src/: actors fetchGames, fetchProviders, searchGames.
 */
export const lobbyMachine = setup({
  types: {} as { context: LobbyContext; input: LobbyInput; events: LobbyEvent },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  actors: {
    fetchGames: fromPromise<SearchPage, GamesRequest>(async () => {
      throw new Error('fetchGames is supplied by src/app');
    }),
    fetchProviders: fromPromise<GameProvider[]>(async () => {
      throw new Error('fetchProviders is supplied by src/app');
    }),
    searchGames: fromPromise<SearchPage, { live: boolean; search: string; skip: number; take: number }>(async () => {
      throw new Error('searchGames is supplied by src/app');
    }),
  },
  guards: {
    hasCategories: ({ context }) => context.categories.length > 0,
    awaitsStudios: ({ context }) => typeof context.providerPage === 'string' && context.studios === 'loading',
    // Named, not inline: Stately's tools and the flows export show a guard by its name.
    studiosKnown: not('awaitsStudios'),
    hasGamesToShow: and(['studiosKnown', 'hasCategories']),
    isKnownPick: ({ context, event }) => {
      assertEvent(event, 'SELECT');
      if (event.category === 'favourites' || event.category === 'recent') return context.player;
      return event.category === 'all' || context.categories.some((category) => category.id === event.category);
    },
    isKnownProvider: ({ context, event }) => {
      assertEvent(event, 'FILTER');
      return (
        context.providerPage === null && (event.provider === 'all' || context.providers.some((provider) => provider.id === event.provider))
      );
    },
    isBlankQuery: ({ event }) => {
      assertEvent(event, 'SEARCH');
      return event.query.trim() === '';
    },
    hasMore: ({ context }) => context.results.length < context.total,
    hasMoreGames: ({ context }) => context.moreGames,
    /** A player who logs out on Favourites or Recently played: those lists are theirs alone. */
    losesOwnList: ({ context, event }) => {
      assertEvent(event, 'SESSION.CHANGED');
      return !event.loggedIn && (context.selected === 'favourites' || context.selected === 'recent');
    },
  },
  actions: {
    setPlayer: assign({
      player: ({ event }) => {
        assertEvent(event, 'SESSION.CHANGED');
        return event.loggedIn;
      },
    }),
    backToAll: assign({ selected: 'all' as const, query: '', results: [], total: 0 }),
    select: assign({
      selected: ({ event }) => {
        assertEvent(event, 'SELECT');
        return event.category;
      },
    }),
    filter: assign({
      provider: ({ event }) => {
        assertEvent(event, 'FILTER');
        return event.provider;
      },
    }),
    order: assign({
      sort: ({ event }) => {
        assertEvent(event, 'SORT');
        return event.sort;
      },
    }),
    setProviders: assign((_, providers: GameProvider[]) => ({ providers, studios: 'ready' as const })),
    studiosUnavailable: assign({ studios: 'unavailable' as const }),
    setGames: assign((_, page: SearchPage) => ({ games: page.games, moreGames: page.more })),
    addGames: assign(({ context }, page: SearchPage) => {
      // A game the server moved between pages (a new one came out) is shown once.
      const shown = new Set(context.games.map((game) => game.gameCode));
      return { games: [...context.games, ...page.games.filter((game) => !shown.has(game.gameCode))], moreGames: page.more };
    }),
    setQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'SEARCH');
        return event.query;
      },
    }),
    clearQuery: assign({ query: '', results: [], total: 0 }),
    /** Only spaces typed: no search, but the box keeps what the player typed (issue 31: keys are the player's). */
    blankQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'SEARCH');
        return event.query;
      },
      results: [],
      total: 0,
    }),
    setResults: assign((_, page: SearchPage) => ({ results: page.games, total: page.games.length + (page.more ? 1 : 0) })),
    addResults: assign(({ context }, page: SearchPage) => {
      const results = [...context.results, ...page.games];
      return { results, total: results.length + (page.more ? 1 : 0) };
    }),
  },
}).createMachine({
  id: 'lobby',
  description:
    'A casino page or a studio’s page: its categories (or live filters), studios and orders, their games a page at a time, and search.',
  context: ({ input }) => ({
    slug: input.slug,
    categories: input.categories,
    providerPage: input.providerPage ?? null,
    player: input.player ?? false,
    selected: 'all',
    provider: 'all',
    sort: 'popular',
    providers: [],
    studios: 'loading',
    games: [],
    moreGames: false,
    query: '',
    results: [],
    total: 0,
  }),
  initial: 'browsing',
  // The studios: for the filter and a studio page's title. A back end without the call leaves the filter out.
  invoke: {
    id: 'fetchProviders',
    src: 'fetchProviders',
    onDone: { actions: { type: 'setProviders', params: ({ event }) => event.output } },
    onError: { actions: 'studiosUnavailable' },
  },
  on: {
    SEARCH: [
      { guard: 'isBlankQuery', target: '.browsing.resume', actions: 'blankQuery' },
      { target: '.searching', actions: 'setQuery' },
    ],
    CLEAR: { target: '.browsing.resume', actions: 'clearQuery' },
    // Logging in keeps what the player was looking at (a search typed before the login form too).
    'SESSION.CHANGED': [
      { guard: 'losesOwnList', target: '.browsing.loading', actions: ['setPlayer', 'backToAll'] },
      { actions: 'setPlayer' },
    ],
  },
  states: {
    browsing: {
      initial: 'choosing',
      on: {
        SELECT: { guard: 'isKnownPick', target: '.loading', actions: 'select' },
        FILTER: { guard: 'isKnownProvider', target: '.loading', actions: 'filter' },
        SORT: { target: '.loading', actions: 'order' },
      },
      states: {
        choosing: {
          description:
            'A page without categories (the config has none yet) shows its empty text; a studio’s page by slug waits for the studios to know its id.',
          always: [
            { guard: 'hasGamesToShow', target: 'loading' },
            { guard: 'studiosKnown', target: 'ready' },
          ],
        },
        loading: {
          description: 'The first page of the choice: casino/categorygames (or the player’s favourites or recent games).',
          invoke: {
            id: 'fetchGames',
            src: 'fetchGames',
            input: ({ context }) => gamesRequest(context, 0),
            onDone: { target: 'ready', actions: { type: 'setGames', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        ready: {
          description: 'The games, or the empty text; Show more while there may be more.',
          on: { MORE: { guard: 'hasMoreGames', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'The next page, added below the games shown.',
          invoke: {
            id: 'fetchMoreGames',
            src: 'fetchGames',
            input: ({ context }) => gamesRequest(context, context.games.length),
            onDone: { target: 'ready', actions: { type: 'addGames', params: ({ event }) => event.output } },
            onError: 'moreFailed',
          },
        },
        moreFailed: {
          description: 'The games shown stay; a message and Try again for the next page.',
          on: { RETRY: 'loadingMore', MORE: 'loadingMore' },
        },
        failed: { description: 'A message and Try again.', on: { RETRY: 'loading' } },
        resume: { type: 'history', description: 'Back to the list as it was, after a search.' },
      },
    },
    searching: {
      initial: 'debouncing',
      on: {
        SEARCH: [
          { guard: 'isBlankQuery', target: 'browsing.resume', actions: 'blankQuery' },
          { target: '.debouncing', reenter: true, actions: 'setQuery' },
        ],
      },
      states: {
        debouncing: { description: 'Waits for the player to stop typing.', after: { debounce: 'loading' } },
        loading: {
          invoke: {
            id: 'searchGames',
            src: 'searchGames',
            input: ({ context }) => ({ live: context.slug === 'live', search: context.query.trim(), skip: 0, take: SEARCH_PAGE_SIZE }),
            onDone: { target: 'results', actions: { type: 'setResults', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        results: {
          description: 'The results, or none found; Show more while there may be more.',
          on: { MORE: { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          invoke: {
            id: 'searchMore',
            src: 'searchGames',
            input: ({ context }) => ({
              live: context.slug === 'live',
              search: context.query.trim(),
              skip: context.results.length,
              take: SEARCH_PAGE_SIZE,
            }),
            onDone: { target: 'results', actions: { type: 'addResults', params: ({ event }) => event.output } },
            onError: 'moreFailed',
          },
        },
        moreFailed: {
          description: 'The results shown stay; a message and Try again for the next page.',
          on: { RETRY: 'loadingMore', MORE: 'loadingMore' },
        },
        failed: { description: 'A message and Try again.', on: { RETRY: 'loading' } },
      },
    },
  },
});
