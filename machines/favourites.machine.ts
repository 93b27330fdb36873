import { assign, fromPromise, sendTo, setup, assertEvent } from 'xstate';
import { refused } from './answers';
import { inSystem, type Registered } from './system';
import type { Game } from '../contract/schemas';

declare module './system' {
  interface SystemActors {
    favourites: Registered<FavouritesEvent>;
  }
}

export type FavouritesEvent = { type: 'TOGGLE'; game: Game } | { type: 'SESSION.STARTED' };

interface ToggleAnswer {
  success: boolean;
  message: string;
}

/**
 * The player's favourite games (spec section 4 'Favourite toggle'): a visitor
 * who taps a heart gets the login form; a player's tap toggles the game
 * (casino/togglefavorite), says 'Added to favorites' (success) or 'Removed
 * from favorites' (warning), then reloads the list. A tile is active when its
 * gameCode is in the list. A refusal shows the server's message; nothing
 * changes.
 *
 * Supplied by src/: actors fetchFavourites, toggleFavourite; actions
 * showAdded, showRemoved, showRefusal, showFailure. It asks the dialogs
 * machine for the login form itself.
 */
export const favouritesMachine = setup({
  types: {} as { context: { codes: string[]; toggling: Game | null }; events: FavouritesEvent },
  actors: {
    fetchFavourites: fromPromise<string[]>(async () => {
      throw new Error('fetchFavourites is supplied by src/app');
    }),
    toggleFavourite: fromPromise<ToggleAnswer, { code: string; providerId: number }>(async () => {
      throw new Error('toggleFavourite is supplied by src/app');
    }),
  },
  guards: {
    refused,
    wasFavourite: ({ context }) => context.toggling !== null && context.codes.includes(context.toggling.gameCode),
  },
  actions: {
    setCodes: assign((_, codes: string[]) => ({ codes })),
    keepToggling: assign({
      toggling: ({ event }) => {
        assertEvent(event, 'TOGGLE');
        return event.game;
      },
    }),
    /** The heart answers at once; the reload confirms it. */
    flip: assign({
      codes: ({ context }) => {
        const code = context.toggling?.gameCode;
        if (!code) return context.codes;
        return context.codes.includes(code) ? context.codes.filter((c) => c !== code) : [...context.codes, code];
      },
    }),
    forgetToggling: assign({ toggling: null }),
    /** A visitor's heart: the login form (the dialogs machine's). */
    openLogin: sendTo(inSystem('dialogs'), { type: 'OPEN.LOGIN' }),
    showAdded: () => {},
    showRemoved: () => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'favourites',
  description: 'The favourite games: a visitor is asked to log in; a player toggles, hears which way, and the list reloads.',
  context: { codes: [], toggling: null },
  initial: 'visitor',
  states: {
    visitor: {
      on: {
        TOGGLE: { actions: 'openLogin' },
        'SESSION.STARTED': 'member',
      },
    },
    member: {
      initial: 'loading',
      states: {
        loading: {
          description: 'casino/favorites: the game codes.',
          invoke: {
            id: 'fetchFavourites',
            src: 'fetchFavourites',
            onDone: { target: 'ready', actions: { type: 'setCodes', params: ({ event }) => event.output } },
            onError: 'ready',
          },
        },
        ready: {
          on: { TOGGLE: { target: 'toggling', actions: 'keepToggling' } },
        },
        toggling: {
          description: 'One toggle at a time; taps meanwhile are ignored.',
          invoke: {
            id: 'toggleFavourite',
            src: 'toggleFavourite',
            input: ({ context }) => ({ code: context.toggling!.gameCode, providerId: context.toggling!.mainProviderId }),
            onDone: [
              {
                guard: { type: 'refused', params: ({ event }) => event.output },
                target: 'ready',
                actions: [
                  { type: 'showRefusal', params: ({ event }) => ({ message: (event.output as ToggleAnswer).message }) },
                  'forgetToggling',
                ],
              },
              { guard: 'wasFavourite', target: 'loading', actions: ['showRemoved', 'flip', 'forgetToggling'] },
              { target: 'loading', actions: ['showAdded', 'flip', 'forgetToggling'] },
            ],
            onError: {
              target: 'ready',
              actions: [{ type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetToggling'],
            },
          },
        },
      },
    },
  },
});
