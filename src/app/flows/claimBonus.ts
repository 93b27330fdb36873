import { fromPromise } from 'xstate';
import { claimBonusMachine } from '../../../machines/claimBonus.machine';
import { dataOf, failureToast, toast } from '../effects';
import type { Services } from '../services';

export const createClaimBonusFlow = (services: Services) =>
  claimBonusMachine.provide({
    actors: {
      fetchBonuses: fromPromise(() => dataOf(services, 'availableBonuses', {})),
      claimBonus: fromPromise(({ input }) => services.api.call('claimBonus', input)),
    },
    actions: {
      showClaimed: ({ system }, { message }) => toast(system, { kind: 'success', message: { text: message } }),
      showRefusal: ({ system }, { message }) => toast(system, { id: 'claim-bonus', kind: 'error', message: { text: message } }),
      showFailure: failureToast('claim-bonus'),
    },
  });
