import { fromPromise } from 'xstate';
import { activityMachine } from '../../../machines/activity.machine';
import { limitsEditorMachine } from '../../../machines/limitsEditor.machine';
import { dataOf, failureToast, refusalToast, successToast } from '../effects';
import type { Services } from '../services';

/** /dashboard/responsible-gaming: the limits, the reality-check interval, the return from a self-exclusion whose time is over, and the activity statement beside them (issue 33, item 8). */
export const createFlow = (services: Services) =>
  limitsEditorMachine.provide({
    actors: {
      fetchLimits: fromPromise(() => dataOf(services, 'limits')),
      saveLimit: fromPromise(({ input }) => services.api.call('setLimit', input)),
      saveRealityCheck: fromPromise(({ input }) => services.api.call('setRealityCheck', input)),
      askToReturn: fromPromise(({ input }) => services.api.call('returnFromExclusion', input)),
      // The whole answer: a refusal's words are the statement's notice, not a toast.
      activity: activityMachine.provide({ actors: { fetchActivity: fromPromise(() => services.api.call('activity')) } }),
    },
    actions: {
      announce: successToast,
      showRefusal: refusalToast('limits-refused'),
      showFailure: failureToast('limits-failed'),
    },
  });
