import { fromPromise } from 'xstate';
import { recoveryMachine } from '../../../machines/recovery.machine';
import { successToast } from '../effects';
import type { Services } from '../services';

export const createFlow = ({ api }: Services) =>
  recoveryMachine.provide({
    actors: {
      sendResetCode: fromPromise(({ input }) => api.call('sendResetPassword', input)),
      checkResetCode: fromPromise(({ input }) => api.call('checkResetCode', input)),
      changePassword: fromPromise(({ input }) => api.call('changePasswordWithCode', input)),
    },
    actions: { showSuccess: successToast },
  });
