import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../machines/registration.machine';
import { dataOf, failureToast, loggedIn, refusalToast, toast } from '../effects';
import type { Services } from '../services';
import { createPhoneValidationFlow } from './phone';

export const createRegistrationFlow = (services: Services) =>
  registrationMachine.provide({
    actors: {
      loadCountries: fromPromise(() => dataOf(services, 'registerForm')),
      register: fromPromise(({ input }) => services.api.call('register', input)),
      claimTrialBonus: fromPromise(() => services.api.call('defineTrialBonus')),
      phone: createPhoneValidationFlow(services),
    },
    actions: {
      loggedIn,
      fireConfetti: () => services.celebrate(),
      showRefusal: refusalToast('register-refused'),
      showFailure: failureToast('register-failed'),
      showClaimResult: ({ system }, { response }) => toast(system, { kind: 'success', message: { text: response.message } }),
      goToDeposit: () => services.page.navigate('/dashboard/deposit'),
      openLiveChat: ({ system }) => services.liveChat.open(() => toast(system, { id: 'live-chat', kind: 'info', message: { key: 'liveChat.unavailable' } })),
    },
  });
