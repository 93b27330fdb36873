// The long-lived actors of the page, each machine given its effects with
// .provide(). Flow machines (login, payment, …) are spawned by their dialogs
// and are not here.
import { createActor, type ActorRefFrom } from 'xstate';
import { languageSwitchMachine } from '../../machines/languageSwitch.machine';
import { topNotificationMachine } from '../../machines/topNotification.machine';
import type { Inspect } from './inspector';
import type { Services } from './services';

/** The class on <body> that makes room for the top notification bar. */
export const TOP_NOTIFICATION_PAGE_CLASS = 'has-top-notification';

export interface AppActors {
  topNotification: ActorRefFrom<typeof topNotificationMachine>;
  languageSwitch: ActorRefFrom<typeof languageSwitchMachine>;
}

export function createAppActors(services: Services, initialPath: string, inspect?: Inspect): AppActors {
  const { storage, clock, page } = services;
  // Each top-level actor is its own system; all report to the same inspector.
  const common = { clock, ...(inspect ? { inspect } : {}) };

  const topNotification = createActor(
    topNotificationMachine.provide({
      actions: {
        storeReadMarker: () => storage.write('topNotificationRead', true),
        addPageClass: () => page.setRootClass(TOP_NOTIFICATION_PAGE_CLASS, true),
        removePageClass: () => page.setRootClass(TOP_NOTIFICATION_PAGE_CLASS, false),
      },
    }),
    {
      ...common,
      systemId: 'topNotification',
      input: { path: initialPath, readMarkerStored: storage.read('topNotificationRead') === true },
    },
  );

  const languageSwitch = createActor(
    languageSwitchMachine.provide({
      actions: {
        storeLanguage: (_, { language }) => storage.write('lang', language),
        reloadPage: () => page.reload(),
      },
    }),
    { ...common, systemId: 'languageSwitch', input: { language: services.language } },
  );

  topNotification.start();
  languageSwitch.start();
  return { topNotification, languageSwitch };
}
