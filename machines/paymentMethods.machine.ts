import { assign, fromPromise, setup, assertEvent } from 'xstate';
import type { PaymentType } from '../contract/enums';
import type { PaymentMethod } from '../contract/schemas';
import { paymentMachine } from './payment.machine';

export type PaymentMethodsEvent = { type: 'RETRY' } | { type: 'CHOOSE'; id: number };

/**
 * The deposit or withdraw methods (/dashboard/deposit, /dashboard/withdraw,
 * and the game view's Deposit Money dialog): the list from payment/methods,
 * each opening its payment form (the payment machine) with the method's id,
 * type, title and limits. A failure says so and offers Try again.
 *
 * Before the first deposit the deposit page also offers a deposit limit (issue 8).
 *
 * Supplied by src/: actors fetchMethods, fetchDepositLimitOffer, and the payment flow's effects.
 */
export const paymentMethodsMachine = setup({
  types: {} as {
    context: { type: PaymentType; methods: PaymentMethod[]; chosen: PaymentMethod | null; limitOffer: boolean; offerDepositLimit: boolean };
    /**
     * `limitOffer`: this place may offer a deposit limit (the deposit page; not
     * the game's Deposit Money dialog, whose link would lead away from the game).
     */
    input: { type: PaymentType; limitOffer?: boolean };
    events: PaymentMethodsEvent;
  },
  actors: {
    fetchMethods: fromPromise<PaymentMethod[], { type: PaymentType }>(async () => {
      throw new Error('fetchMethods is supplied by src/app');
    }),
    payment: paymentMachine,
    /** Whether to offer a deposit limit before the first deposit (issue 8; false for withdrawals). */
    fetchDepositLimitOffer: fromPromise<boolean, { limitOffer: boolean }>(async () => false),
  },
  guards: {
    isListed: ({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      return context.methods.some((method) => method.id === event.id);
    },
  },
  actions: {
    setMethods: assign((_, methods: PaymentMethod[]) => ({ methods })),
    choose: assign({
      chosen: ({ context, event }) => {
        assertEvent(event, 'CHOOSE');
        return context.methods.find((m) => m.id === event.id) ?? null;
      },
    }),
    unchoose: assign({ chosen: null }),
    withdrawOffer: assign({ offerDepositLimit: false }),
    setOffer: assign((_, offer: boolean) => ({ offerDepositLimit: offer })),
  },
}).createMachine({
  id: 'paymentMethods',
  description: 'The deposit or withdraw methods, each opening its payment form.',
  context: ({ input }) => ({
    type: input.type,
    methods: [],
    chosen: null,
    limitOffer: input.limitOffer ?? false,
    offerDepositLimit: false,
  }),
  // Beside the list, never in its way: an offer that cannot be read is simply not made.
  invoke: {
    id: 'fetchDepositLimitOffer',
    src: 'fetchDepositLimitOffer',
    input: ({ context }) => ({ limitOffer: context.limitOffer }),
    onDone: { actions: { type: 'setOffer', params: ({ event }) => event.output } },
    onError: { actions: 'withdrawOffer' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchMethods',
        src: 'fetchMethods',
        input: ({ context }) => ({ type: context.type }),
        onDone: { target: 'listing', actions: { type: 'setMethods', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: { description: 'The list could not load: a message and Try again.', on: { RETRY: 'loading' } },
    listing: {
      description: 'The methods; none, or the empty text.',
      on: { CHOOSE: { guard: 'isListed', target: 'paying', actions: 'choose' } },
    },
    paying: {
      description: 'The chosen method’s payment form runs as the child `payment`.',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => {
          const method = context.chosen!;
          return { id: method.id, type: method.type, title: method.title, minAmount: method.minAmount, maxAmount: method.maxAmount };
        },
        onDone: { target: 'listing', actions: 'unchoose' },
      },
    },
  },
});
