import { assign, fromPromise, sendTo, setup, assertEvent } from 'xstate';
import { SEARCH_TAKE, type Game } from '../contract/schemas';
import { inSystem } from './system';

export type GameSearchEvent =
  | { type: 'SEARCH'; query: string }
  | { type: 'RETRY' }
  /** The phone menu's Aviator shortcut. */
  | { type: 'AVIATOR'; mobile: boolean };

export const QUICK_SEARCH_DEBOUNCE_MS = 300;
/** Spec section 7: the shortcut searches for a non-live game named Aviator and opens the first result. */
export const AVIATOR_QUERY = 'Aviator';

/**
 * The menu's game search (spec sections 7 and 9: casino/games, take 5) and
 * the Aviator shortcut (a non-live search for 'Aviator', the first result
 * opened as any game tile opens it). No result says so; a failure says so.
 *
 * Supplied by src/: actor searchGames; actions showNotFound, showFailure.
 */
export const gameSearchMachine = setup({
  types: {} as { context: { query: string; results: Game[]; mobile: boolean }; events: GameSearchEvent },
  delays: { debounce: QUICK_SEARCH_DEBOUNCE_MS },
  actors: {
    searchGames: fromPromise<Game[], { live: boolean; search: string; skip: number; take: number }>(async () => {
      throw new Error('searchGames is supplied by src/app');
    }),
  },
  guards: {
    isBlankQuery: ({ event }) => {
      assertEvent(event, 'SEARCH');
      return event.query.trim() === '';
    },
    foundOne: (_, games: Game[] | undefined) => (games ?? []).length > 0,
  },
  actions: {
    setQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'SEARCH');
        return event.query;
      },
    }),
    /** Emptied, or only spaces: no search, and the box keeps what the player typed (issue 31: keys are the player's). */
    clear: assign({
      query: ({ event }) => {
        assertEvent(event, 'SEARCH');
        return event.query;
      },
      results: [],
    }),
    setDevice: assign({
      mobile: ({ event }) => {
        assertEvent(event, 'AVIATOR');
        return event.mobile;
      },
    }),
    setResults: assign((_, results: Game[]) => ({ results })),
    /** Opened as a tile opens it: the dialogs machine decides (a visitor logs in first). */
    openGame: sendTo(inSystem('dialogs'), (_, { game, mobile }: { game: Game; mobile: boolean }) => ({ type: 'OPEN.GAME', game, mobile })),
    /** The phone's menu gives way to the game. */
    closeMenu: sendTo(inSystem('mobileNav'), { type: 'CLOSE' }),
    showNotFound: () => {},
    showFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'gameSearch',
  description: 'The menu’s game search (five results) and the Aviator shortcut.',
  context: { query: '', results: [], mobile: false },
  initial: 'idle',
  on: {
    // An emptied box (typed away, or the search field's own clear button) clears the results.
    SEARCH: [
      { guard: 'isBlankQuery', target: '.idle', actions: 'clear' },
      { target: '.debouncing', reenter: true, actions: 'setQuery' },
    ],
  },
  states: {
    idle: { on: { AVIATOR: { target: 'findingAviator', actions: 'setDevice' } } },
    debouncing: { after: { debounce: 'searching' } },
    searching: {
      invoke: {
        id: 'searchGames',
        src: 'searchGames',
        input: ({ context }) => ({ live: false, search: context.query.trim(), skip: 0, take: SEARCH_TAKE }),
        onDone: { target: 'results', actions: { type: 'setResults', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    results: { description: 'Up to five games, or none found.', on: { AVIATOR: { target: 'findingAviator', actions: 'setDevice' } } },
    failed: { on: { RETRY: 'searching', AVIATOR: { target: 'findingAviator', actions: 'setDevice' } } },
    findingAviator: {
      description: 'Searches for Aviator; the first result opens.',
      invoke: {
        id: 'findAviator',
        src: 'searchGames',
        input: { live: false, search: AVIATOR_QUERY, skip: 0, take: SEARCH_TAKE },
        onDone: [
          {
            guard: { type: 'foundOne', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              { type: 'openGame', params: ({ event, context }) => ({ game: event.output[0]!, mobile: context.mobile }) },
              'closeMenu',
            ],
          },
          { target: 'idle', actions: 'showNotFound' },
        ],
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
