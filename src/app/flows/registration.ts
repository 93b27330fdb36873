import { fromPromise, waitFor } from 'xstate';
import { trialBonusAmountOf } from '../../../machines/bootstrap.machine';
import { registrationMachine } from '../../../machines/registration.machine';
import { actor, dataOf, failureToast, openLiveChat, refusalToast, successToast } from '../effects';
import { successToastOr } from './successToastOr';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

// The trial bonus's default message is in the account pack (the dialog registers it too).
addStrings(accountStrings);
import type { Services } from '../services';
import { createFlow as createPhoneValidationFlow } from './phoneValidation';
import { RESPONSIBLE_GAMING_ROUTE } from '../../routes';
import { DASHBOARD_ROUTES } from '../../dashboardRoutes';

/** The trial bonus amount once the configuration call has settled (loaded, or failed and the stored copy stands). */
async function settledTrialBonusAmount(system: unknown): Promise<number> {
  const bootstrap = actor(system, 'bootstrap');
  if (!bootstrap) return 0;
  await waitFor(bootstrap, (s) => !s.matches('loading'), { timeout: 15_000 }).catch(() => undefined);
  return trialBonusAmountOf(bootstrap.getSnapshot().context);
}

export const createFlow = (services: Services) => {
  // As at login: computed once the dialog has painted; the sign-up call waits for it.
  void services.page.settled().then(services.fingerprint.ensure);
  return registrationMachine.provide({
    actors: {
      loadCountries: fromPromise(async ({ system }) => {
        const [form, trialBonusAmount] = await Promise.all([dataOf(services, 'registerForm'), settledTrialBonusAmount(system)]);
        return { ...form, trialBonusAmount };
      }),
      // As at login (flows/login.ts): the account's first session is tied to this device's fingerprint.
      register: fromPromise(async ({ input }) => {
        await services.fingerprint.ensure();
        return services.api.call('register', input);
      }),
      claimTrialBonus: fromPromise(() => services.api.call('defineTrialBonus')),
      phone: createPhoneValidationFlow(services),
    },
    actions: {
      showWelcome: successToast,
      fireConfetti: () => services.celebrate(),
      showRefusal: refusalToast('register-refused'),
      showFailure: failureToast('register-failed'),
      // No text from the server: the celebration's own sentence, never an empty toast (issue 33).
      showClaimResult: (args, { response }) => successToastOr('registration.claimed')(args, { message: response.message }),
      goToDeposit: () => services.page.navigate(DASHBOARD_ROUTES.deposit),
      goToLimits: () => services.page.navigate(RESPONSIBLE_GAMING_ROUTE),
      openLiveChat: ({ system }) => openLiveChat(system),
    },
  });
};
