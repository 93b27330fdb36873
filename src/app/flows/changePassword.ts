import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { failureToast, refusalToast, successToast } from '../effects';
import type { Services } from '../services';

/** The dialog and the /dashboard/change-password page run the same flow. */
export const createFlow = ({ api }: Services) =>
  changePasswordMachine.provide({
    actors: { submitChange: fromPromise(({ input }) => api.call('changePassword', input)) },
    actions: {
      showResult: successToast,
      showRefusal: refusalToast('change-password-refused'),
      showFailure: failureToast('change-password-failed'),
    },
  });
