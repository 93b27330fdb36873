import { assign, enqueueActions, setup, spawnChild, stopChild, type AnyActorRef, assertEvent } from 'xstate';
import { PaymentType } from '../contract/enums';
import { bootstrapMachine } from './bootstrap.machine';
import { cmsMachine } from './cms.machine';
import { lazyFlowMachine } from './lazyFlow.machine';
import { contextOf, inSystem } from './system';
import type { GameLaunchInput } from './gameLaunch.machine';
import type { LobbyInput } from './lobby.machine';
import type { AuthData, BootstrapConfig } from '../contract/schemas';
import { dialogsMachine } from './dialogs.machine';
import { favouritesMachine } from './favourites.machine';
import { languageSwitchMachine, type SiteLanguage } from './languageSwitch.machine';
import { mobileNavMachine } from './mobileNav.machine';
import { notificationsMachine } from './notifications.machine';
import { sessionMachine } from './session.machine';
import { toastsMachine } from './toasts.machine';
import { topNotificationMachine } from './topNotification.machine';

/** Pages that run a flow of their own while shown. */
export type PageFlow =
  | 'changePassword'
  | 'phoneVerification'
  | 'contentPage'
  | 'account'
  | 'promotions'
  | 'gamePlay'
  | 'deposit'
  | 'withdraw'
  | 'lobby'
  | 'home'
  | 'financialActivities'
  | 'gameHistory'
  | 'bonusHistory'
  | 'sessionHistory'
  | 'claimBonus'
  | 'responsibleGaming';

/**
 * The actor each page runs (several pages share one flow with their own
 * input: deposit and withdraw the payment methods, the four histories the
 * history list). Each loads its code with the page (lazyFlow).
 */
export const PAGE_SLOTS = {
  changePassword: 'changePasswordPage',
  phoneVerification: 'phoneVerificationPage',
  contentPage: 'contentPage',
  account: 'accountPage',
  promotions: 'promotionsPage',
  gamePlay: 'gamePlayPage',
  deposit: 'paymentMethodsPage',
  withdraw: 'paymentMethodsPage',
  lobby: 'lobbyPage',
  home: 'homePage',
  financialActivities: 'historyPage',
  gameHistory: 'historyPage',
  bonusHistory: 'historyPage',
  sessionHistory: 'historyPage',
  claimBonus: 'claimBonusPage',
  responsibleGaming: 'responsibleGamingPage',
} as const satisfies Record<PageFlow, string>;

/**
 * What a page's view gives its flow from the route, by page: the lobby its
 * page and categories, the play page its game. The app adds the rest
 * (pageInput); every other page gives nothing (the content page its id).
 */
export interface PageRouteInputs {
  lobby: Omit<LobbyInput, 'player'>;
  gamePlay: GameLaunchInput;
}
/** A page shown: with the input its route gives, typed by page (PAGE.ENTER for the lobby without its categories does not compile). */
type PageEnter = {
  [P in PageFlow]: { type: 'PAGE.ENTER'; page: P; id?: number } & (P extends keyof PageRouteInputs
    ? { input: PageRouteInputs[P] }
    : { input?: undefined });
}[PageFlow];

/** What a page's flow starts with: the event's input, the content page's id, or the stored phone; the lobby and home also whether a player is in. */
function pageInput(event: PageEnter, self: AnyActorRef): unknown {
  switch (event.page) {
    case 'lobby':
    case 'home':
      return { ...event.input, player: !!contextOf(self, 'session')?.session };
    case 'contentPage':
      return { id: event.id ?? 0 };
    case 'deposit':
      return { type: PaymentType.Deposit, limitOffer: true };
    case 'withdraw':
      return { type: PaymentType.Withdraw };
    case 'financialActivities':
    case 'gameHistory':
    case 'bonusHistory':
    case 'sessionHistory':
      return { kind: event.page };
    case 'phoneVerification': {
      const session = contextOf(self, 'session')?.session;
      return { phone: session?.phone ?? '', smsVerified: session?.smsVerified ?? false };
    }
    default:
      return event.input;
  }
}

export interface AppInput {
  storedSession: AuthData | null;
  /** The configuration known at start (this visit's early answer or an earlier visit's stored copy). */
  storedBootstrap: BootstrapConfig | null;
  refId: number | null;
  language: SiteLanguage;
  path: string;
  topNotificationRead: boolean;
  /** The site's origin: game launches name it as their lobby. */
  siteOrigin: string;
  /** Digitain's static hosts as this build was configured (src/platform/launchHosts.ts). */
  digitainHosts: readonly string[];
  /** A production build: the live chat loads only there (spec section 7). */
  production: boolean;
}

/**
 * The root of the page's actor system. It spawns the long-lived machines,
 * each under the systemId machines/system.ts lists, so flows reach one
 * another by id (`sendTo(inSystem(id), …)`, `contextOf(self, id)`).
 * src/app supplies each child's effects with .provide(), and the action
 * openLiveChat (the live-chat widget, or a message when the site has none).
 */
export const appMachine = setup({
  types: {} as {
    context: AppInput & { page: PageFlow | null };
    input: AppInput;
    events:
      | PageEnter
      | { type: 'PAGE.LEAVE'; page: PageFlow }
      /** From the session, at a login (a logout reloads the page): the dialogs and the shown page's flow are told. */
      | { type: 'SESSION.CHANGED'; loggedIn: boolean }
      /** Support (bottom bar) and the celebration's Live Chat. */
      | { type: 'LIVE_CHAT.OPEN' };
  },
  actors: {
    session: sessionMachine,
    dialogs: dialogsMachine,
    favourites: favouritesMachine,
    toasts: toastsMachine,
    notifications: notificationsMachine,
    topNotification: topNotificationMachine,
    languageSwitch: languageSwitchMachine,
    mobileNav: mobileNavMachine,
    bootstrap: bootstrapMachine,
    cms: cmsMachine,
    // Loaded with their pages (lazyFlow): src/app supplies the flows.
    contentPage: lazyFlowMachine,
    changePasswordPage: lazyFlowMachine,
    phoneVerificationPage: lazyFlowMachine,
    accountPage: lazyFlowMachine,
    promotionsPage: lazyFlowMachine,
    gamePlayPage: lazyFlowMachine,
    paymentMethodsPage: lazyFlowMachine,
    lobbyPage: lazyFlowMachine,
    homePage: lazyFlowMachine,
    historyPage: lazyFlowMachine,
    claimBonusPage: lazyFlowMachine,
    responsibleGamingPage: lazyFlowMachine,
    // The site popup, loaded after the first screen (it waits for the configuration anyway).
    popup: lazyFlowMachine,
    // The live chat's widget loads once the page has settled (machines/liveChat.machine.ts).
    liveChat: lazyFlowMachine,
  },
  actions: {
    openLiveChat: () => {},
  },
}).createMachine({
  id: 'app',
  description: 'The page: spawns the long-lived machines and runs the shown page’s flow.',
  context: ({ input }) => ({ ...input, page: null }),
  entry: [
    // Toasts, notifications and dialogs first: the session announces a
    // restored login to notifications as it starts.
    spawnChild('toasts', { id: 'toasts', systemId: 'toasts' }),
    spawnChild('cms', { id: 'cms', systemId: 'cms' }),
    spawnChild('bootstrap', {
      id: 'bootstrap',
      systemId: 'bootstrap',
      input: ({ context }) => ({ stored: context.storedBootstrap, refId: context.refId }),
    }),
    spawnChild('notifications', { id: 'notifications', systemId: 'notifications' }),
    spawnChild('dialogs', {
      id: 'dialogs',
      systemId: 'dialogs',
      input: ({ context }) => ({ language: context.language, siteOrigin: context.siteOrigin, digitainHosts: context.digitainHosts }),
    }),
    spawnChild('favourites', { id: 'favourites', systemId: 'favourites' }),
    spawnChild('session', { id: 'session', systemId: 'session', input: ({ context }) => ({ stored: context.storedSession }) }),
    spawnChild('topNotification', {
      id: 'topNotification',
      systemId: 'topNotification',
      input: ({ context }) => ({ path: context.path, readMarkerStored: context.topNotificationRead }),
    }),
    spawnChild('mobileNav', { id: 'mobileNav', systemId: 'mobileNav' }),
    spawnChild('popup', { id: 'popup', systemId: 'popup' }),
    spawnChild('liveChat', { id: 'liveChat', systemId: 'liveChat', input: ({ context }) => ({ production: context.production }) }),
    spawnChild('languageSwitch', {
      id: 'languageSwitch',
      systemId: 'languageSwitch',
      input: ({ context }) => ({ language: context.language }),
    }),
  ],
  initial: 'running',
  states: {
    running: {
      description: 'A page with a flow starts it on entry and stops it on leave, so it starts fresh each visit.',
      on: {
        // One page is shown at a time: entering one stops any other.
        'PAGE.ENTER': {
          actions: enqueueActions(({ enqueue, event, self, context }) => {
            assertEvent(event, 'PAGE.ENTER');
            // Only the shown page's flow runs (a left page's flow was stopped when it was left).
            if (context.page) enqueue.stopChild(`page.${context.page}`);
            // The page's slot is chosen at run time from PAGE_SLOTS; every slot is the lazyFlow machine, so one options type fits.
            enqueue.spawnChild(PAGE_SLOTS[event.page], { id: `page.${event.page}`, input: pageInput(event, self) });
            enqueue.assign({ page: event.page });
          }),
        },
        'PAGE.LEAVE': {
          actions: [
            stopChild(({ event }) => `page.${event.page}`),
            assign({ page: ({ context, event }) => (context.page === event.page ? null : context.page) }),
          ],
        },
        'LIVE_CHAT.OPEN': { actions: 'openLiveChat' },
        // The one way a login reaches the others: notifications and favourites load, the dialogs know (a tapped
        // game opens), and the shown page's flow (its lists). A logout reloads the page.
        'SESSION.CHANGED': {
          actions: enqueueActions(({ enqueue, event, context }) => {
            enqueue.sendTo(inSystem('notifications'), { type: 'LOAD' });
            enqueue.sendTo(inSystem('favourites'), { type: 'SESSION.STARTED' });
            enqueue.sendTo(inSystem('dialogs'), event);
            if (context.page) enqueue.sendTo(`page.${context.page}`, { type: 'FORWARD', event });
          }),
        },
      },
    },
  },
});
