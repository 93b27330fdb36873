import { fromPromise, waitFor } from 'xstate';
import { trialBonusAmountOf } from '../../../machines/bootstrap.machine';
import { registrationMachine } from '../../../machines/registration.machine';
import { actor, dataOf, failureToast, openLiveChat, refusalToast, successToast, toast } from '../effects';
import type { Services } from '../services';
import { createPhoneValidationFlow } from './phone';
import { RESPONSIBLE_GAMING_ROUTE } from '../../routes';
import { DASHBOARD_ROUTES } from '../../dashboardRoutes';

/** The trial bonus amount once the configuration call has settled (loaded, or failed and the stored copy stands). */
async function settledTrialBonusAmount(system: unknown): Promise<number> {
  const bootstrap = actor(system, 'bootstrap');
  if (!bootstrap) return 0;
  await waitFor(bootstrap, (s) => !s.matches('loading'), { timeout: 15_000 }).catch(() => undefined);
  return trialBonusAmountOf(bootstrap.getSnapshot().context);
}

export const createRegistrationFlow = (services: Services) => {
  void services.fingerprint.ensure();
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
      showClaimResult: ({ system }, { response }) => toast(system, { kind: 'success', message: { text: response.message } }),
      goToDeposit: () => services.page.navigate(DASHBOARD_ROUTES.deposit),
      goToLimits: () => services.page.navigate(RESPONSIBLE_GAMING_ROUTE),
      openLiveChat: ({ system }) => openLiveChat(system),
    },
  });
};
