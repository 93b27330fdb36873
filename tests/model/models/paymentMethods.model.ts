import { paymentMethodsMachine } from '../../../machines/paymentMethods.machine';
import { PaymentType } from '../../../src/api/enums';
import type { PaymentMethod } from '../../../src/api/schemas';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const methods: PaymentMethod[] = [
  { id: 1, type: PaymentType.Deposit, title: 'Papara', minAmount: 50, maxAmount: 50_000, imageUrl: null },
  { id: 2, type: PaymentType.Deposit, title: 'Kredi Kartı', minAmount: 100, maxAmount: 20_000, imageUrl: '/media/method/kredi-karti.svg' },
];

export const paymentMethodsModel = defineModel({
  id: 'paymentMethods',
  machine: paymentMethodsMachine,
  inputs: [{ name: 'deposit methods', input: { type: PaymentType.Deposit, limitOffer: true } }],
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
});
