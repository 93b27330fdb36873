import { paymentMethodsMachine } from '../../../machines/paymentMethods.machine';
import { PaymentType } from '../../../contract/enums';
import type { PaymentMethod } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

const methods: PaymentMethod[] = [
  { id: 1, type: PaymentType.Deposit, title: 'Papara', minAmount: 50, maxAmount: 50_000, imageUrl: null },
  { id: 2, type: PaymentType.Deposit, title: 'Kredi Kartı', minAmount: 100, maxAmount: 20_000, imageUrl: '/media/method/kredi-karti.svg' },
];

interface Model {
  at: 'loading' | 'failed' | 'listing' | 'paying';
  type: number;
  methods: PaymentMethod[];
}

/**
 * The payment methods: the type's list, a listed method's payment form with
 * its id, type, title and limits (spec section 5's amount rules need them),
 * back to the list when it ends; Try again after a failure. Beside it, only
 * where asked (the deposit page), whether to offer a deposit limit (issue 8);
 * a failure to tell means no offer.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { type, limitOffer } = input as { type: number; limitOffer?: boolean };
    return {
      state: { at: 'loading', type, methods: [] },
      value: 'loading',
      invokes: [
        { src: 'fetchDepositLimitOffer', input: { limitOffer: limitOffer ?? false } },
        { src: 'fetchMethods', input: { type } },
      ],
      context: { methods: [], chosen: null, offerDepositLimit: false },
    };
  },
  step(model, event) {
    const same = { state: model, value: model.at };
    switch (event.type) {
      case 'xstate.done.actor.fetchMethods': {
        const methods = (event as unknown as { output: PaymentMethod[] }).output;
        return { state: { ...model, at: 'listing', methods }, value: 'listing', context: { methods } };
      }
      case 'xstate.error.actor.fetchMethods':
        return { state: { ...model, at: 'failed' }, value: 'failed' };
      case 'RETRY':
        return model.at === 'failed'
          ? { state: { ...model, at: 'loading' }, value: 'loading', invokes: [{ src: 'fetchMethods', input: { type: model.type } }] }
          : same;
      case 'CHOOSE': {
        const method = model.methods.find((m) => m.id === (event as unknown as { id: number }).id);
        if (model.at !== 'listing' || !method) return same;
        const { id, type, title, minAmount, maxAmount } = method;
        return {
          state: { ...model, at: 'paying' },
          value: 'paying',
          invokes: [{ src: 'payment', input: { id, type, title, minAmount, maxAmount } }],
          context: { chosen: method },
        };
      }
      case 'xstate.done.actor.payment':
        return { state: { ...model, at: 'listing' }, value: 'listing', context: { chosen: null } };
      case 'xstate.done.actor.fetchDepositLimitOffer':
        return { ...same, context: { offerDepositLimit: (event as unknown as { output: unknown }).output === true } };
      case 'xstate.error.actor.fetchDepositLimitOffer':
        return { ...same, context: { offerDepositLimit: false } };
      default:
        throw new Error(`the payment methods model has no rule for ${event.type}`);
    }
  },
});

export const paymentMethodsModel = defineModel({
  id: 'paymentMethods',
  machine: paymentMethodsMachine,
  inputs: [
    { name: 'deposit methods', input: { type: PaymentType.Deposit, limitOffer: true } },
    // Withdrawals say nothing of the offer: none is asked for.
    { name: 'withdraw methods', input: { type: PaymentType.Withdraw } },
  ],
  events: [
    { type: 'xstate.done.actor.fetchMethods', output: methods } as never,
    { type: 'xstate.error.actor.fetchMethods', error: networkError } as never,
    { type: 'RETRY' },
    { type: 'CHOOSE', id: 2 },
    { type: 'CHOOSE', id: 99 },
    { type: 'xstate.done.actor.payment', output: undefined } as never,
    { type: 'xstate.done.actor.fetchDepositLimitOffer', output: true } as never,
    { type: 'xstate.error.actor.fetchDepositLimitOffer', error: networkError } as never,
  ],
  oracle,
});
