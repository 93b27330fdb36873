// The page's actor system: the root app machine with every long-lived
// machine and flow given its effects with .provide(), each long-lived
// actor's in its own module (./actors/), each flow's in ./flows/. These are
// the only places where machines meet the API client, storage, the router
// and the page.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { cmsMachine } from '../../machines/cms.machine';
import { mobileNavMachine } from '../../machines/mobileNav.machine';
import { toastsMachine } from '../../machines/toasts.machine';
import { provideBootstrap } from './actors/bootstrap';
import { provideDialogs } from './actors/dialogs';
import { provideFavourites } from './actors/favourites';
import { provideLanguageSwitch } from './actors/languageSwitch';
import { lazySlots } from './actors/lazySlots';
import { provideNotifications } from './actors/notifications';
import { provideSession } from './actors/session';
import { provideTopNotification } from './actors/topNotification';
import { dataOf, openLiveChat } from './effects';
import { APP_FLOWS, MOBILE_NAV_FLOWS } from './flows/registry';
import type { Inspect } from './inspector';
import type { Services } from './services';
import { digitainStaticHosts } from '../platform/launchHosts';
import type { SystemActors } from './systemActors';

/** The app and the long-lived actors the views read, typed as the system registry types them. */
export interface AppActors extends Pick<
  SystemActors,
  'bootstrap' | 'cms' | 'session' | 'dialogs' | 'toasts' | 'notifications' | 'topNotification' | 'languageSwitch' | 'mobileNav'
> {
  app: ActorRefFrom<typeof appMachine>;
}

/** The page's actors, created and started at once (the view tests; the page does it in two tasks, src/app/main.tsx). */
export function createAppActors(services: Services, initialPath: string, inspect?: Inspect): AppActors {
  return startAppActors(createAppActor(services, initialPath, inspect));
}

/** The root actor with every long-lived machine's effects, created (each child's first state worked out) but not started. */
export function createAppActor(services: Services, initialPath: string, inspect?: Inspect): AppActors['app'] {
  const { storage } = services;

  const provided = appMachine.provide({
    actions: {
      openLiveChat: ({ system }) => openLiveChat(system),
    },
    actors: {
      ...lazySlots(services, APP_FLOWS),
      toasts: toastsMachine,
      cms: cmsMachine.provide({ actors: { fetchCategories: fromPromise(() => dataOf(services, 'cmsCategories')) } }),
      mobileNav: mobileNavMachine.provide({ actors: lazySlots(services, MOBILE_NAV_FLOWS) }),
      favourites: provideFavourites(services),
      bootstrap: provideBootstrap(services),
      dialogs: provideDialogs(services),
      notifications: provideNotifications(services),
      session: provideSession(services),
      topNotification: provideTopNotification(services),
      languageSwitch: provideLanguageSwitch(services),
    },
  });

  return createActor(provided, {
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
      digitainHosts: digitainStaticHosts,
      production: import.meta.env.PROD,
    },
  });
}

/** Starts the root actor and with it every long-lived actor; returns those the views read. */
export function startAppActors(app: AppActors['app']): AppActors {
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
