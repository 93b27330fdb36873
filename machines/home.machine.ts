import { assign, fromPromise, setup } from 'xstate';
import type { Game, Promotion, TopWinner } from '../src/api/schemas';

/** A lobby section of the home page: a category's first games, with a link to its page. */
export interface HomeSection {
  title: string;
  url: string;
  games: Game[];
}

export type HomeEvent = { type: 'RETRY.WINNERS' } | { type: 'RETRY.SECTIONS' } | { type: 'RETRY.PROMOTIONS' };


/**
 * The home page's sections, each loading on its own so one failure leaves the
 * others: the 'Top Winners' card (transaction/topwinners, isLive false, 40),
 * the lobby sections (a few games of each casino page), and the promotions.
 * A failed section says so and offers Try again.
 *
 * Supplied by src/: actors fetchWinners, fetchSections, fetchPromotions.
 */
export const homeMachine = setup({
  types: {} as { context: { winners: TopWinner[]; sections: HomeSection[]; promotions: Promotion[] }; events: HomeEvent },
  actors: {
    fetchWinners: fromPromise<TopWinner[]>(async () => []),
    fetchSections: fromPromise<HomeSection[]>(async () => []),
    fetchPromotions: fromPromise<Promotion[]>(async () => []),
  },
  actions: {
    setWinners: assign({ winners: ({ event }) => (event as unknown as { output: TopWinner[] }).output }),
    setSections: assign({ sections: ({ event }) => (event as unknown as { output: HomeSection[] }).output }),
    setPromotions: assign({ promotions: ({ event }) => (event as unknown as { output: Promotion[] }).output }),
  },
}).createMachine({
  id: 'home',
  description: 'The home page’s sections: top winners, lobby sections, promotions; each loads and fails on its own.',
  context: { winners: [], sections: [], promotions: [] },
  type: 'parallel',
  states: {
    winners: {
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'fetchWinners', src: 'fetchWinners', onDone: { target: 'ready', actions: 'setWinners' }, onError: 'failed' } },
        ready: {},
        failed: { on: { 'RETRY.WINNERS': 'loading' } },
      },
    },
    sections: {
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'fetchSections', src: 'fetchSections', onDone: { target: 'ready', actions: 'setSections' }, onError: 'failed' } },
        ready: {},
        failed: { on: { 'RETRY.SECTIONS': 'loading' } },
      },
    },
    promotions: {
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'fetchPromotions', src: 'fetchPromotions', onDone: { target: 'ready', actions: 'setPromotions' }, onError: 'failed' } },
        ready: {},
        failed: { on: { 'RETRY.PROMOTIONS': 'loading' } },
      },
    },
  },
});
