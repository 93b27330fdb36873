import { fromPromise } from 'xstate';
import { failureToast, refusalToast, successToast } from '../effects';
import type { Services } from '../services';

/** Both phone dialogs (variant 1 'Phone Validation', variant 2 with the countdown) make the same calls. */
export function phoneEffects({ api }: Services) {
  return {
    actors: {
      requestCode: fromPromise(({ input }: { input: { step: 1; phone: string } }) => api.call('updatePhone', input)),
      confirmCode: fromPromise(({ input }: { input: { step: 2; phone: string; code: string } }) => api.call('updatePhone', input)),
    },
    actions: {
      showRefusal: refusalToast('phone-refused'),
      showFailure: failureToast('phone-failed'),
      showSuccess: successToast,
    },
  };
}
