import { fromPromise } from 'xstate';
import { limitsEditorMachine } from '../../../machines/limitsEditor.machine';
import { dataOf, failureToast, refusalToast, successToast } from '../effects';
import type { Services } from '../services';

/** /dashboard/responsible-gaming: the limits and the reality-check interval. */
export const createLimitsEditorFlow = (services: Services) =>
  limitsEditorMachine.provide({
    actors: {
      fetchLimits: fromPromise(() => dataOf(services, 'limits')),
      saveLimit: fromPromise(({ input }) => services.api.call('setLimit', input)),
      saveRealityCheck: fromPromise(({ input }) => services.api.call('setRealityCheck', input)),
    },
    actions: {
      announce: successToast,
      showRefusal: refusalToast('limits-refused'),
      showFailure: failureToast('limits-failed'),
    },
  });
