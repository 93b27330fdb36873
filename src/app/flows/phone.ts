import { fromPromise } from 'xstate';
import { phoneValidationMachine } from '../../../machines/phoneValidation.machine';
import { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import { failureToast, refusalToast, successToast } from '../effects';
import type { Services } from '../services';

/** Both phone dialogs (variant 1 'Phone Validation', variant 2 with the countdown) make the same calls. */
function phoneEffects({ api }: Services) {
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

export const createPhoneValidationFlow = (services: Services) => phoneValidationMachine.provide(phoneEffects(services));
export const createPhoneVerificationFlow = (services: Services) => phoneVerificationMachine.provide(phoneEffects(services));
