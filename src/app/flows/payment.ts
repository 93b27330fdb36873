import { fromPromise } from 'xstate';
import { paymentMachine, type PaymentAnswer } from '../../../machines/payment.machine';
import { PaymentType } from '../../../contract/enums';
import { dataOf, failureToast, refusalToast, successToast, toast } from '../effects';
import type { Services } from '../services';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';

addStrings(casinoStrings);

/** The payment form with its effects: payment/detail, payment/deposit or payment/withdraw, and the toasts. */
export const createFlow = (services: Services) =>
  paymentMachine.provide({
    actors: {
      fetchFields: fromPromise(({ input }) => dataOf(services, 'paymentDetail', input)),
      submitPayment: fromPromise(
        ({ input }) =>
          services.api.call(input.type === PaymentType.Withdraw ? 'withdraw' : 'deposit', input.request) as Promise<PaymentAnswer>,
      ),
    },
    actions: {
      showNoData: ({ system }) => toast(system, { id: 'payment-no-data', kind: 'error', message: { key: 'payment.noData' } }),
      // A refused detail call (dataOf's Refusal) shows the server's message; a failure, ours.
      showFailure: failureToast('payment-failed'),
      showRefusal: refusalToast('payment-refused'),
      // Every outcome the player must know of shows, one after the other.
      showSuccess: successToast,
    },
  });
