import { setup, spawnChild, stopChild } from 'xstate';
import { bootstrapMachine } from './bootstrap.machine';
import { cmsMachine } from './cms.machine';
import { contentPageMachine } from './contentPage.machine';
import { lazyFlowMachine } from './lazyFlow.machine';
import type { AuthData, BootstrapConfig } from '../src/api/schemas';
import { dialogsMachine } from './dialogs.machine';
import { languageSwitchMachine, type SiteLanguage } from './languageSwitch.machine';
import { mobileNavMachine } from './mobileNav.machine';
import { notificationsMachine } from './notifications.machine';
import { sessionMachine } from './session.machine';
import { toastsMachine } from './toasts.machine';
import { topNotificationMachine } from './topNotification.machine';

/** Pages that run a flow of their own while shown. */
export type PageFlow = 'changePassword' | 'phoneVerification' | 'contentPage' | 'account' | 'promotions' | 'gamePlay';

export interface AppInput {
  storedSession: AuthData | null;
  storedBootstrap: BootstrapConfig | null;
  refId: number | null;
  language: SiteLanguage;
  path: string;
  topNotificationRead: boolean;
}

/**
 * The root of the page's actor system. It spawns the long-lived machines,
 * each under a systemId, so flows reach one another with system.get(id):
 * session, dialogs, toasts, notifications, topNotification, languageSwitch.
 * src/app supplies each child's effects with .provide(), and the action
 * openLiveChat (the live-chat widget, or a message when the site has none).
 */
export const appMachine = setup({
  types: {} as {
    context: AppInput;
    input: AppInput;
    events:
      | { type: 'PAGE.ENTER'; page: PageFlow; id?: number; input?: unknown }
      | { type: 'PAGE.LEAVE'; page: PageFlow }
      /** Support (bottom bar) and the celebration's Live Chat. */
      | { type: 'LIVE_CHAT.OPEN' };
  },
  actors: {
    session: sessionMachine,
    dialogs: dialogsMachine,
    toasts: toastsMachine,
    notifications: notificationsMachine,
    topNotification: topNotificationMachine,
    languageSwitch: languageSwitchMachine,
    mobileNav: mobileNavMachine,
    bootstrap: bootstrapMachine,
    cms: cmsMachine,
    contentPage: contentPageMachine,
    // Loaded with their pages (lazyFlow): src/app supplies the flows.
    changePasswordPage: lazyFlowMachine,
    phoneVerificationPage: lazyFlowMachine,
    accountPage: lazyFlowMachine,
    promotionsPage: lazyFlowMachine,
    gamePlayPage: lazyFlowMachine,
  },
  actions: {
    openLiveChat: () => {},
  },
  guards: {
    entersChangePassword: ({ event }) => 'page' in event && event.page === 'changePassword',
    entersContentPage: ({ event }) => 'page' in event && event.page === 'contentPage',
    entersAccount: ({ event }) => 'page' in event && event.page === 'account',
    entersPromotions: ({ event }) => 'page' in event && event.page === 'promotions',
    entersGamePlay: ({ event }) => 'page' in event && event.page === 'gamePlay',
  },
}).createMachine({
  id: 'app',
  description: 'The page: spawns the long-lived machines.',
  context: ({ input }) => input,
  entry: [
    // Toasts, notifications and dialogs first: the session announces a
    // restored login to notifications as it starts.
    spawnChild('toasts', { id: 'toasts', systemId: 'toasts' }),
    spawnChild('cms', { id: 'cms', systemId: 'cms' }),
    spawnChild('bootstrap', { id: 'bootstrap', systemId: 'bootstrap', input: ({ context }) => ({ stored: context.storedBootstrap, refId: context.refId }) }),
    spawnChild('notifications', { id: 'notifications', systemId: 'notifications' }),
    spawnChild('dialogs', { id: 'dialogs', systemId: 'dialogs' }),
    spawnChild('session', { id: 'session', systemId: 'session', input: ({ context }) => ({ stored: context.storedSession }) }),
    spawnChild('topNotification', {
      id: 'topNotification',
      systemId: 'topNotification',
      input: ({ context }) => ({ path: context.path, readMarkerStored: context.topNotificationRead }),
    }),
    spawnChild('mobileNav', { id: 'mobileNav', systemId: 'mobileNav' }),
    spawnChild('languageSwitch', { id: 'languageSwitch', systemId: 'languageSwitch', input: ({ context }) => ({ language: context.language }) }),
  ],
  initial: 'running',
  states: {
    running: {
      description: 'A page with a flow starts it on entry and stops it on leave, so it starts fresh each visit.',
      on: {
        'PAGE.ENTER': [
          {
            guard: 'entersContentPage',
            actions: [
              stopChild('page.contentPage'),
              spawnChild('contentPage', { id: 'page.contentPage', input: ({ event }) => ({ id: (event as { id?: number }).id ?? 0 }) }),
            ],
          },
          {
            // The play page's game comes with the event (the route's parameter, decoded).
            guard: 'entersGamePlay',
            actions: [
              stopChild('page.gamePlay'),
              spawnChild('gamePlayPage', { id: 'page.gamePlay', input: ({ event }) => (event as { input?: unknown }).input }),
            ],
          },
          {
            guard: 'entersPromotions',
            actions: [stopChild('page.promotions'), spawnChild('promotionsPage', { id: 'page.promotions' })],
          },
          {
            guard: 'entersAccount',
            actions: [stopChild('page.account'), spawnChild('accountPage', { id: 'page.account' })],
          },
          {
            guard: 'entersChangePassword',
            actions: [stopChild('page.changePassword'), spawnChild('changePasswordPage', { id: 'page.changePassword' })],
          },
          {
            actions: [
              stopChild('page.phoneVerification'),
              spawnChild('phoneVerificationPage', {
                id: 'page.phoneVerification',
                input: ({ self }) => {
                  const session = (self.system.get('session') as { getSnapshot(): { context?: { session?: AuthData | null } } } | undefined)?.getSnapshot()
                    .context?.session;
                  return { phone: session?.phone ?? '', smsVerified: session?.smsVerified ?? false };
                },
              }),
            ],
          },
        ],
        'PAGE.LEAVE': { actions: [stopChild(({ event }) => `page.${(event as { page: PageFlow }).page}`)] },
        'LIVE_CHAT.OPEN': { actions: 'openLiveChat' },
      },
    },
  },
});
