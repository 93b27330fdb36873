import { assign, fromPromise, setup, assertEvent } from 'xstate';
import type { Promotion } from '../contract/schemas';

export type PromotionsEvent = { type: 'RETRY' } | { type: 'OPEN'; index: number } | { type: 'CLOSE' };

/**
 * /promotions: the list (cms/promotions), then a promotion's detail dialog
 * (second image, title, HTML description; spec section 2 'Other'). A failure
 * says so and offers Try again.
 *
 * Supplied by src/: actor fetchPromotions.
 */
export const promotionsMachine = setup({
  types: {} as { context: { promotions: Promotion[]; selected: number | null }; events: PromotionsEvent },
  actors: {
    fetchPromotions: fromPromise<Promotion[]>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  guards: {
    exists: ({ context, event }) => {
      assertEvent(event, 'OPEN');
      return event.index >= 0 && event.index < context.promotions.length;
    },
  },
  actions: {
    setPromotions: assign((_, promotions: Promotion[]) => ({ promotions })),
    select: assign({
      selected: ({ event }) => {
        assertEvent(event, 'OPEN');
        return event.index;
      },
    }),
    unselect: assign({ selected: null }),
  },
}).createMachine({
  id: 'promotions',
  description: 'The promotions page and its detail dialog.',
  context: { promotions: [], selected: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPromotions',
        src: 'fetchPromotions',
        onDone: { target: 'shown', actions: { type: 'setPromotions', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    shown: {
      initial: 'browsing',
      states: {
        browsing: {
          description: 'The cards; none, or the empty text.',
          on: { OPEN: { guard: 'exists', target: 'reading', actions: 'select' } },
        },
        reading: {
          description: "One promotion's detail dialog.",
          on: { CLOSE: { target: 'browsing', actions: 'unselect' } },
        },
      },
    },
  },
});
