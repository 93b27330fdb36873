import { fromPromise } from 'xstate';
import { claimBonusMachine } from '../../../machines/claimBonus.machine';
import { dataOf, failureToast, refusalToast } from '../effects';
import { successToastOr } from './successToastOr';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';

// The default claim message is in the casino pack: the toast may show before the page's own registration.
addStrings(casinoStrings);
import type { Services } from '../services';

export const createFlow = (services: Services) =>
  claimBonusMachine.provide({
    actors: {
      fetchBonuses: fromPromise(() => dataOf(services, 'availableBonuses', {})),
      claimBonus: fromPromise(({ input }) => services.api.call('claimBonus', input)),
    },
    actions: {
      // No text from the server: our own sentence, never an empty toast (issue 33).
      showClaimed: successToastOr('claimBonus.claimed'),
      // The id names the text: two different refusals within 4 s both show, the same one once.
      showRefusal: refusalToast('claim-bonus'),
      showFailure: failureToast('claim-bonus'),
    },
  });
