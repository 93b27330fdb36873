import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login.machine';
import { failureToast, refusalToast, successToast } from '../effects';
import type { Services } from '../services';

export const createFlow = ({ api, fingerprint, page }: Services) => {
  // The session is tied to this device's fingerprint, which the first screen
  // does not compute (1.4 s of script on a slow phone, issue 20). Its probes
  // are long tasks (the fonts probe alone 190–400 ms with the CPU 4× slower):
  // they start once the dialog has painted, while the player types, and the
  // call waits for it (at most its timeout).
  void page.settled().then(fingerprint.ensure);
  return loginMachine.provide({
    actors: {
      submitLogin: fromPromise(async ({ input }) => {
        await fingerprint.ensure();
        return api.call('login', input);
      }),
    },
    actions: {
      showWelcome: successToast,
      showRefusal: refusalToast('login-refused'),
      showFailure: failureToast('login-failed'),
    },
  });
};
