import { fromPromise } from 'xstate';
import { paymentMethodsMachine } from '../../../machines/paymentMethods.machine';
import { offersDepositLimit } from '../../../domain/limits';
import { dataOf } from '../effects';
import type { Services } from '../services';
import { createFlow as createPaymentFlow } from './payment';

/** The deposit or withdraw methods, each opening the payment form (./payment.ts). */
export const createFlow = (services: Services) =>
  paymentMethodsMachine.provide({
    actors: {
      fetchMethods: fromPromise(({ input }) => dataOf(services, 'paymentMethods', { type: input.type })),
      fetchDepositLimitOffer: fromPromise(async ({ input }) => input.limitOffer && offersDepositLimit(await dataOf(services, 'limits'))),
      payment: createPaymentFlow(services),
    },
  });
