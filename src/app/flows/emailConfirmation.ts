import { fromPromise } from 'xstate';
import { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine';
import { failureToast, refusalToast, successToast } from '../effects';
import type { Services } from '../services';

export const createFlow = ({ api }: Services) =>
  emailConfirmationMachine.provide({
    actors: {
      sendLink: fromPromise(() => api.call('sendEmailConfirmation', {})),
      confirmCode: fromPromise(({ input }) => api.call('confirmEmail', input)),
    },
    actions: {
      showSuccess: successToast,
      showRefusal: refusalToast('email-refused'),
      showFailure: failureToast('email-failed'),
    },
  });
