import { setup, spawnChild, stopChild } from 'xstate';
import { changePasswordMachine } from './changePassword.machine';
import type { AuthData } from '../src/api/schemas';
import { dialogsMachine } from './dialogs.machine';
import { languageSwitchMachine, type SiteLanguage } from './languageSwitch.machine';
import { notificationsMachine } from './notifications.machine';
import { sessionMachine } from './session.machine';
import { toastsMachine } from './toasts.machine';
import { topNotificationMachine } from './topNotification.machine';

/** Pages that run a flow of their own while shown. */
export type PageFlow = 'changePassword';

export interface AppInput {
  storedSession: AuthData | null;
  language: SiteLanguage;
  path: string;
  topNotificationRead: boolean;
}

/**
 * The root of the page's actor system. It spawns the long-lived machines,
 * each under a systemId, so flows reach one another with system.get(id):
 * session, dialogs, toasts, notifications, topNotification, languageSwitch.
 * src/app supplies each child's effects with .provide().
 */
export const appMachine = setup({
  types: {} as {
    context: AppInput;
    input: AppInput;
    events: { type: 'PAGE.ENTER'; page: PageFlow } | { type: 'PAGE.LEAVE'; page: PageFlow };
  },
  actors: {
    session: sessionMachine,
    dialogs: dialogsMachine,
    toasts: toastsMachine,
    notifications: notificationsMachine,
    topNotification: topNotificationMachine,
    languageSwitch: languageSwitchMachine,
    changePasswordPage: changePasswordMachine,
  },
}).createMachine({
  id: 'app',
  description: 'The page: spawns the long-lived machines.',
  context: ({ input }) => input,
  entry: [
    // Toasts, notifications and dialogs first: the session announces a
    // restored login to notifications as it starts.
    spawnChild('toasts', { id: 'toasts', systemId: 'toasts' }),
    spawnChild('notifications', { id: 'notifications', systemId: 'notifications' }),
    spawnChild('dialogs', { id: 'dialogs', systemId: 'dialogs' }),
    spawnChild('session', { id: 'session', systemId: 'session', input: ({ context }) => ({ stored: context.storedSession }) }),
    spawnChild('topNotification', {
      id: 'topNotification',
      systemId: 'topNotification',
      input: ({ context }) => ({ path: context.path, readMarkerStored: context.topNotificationRead }),
    }),
    spawnChild('languageSwitch', { id: 'languageSwitch', systemId: 'languageSwitch', input: ({ context }) => ({ language: context.language }) }),
  ],
  initial: 'running',
  states: {
    running: {
      description: 'A page with a flow starts it on entry and stops it on leave, so it starts fresh each visit.',
      on: {
        'PAGE.ENTER': {
          actions: [stopChild('page.changePassword'), spawnChild('changePasswordPage', { id: 'page.changePassword' })],
        },
        'PAGE.LEAVE': { actions: stopChild('page.changePassword') },
      },
    },
  },
});
