// The page's actor system: the root app machine with every long-lived
// machine and flow given its effects here, with .provide(). This is the only
// place where machines meet the API client, storage, the router and the page.
import { createActor, enqueueActions, fromCallback, fromPromise, sendTo, type ActorRefFrom, type ActorSystem, type AnyActorRef } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { dialogsMachine } from '../../machines/dialogs.machine';
import { languageSwitchMachine } from '../../machines/languageSwitch.machine';
import { bootstrapMachine } from '../../machines/bootstrap.machine';
import { callRequestMachine } from '../../machines/callRequest.machine';
import { changePasswordMachine } from '../../machines/changePassword.machine';
import { cmsMachine } from '../../machines/cms.machine';
import { contentPageMachine } from '../../machines/contentPage.machine';
import { phoneValidationMachine } from '../../machines/phoneValidation.machine';
import { phoneVerificationMachine } from '../../machines/phoneVerification.machine';
import { registrationMachine } from '../../machines/registration.machine';
import { loginMachine } from '../../machines/login.machine';
import { recoveryMachine } from '../../machines/recovery.machine';
import { notificationsMachine } from '../../machines/notifications.machine';
import { sessionMachine, type SessionEvent } from '../../machines/session.machine';
import { toastsMachine, type ToastRequest } from '../../machines/toasts.machine';
import { topNotificationMachine } from '../../machines/topNotification.machine';
import type { CallName, CallRequest, CallResponse } from '../api/calls';
import { apiErrorMessageKey } from '../api/errors';
import { Notification, type AuthResponse } from '../api/schemas';
import { hubUrl } from '../platform/realtime';
import type { Inspect } from './inspector';
import type { Services } from './services';

/** The class on <body> that makes room for the top notification bar. */
export const TOP_NOTIFICATION_PAGE_CLASS = 'has-top-notification';

export interface AppActors {
  app: ActorRefFrom<typeof appMachine>;
  bootstrap: ActorRefFrom<typeof bootstrapMachine>;
  cms: ActorRefFrom<typeof cmsMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  dialogs: ActorRefFrom<typeof dialogsMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  topNotification: ActorRefFrom<typeof topNotificationMachine>;
  languageSwitch: ActorRefFrom<typeof languageSwitchMachine>;
}

type System = ActorSystem<never>;
const actor = (system: System, id: string) => (system as unknown as { get(id: string): AnyActorRef | undefined }).get(id);
const toast = (system: System, request: ToastRequest) => actor(system, 'toasts')?.send({ type: 'SHOW', toast: request });

/** The data of a successful call; a refusal (`success: false`) rejects with its message. */
async function dataOf<N extends CallName>(services: Services, name: N, payload?: CallRequest<N>) {
  const response = (await services.api.call(name, payload)) as CallResponse<N> & { success: boolean; message: string; data?: unknown };
  if (!response.success) throw new Error(response.message);
  return response.data as Extract<CallResponse<N>, { success: true }>['data'];
}

/** Keeps the language and this device's identity; everything else of ours goes at logout. */
const KEPT_AT_LOGOUT = ['lang', 'fingerprint', 'topNotificationRead'] as const;

export function createAppActors(services: Services, initialPath: string, inspect?: Inspect): AppActors {
  const { storage, page, api } = services;

  // Shared by every flow that tells the player what the server said.
  const refusalToast = (id: string) => ({ system }: { system: unknown }, { message }: { message: string }) =>
    toast(system as System, { id, kind: 'error', message: { text: message } });
  const failureToast = (id: string) => ({ system }: { system: unknown }, { error }: { error: unknown }) =>
    toast(system as System, { id, kind: 'error', message: { key: apiErrorMessageKey(error) } });
  const successToast = ({ system }: { system: unknown }, { message }: { message: string }) =>
    toast(system as System, { kind: 'success', message: { text: message } });
  // Login and registration end the same way: the session learns who, the player reads the server's welcome.
  const loggedIn = ({ system }: { system: unknown }, { response }: { response: AuthResponse }) => {
    if (!response.success) return;
    actor(system as System, 'session')?.send({ type: 'LOGGED_IN', session: response.data } satisfies SessionEvent);
    toast(system as System, { kind: 'success', message: { text: response.message } });
  };

  const login = loginMachine.provide({
    actors: { submitLogin: fromPromise(({ input }) => api.call('login', input)) },
    actions: {
      loggedIn,
      showRefusal: refusalToast('login-refused'),
      showFailure: failureToast('login-failed'),
    },
  });

  const recovery = recoveryMachine.provide({
    actors: {
      sendResetCode: fromPromise(({ input }) => api.call('sendResetPassword', input)),
      checkResetCode: fromPromise(({ input }) => api.call('checkResetCode', input)),
      changePassword: fromPromise(({ input }) => api.call('changePasswordWithCode', input)),
    },
  });

  const changePassword = changePasswordMachine.provide({
    actors: { submitChange: fromPromise(({ input }) => api.call('changePassword', input)) },
    actions: {
      showResult: successToast,
      showRefusal: refusalToast('change-password-refused'),
      showFailure: failureToast('change-password-failed'),
    },
  });

  const phoneEffects = {
    actors: {
      requestCode: fromPromise(({ input }: { input: { step: 1; phone: string } }) => api.call('updatePhone', input)),
      confirmCode: fromPromise(({ input }: { input: { step: 2; phone: string; code: string } }) => api.call('updatePhone', input)),
    },
    actions: {
      verified: enqueueActions(({ enqueue, system }, { phone, message }: { phone: string; message: string }) => {
        const session = actor(system as System, 'session');
        if (session) enqueue.sendTo(session, { type: 'PHONE.VERIFIED', phone } satisfies SessionEvent);
        enqueue(() => toast(system as System, { kind: 'success', message: { text: message } }));
      }),
      showRefusal: refusalToast('phone-refused'),
      showFailure: failureToast('phone-failed'),
    },
  };
  const phoneValidation = phoneValidationMachine.provide(phoneEffects as never);
  const phoneVerification = phoneVerificationMachine.provide(phoneEffects as never);

  const registration = registrationMachine.provide({
    actors: {
      loadCountries: fromPromise(() => dataOf(services, 'registerForm')),
      register: fromPromise(({ input }) => api.call('register', input)),
      claimTrialBonus: fromPromise(() => api.call('defineTrialBonus')),
      phone: phoneValidation,
    },
    actions: {
      loggedIn,
      fireConfetti: () => services.celebrate(),
      showRefusal: refusalToast('register-refused'),
      showFailure: failureToast('register-failed'),
      showClaimResult: ({ system }, { response }) => toast(system as System, { kind: 'success', message: { text: response.message } }),
      goToDeposit: () => page.navigate('/dashboard/deposit'),
      openLiveChat: ({ system }) => services.liveChat.open(() => toast(system as System, { id: 'live-chat', kind: 'info', message: { key: 'liveChat.unavailable' } })),
    },
  });

  const callRequest = callRequestMachine.provide({
    actors: { sendRequest: fromPromise(({ input }) => api.call('callMe', input)) },
    actions: {
      sent: successToast,
      showRefusal: refusalToast('call-refused'),
      showFailure: failureToast('call-failed'),
      warnMaxContacts: ({ system }) => toast(system as System, { id: 'call-max', kind: 'warning', message: { key: 'callRequest.warnMax' } }),
    },
  });

  const provided = appMachine.provide({
    actors: {
      toasts: toastsMachine,
      changePasswordPage: changePassword,
      cms: cmsMachine.provide({ actors: { fetchCategories: fromPromise(() => dataOf(services, 'cmsCategories')) } }),
      contentPage: contentPageMachine.provide({
        actors: {
          // A 404 from cms/content means 'no such page', not a failure.
          fetchPage: fromPromise(async ({ input }) =>
            dataOf(services, 'contentPage', { id: input.id }).catch((error: unknown) => {
              if ((error as { status?: number }).status === 404) return null;
              throw error;
            }),
          ),
        },
      }),
      phoneVerificationPage: phoneVerification,
      bootstrap: bootstrapMachine.provide({
        actors: { fetchBootstrap: fromPromise(() => dataOf(services, 'bootstrap')) },
        actions: {
          applyConfig: ({ context }) => {
            if (!context.stored) return;
            storage.write('bootstrap', context.stored);
            services.i18n.merge(context.stored.translationList);
          },
        },
      }),
      dialogs: dialogsMachine.provide({
        actors: {
          loginFlow: login,
          registerFlow: registration,
          recoveryFlow: recovery,
          changePasswordFlow: changePassword,
          smsVerificationFlow: phoneValidation,
          phoneVerificationFlow: phoneVerification,
          callRequestFlow: callRequest,
        },
        actions: { navigate: (_, { path }) => page.navigate(path) },
      }),
      notifications: notificationsMachine.provide({
        actors: {
          fetchNotifications: fromPromise(() => dataOf(services, 'notifications', { skip: 0, take: 100 })),
          markRead: fromPromise(({ input }) => dataOf(services, 'readNotification', { id: [input.id] })),
        },
      }),
      session: sessionMachine.provide({
        actors: {
          fetchBalance: fromPromise(() => dataOf(services, 'balance')),
          callLogout: fromPromise<unknown>(() => api.call('logout')),
          realtimeLink: fromCallback(({ sendBack, input }) =>
            services.openLink({ url: hubUrl(document.baseURI, services.fingerprint.current()), token: input.token, report: sendBack }),
          ),
        },
        actions: {
          storeSession: ({ context }) => {
            if (context.session) storage.write('authData', { ...context.session, fingerprint: services.fingerprint.current() });
          },
          clearStoredData: () => storage.clear(KEPT_AT_LOGOUT),
          goHome: () => page.navigate('/'),
          resetState: enqueueActions(({ enqueue, system }) => {
            const notifications = actor(system as System, 'notifications');
            const dialogs = actor(system as System, 'dialogs');
            if (notifications) enqueue.sendTo(notifications, { type: 'RESET' });
            if (dialogs) enqueue.sendTo(dialogs, { type: 'CLOSE' });
          }),
          reloadPage: () => page.reload(),
          announceLogin: sendTo(({ system }) => actor(system as System, 'notifications')!, { type: 'LOAD' }),
          forwardNotification: enqueueActions(({ enqueue, event, system }) => {
            if (event.type !== 'HUB.MESSAGE') return;
            let parsed: ReturnType<typeof Notification.safeParse>;
            try {
              parsed = Notification.safeParse(JSON.parse(event.message.message));
            } catch {
              return;
            }
            if (!parsed.success) return;
            const notifications = actor(system as System, 'notifications');
            if (notifications) enqueue.sendTo(notifications, { type: 'RECEIVED', notification: parsed.data });
            enqueue(() => toast(system as System, { id: `notification-${parsed.data.id}`, kind: 'info', message: { text: parsed.data.title } }));
          }),
        },
      }),
      topNotification: topNotificationMachine.provide({
        actions: {
          storeReadMarker: () => storage.write('topNotificationRead', true),
          addPageClass: () => page.setRootClass(TOP_NOTIFICATION_PAGE_CLASS, true),
          removePageClass: () => page.setRootClass(TOP_NOTIFICATION_PAGE_CLASS, false),
        },
      }),
      languageSwitch: languageSwitchMachine.provide({
        actions: {
          storeLanguage: (_, { language }) => storage.write('lang', language),
          reloadPage: () => page.reload(),
        },
      }),
    },
  });

  const app = createActor(provided, {
    clock: services.clock,
    ...(inspect ? { inspect } : {}),
    input: {
      storedSession: storage.read('authData') ?? null,
      storedBootstrap: storage.read('bootstrap') ?? null,
      refId: storage.read('refId') ?? null,
      language: services.language,
      path: initialPath,
      topNotificationRead: storage.read('topNotificationRead') === true,
    },
  });
  app.start();
  const get = <T>(id: string) => app.system.get(id) as T;
  return {
    app,
    bootstrap: get('bootstrap'),
    cms: get('cms'),
    session: get('session'),
    dialogs: get('dialogs'),
    toasts: get('toasts'),
    notifications: get('notifications'),
    topNotification: get('topNotification'),
    languageSwitch: get('languageSwitch'),
  };
}
