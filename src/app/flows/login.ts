import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login.machine';
import { failureToast, loggedIn, refusalToast } from '../effects';
import type { Services } from '../services';

export const createLoginFlow = ({ api }: Services) =>
  loginMachine.provide({
    actors: { submitLogin: fromPromise(({ input }) => api.call('login', input)) },
    actions: {
      loggedIn,
      showRefusal: refusalToast('login-refused'),
      showFailure: failureToast('login-failed'),
    },
  });
