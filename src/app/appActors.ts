// The page's actor system: the root app machine with every long-lived
// machine and flow given its effects here, with .provide(). This is the only
// place where machines meet the API client, storage, the router and the page.
import { createActor, fromCallback, fromPromise, sendTo, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { dialogsMachine } from '../../machines/dialogs.machine';
import { favouritesMachine } from '../../machines/favourites.machine';
import { languageSwitchMachine } from '../../machines/languageSwitch.machine';
import { bootstrapMachine } from '../../machines/bootstrap.machine';
import { cmsMachine } from '../../machines/cms.machine';
import { lazyFlowMachine } from '../../machines/lazyFlow.machine';
import { mobileNavMachine } from '../../machines/mobileNav.machine';
import { notificationsMachine } from '../../machines/notifications.machine';
import { sessionMachine } from '../../machines/session.machine';
import { toastsMachine } from '../../machines/toasts.machine';
import { topNotificationMachine } from '../../machines/topNotification.machine';
import { hubUrl } from '../platform/hubUrl';
import { TOP_NOTIFICATION_PAGE_CLASS } from '../ui/shared/pageClasses';
import { actor, dataOf, failureToast, openLiveChat, refusalToast, runningFlow, tell, toast } from './effects';
import { APP_FLOWS, DIALOG_FLOWS, FLOWS, MOBILE_NAV_FLOWS, SESSION_FLOWS, type FlowName } from './flows/registry';
import type { Inspect } from './inspector';
import type { Services } from './services';
import type { SystemActors } from './systemActors';
import { ROUTES } from '../routes';

/** The app and the long-lived actors the views read, typed as the system registry types them. */
export interface AppActors
  extends Pick<SystemActors, 'bootstrap' | 'cms' | 'session' | 'dialogs' | 'toasts' | 'notifications' | 'topNotification' | 'languageSwitch' | 'mobileNav'> {
  app: ActorRefFrom<typeof appMachine>;
}

/** Keeps the language and this device's identity; everything else of ours goes at logout. */
const KEPT_AT_LOGOUT = ['lang', 'fingerprint', 'topNotificationRead', 'logoutReason'] as const;

export function createAppActors(services: Services, initialPath: string, inspect?: Inspect): AppActors {
  const { storage, page, api } = services;
  /** A flow whose code (machine and effects) loads when first opened. */
  const lazy = (name: FlowName) => lazyFlowMachine.provide({ actors: { loadFlow: fromPromise(async (): Promise<AnyActorLogic> => (await FLOWS[name]())(services)) } });
  /** A machine's lazy slots, each with the flow the registry names for it. */
  const lazySlots = <Slots extends Record<string, FlowName>>(slots: Slots) => {
    const provided = {} as { [Slot in keyof Slots]: ReturnType<typeof lazy> };
    for (const slot in slots) {
      const name = slots[slot];
      if (name) provided[slot] = lazy(name);
    }
    return provided;
  };

  const provided = appMachine.provide({
    actions: {
      openLiveChat: ({ system }) => openLiveChat(system),
    },
    actors: {
      ...lazySlots(APP_FLOWS),
      toasts: toastsMachine,
      cms: cmsMachine.provide({ actors: { fetchCategories: fromPromise(() => dataOf(services, 'cmsCategories')) } }),
      mobileNav: mobileNavMachine.provide({ actors: lazySlots(MOBILE_NAV_FLOWS) }),
      favourites: favouritesMachine.provide({
        actors: {
          fetchFavourites: fromPromise(async () => (await dataOf(services, 'favourites')).userFavoriteList),
          toggleFavourite: fromPromise(({ input }) => api.call('toggleFavourite', input)),
        },
        actions: {
          openLogin: sendTo(({ system }) => actor(system, 'dialogs')!, { type: 'OPEN.LOGIN' }),
          showAdded: ({ system }) => toast(system, { kind: 'success', message: { key: 'favourites.added' } }),
          showRemoved: ({ system }) => toast(system, { kind: 'warning', message: { key: 'favourites.removed' } }),
          showRefusal: refusalToast('favourite'),
          showFailure: failureToast('favourite'),
        },
      }),
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
        actors: lazySlots(DIALOG_FLOWS),
        actions: {
          navigate: (_, { path }) => page.navigate(path),
          popupClosed: ({ system }) => tell(runningFlow(actor(system, 'popup')), { type: 'CLOSE' }),
        },
      }),
      notifications: notificationsMachine.provide({
        actors: {
          fetchNotifications: fromPromise(() => dataOf(services, 'notifications', { skip: 0, take: 100 })),
          markRead: fromPromise(({ input }) => dataOf(services, 'readNotification', { id: [input.id] })),
        },
        actions: {
          announce: ({ system }, { notification }) => toast(system, { id: `notification-${notification.id}`, kind: 'info', message: { text: notification.title } }),
        },
      }),
      session: sessionMachine.provide({
        actors: {
          fetchBalance: fromPromise(() => dataOf(services, 'balance')),
          callLogout: fromPromise<unknown>(() => api.call('logout')),
          ...lazySlots(SESSION_FLOWS),
          realtimeLink: fromCallback(({ sendBack, input, receive }) => {
            const open = () => services.openLink({ url: hubUrl(document.baseURI, services.fingerprint.current()), token: input.token, report: sendBack });
            let close = open();
            // The player's retry after the link gave up: a new connection, the old one closed first.
            receive(() => {
              close();
              close = open();
            });
            return () => close();
          }),
        },
        actions: {
          storeSession: ({ context }) => {
            if (context.session) storage.write('authData', { ...context.session, fingerprint: services.fingerprint.current() });
          },
          clearStoredData: () => storage.clear(KEPT_AT_LOGOUT),
          goHome: () => page.navigate(ROUTES.home),
          // Effects on other actors are told after this step (effects.ts `tell`), not built as actions here.
          // At once, not after this step: a route guard may open the login form next, and a
          // reset arriving after it would close it again.
          resetState: ({ system }) => {
            actor(system, 'notifications')?.send({ type: 'RESET' });
            actor(system, 'dialogs')?.send({ type: 'CLOSE' });
          },
          reloadPage: () => page.reload(),
          keepLogoutReason: (_, { message }) => {
            if (message.trim()) storage.write('logoutReason', message.trim().slice(0, 500));
          },
          announceLogoutReason: ({ system }) => {
            const reason = storage.read('logoutReason');
            if (!reason) return;
            storage.remove('logoutReason');
            toast(system, { id: 'logout-reason', kind: 'warning', message: { text: reason } });
          },
          // Notifications load, dialogs know a game may open, favourites load.
          announceLogin: ({ system }) => {
            for (const [id, event] of [
              ['notifications', { type: 'LOAD' }],
              ['dialogs', { type: 'SESSION.CHANGED', loggedIn: true }],
              ['favourites', { type: 'SESSION.STARTED' }],
            ] as const) {
              tell(actor(system, id), event);
            }
          },
          // The session has read the hub's message as a notification.
          forwardNotification: ({ system }, { notification }) => tell(actor(system, 'notifications'), { type: 'RECEIVED', notification }),
          catchUpNotifications: ({ system }) => tell(actor(system, 'notifications'), { type: 'REFRESH' }),
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
      storedBootstrap: services.initialBootstrap,
      refId: storage.read('refId') ?? null,
      language: services.language,
      path: initialPath,
      topNotificationRead: storage.read('topNotificationRead') === true,
      siteOrigin: window.location.origin,
      production: import.meta.env.PROD,
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
    mobileNav: get('mobileNav'),
  };
}
