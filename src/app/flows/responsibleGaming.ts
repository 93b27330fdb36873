import { fromPromise } from 'xstate';
import { limitsEditorMachine } from '../../../machines/limitsEditor.machine';
import type { RealityCheckEvent } from '../../../machines/realityCheck.machine';
import { actor, dataOf, failureToast, refusalToast, runningFlow, successToast, tell } from '../effects';
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
      // The reality check running for this session counts from the new interval.
      applyRealityCheck: ({ system }, { minutes }) => tell(runningFlow(actor(system, 'realityCheck')), { type: 'SET_INTERVAL', minutes } satisfies RealityCheckEvent),
    },
  });
