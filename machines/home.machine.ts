import { assign, fromPromise, setup } from 'xstate';
import type { Game, Promotion, TopWinner } from '../contract/schemas';
import { SECTION_SIZE, SECTION_SLUGS, TOP_WINNERS_COUNT, type SectionSlug } from './home.sections';
import type { MessageKey } from './messageKey';

/** A lobby section of the home page: a category's first games, with a link to its page. */
export interface HomeSection {
  /** Translated by the view. */
  title: MessageKey;
  url: string;
  games: Game[];
}

export type HomeEvent =
  | { type: 'RETRY.WINNERS' }
  | { type: 'RETRY.SECTIONS' }
  | { type: 'RETRY.PROMOTIONS' }
  | { type: 'RETRY.PLAYER' }
  /** A login (or logout) while the page is shown, from the app: only the player's own games follow it. */
  | { type: 'SESSION.CHANGED'; loggedIn: boolean };

/** A logged-in player's own games on the home page (issue 21, items 14 and 15): the last played and the hearted, a section each. */
export interface PlayerGames {
  recent: Game[];
  favourites: Game[];
}
export interface HomeInput {
  /** A logged-in player also has their own games. */
  player?: boolean;
}
export interface HomeContext {
  player: boolean;
  winners: TopWinner[];
  sections: HomeSection[];
  promotions: Promotion[];
  playerGames: PlayerGames;
}

/**
 * The home page's sections, each loading on its own so one failure leaves the
 * others: the 'Top Winners' card (transaction/topwinners, isLive false, 40),
 * the lobby sections (a few games of each casino page), and the promotions.
 * A failed section says so and offers Try again. A logged-in player also
 * gets their recently played and hearted games.
 *
 * Supplied by src/: actors fetchWinners, fetchSections, fetchPromotions, fetchPlayerGames.
 */
export const homeMachine = setup({
  types: {} as { context: HomeContext; input: HomeInput | undefined; events: HomeEvent },
  actors: {
    /** The player's recently played and favourite games, `size` of each at most. */
    fetchPlayerGames: fromPromise<PlayerGames, { size: number }>(async () => ({ recent: [], favourites: [] })),
    fetchWinners: fromPromise<TopWinner[], { isLive: boolean; count: number }>(async () => []),
    /** A section per casino page named, with `size` of its games; a page without categories or games has none. */
    fetchSections: fromPromise<HomeSection[], { slugs: readonly SectionSlug[]; size: number }>(async () => []),
    fetchPromotions: fromPromise<Promotion[]>(async () => []),
  },
  guards: {
    isPlayer: ({ context }) => context.player,
  },
  actions: {
    setPlayerGames: assign((_, playerGames: PlayerGames) => ({ playerGames })),
    /** A new player (or none): their games go, and load again for a player. */
    setPlayer: assign((_, player: boolean) => ({ player, playerGames: { recent: [], favourites: [] } })),
    setWinners: assign((_, winners: TopWinner[]) => ({ winners })),
    setSections: assign((_, sections: HomeSection[]) => ({ sections })),
    setPromotions: assign((_, promotions: Promotion[]) => ({ promotions })),
  },
}).createMachine({
  id: 'home',
  description:
    'The home page’s sections: top winners, lobby sections, promotions, and a player’s own games; each loads and fails on its own.',
  context: ({ input }) => ({
    player: input?.player ?? false,
    winners: [],
    sections: [],
    promotions: [],
    playerGames: { recent: [], favourites: [] },
  }),
  type: 'parallel',
  states: {
    winners: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchWinners',
            src: 'fetchWinners',
            input: { isLive: false, count: TOP_WINNERS_COUNT },
            onDone: { target: 'ready', actions: { type: 'setWinners', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        ready: {},
        failed: { on: { 'RETRY.WINNERS': 'loading' } },
      },
    },
    sections: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchSections',
            src: 'fetchSections',
            input: { slugs: SECTION_SLUGS, size: SECTION_SIZE },
            onDone: { target: 'ready', actions: { type: 'setSections', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        ready: {},
        failed: { on: { 'RETRY.SECTIONS': 'loading' } },
      },
    },
    promotions: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchPromotions',
            src: 'fetchPromotions',
            onDone: { target: 'ready', actions: { type: 'setPromotions', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        ready: {},
        failed: { on: { 'RETRY.PROMOTIONS': 'loading' } },
      },
    },
    player: {
      initial: 'checking',
      on: { 'SESSION.CHANGED': { target: '.checking', actions: { type: 'setPlayer', params: ({ event }) => event.loggedIn } } },
      states: {
        checking: { always: [{ guard: 'isPlayer', target: 'loading' }, { target: 'visitor' }] },
        visitor: { description: 'A visitor has no games of their own.' },
        loading: {
          invoke: {
            id: 'fetchPlayerGames',
            src: 'fetchPlayerGames',
            input: { size: SECTION_SIZE },
            onDone: { target: 'ready', actions: { type: 'setPlayerGames', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        ready: { description: 'Recently played and favourites, each shown when it has games.' },
        failed: { on: { 'RETRY.PLAYER': 'loading' } },
      },
    },
  },
});
