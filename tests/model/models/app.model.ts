import { appMachine } from '../../../machines/app.machine';
import { SYSTEM_IDS } from '../../../machines/system';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';
import { authData, aviator } from './fixtures';

interface Start {
  storedSession: unknown;
  storedBootstrap: unknown;
  refId: number | null;
  language: string;
  path: string;
  topNotificationRead: boolean;
  siteOrigin: string;
  digitainHosts: readonly string[];
  production: boolean;
}
type Invoke = { src: string; input?: unknown };

/** The system's long-lived actors (machines/system.ts) the app spawns: all but the reality check, the session's slot. */
const LONG_LIVED = SYSTEM_IDS.filter((id) => id !== 'realityCheck');

/** The flow each page runs (deposit and withdraw share the payment methods, the four histories the history list). */
const PAGE_FLOWS: Record<string, string> = {
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
};

/**
 * What a page's flow starts with: the content page its id; deposit the
 * deposit methods with the deposit-limit offer (issue 8), withdraw the
 * withdraw methods; a history page its kind; the phone page the session's
 * phone and whether it is verified (the session's stand-in holds the stored
 * one: empty and unverified for a visitor); the lobby and home what the
 * route gave and whether a player is in (their own lists); any other what
 * the route gave.
 */
function pageInput(page: string, event: { id?: number; input?: unknown }, stored: Stored): unknown {
  if (page === 'contentPage') return { id: event.id ?? 0 };
  if (page === 'deposit') return { type: 1, limitOffer: true };
  if (page === 'withdraw') return { type: 2 };
  if (['financialActivities', 'gameHistory', 'bonusHistory', 'sessionHistory'].includes(page)) return { kind: page };
  if (page === 'phoneVerification') return { phone: stored?.phone ?? '', smsVerified: stored?.smsVerified ?? false };
  if (page === 'lobby' || page === 'home') return { ...(event.input as object), player: stored !== null };
  return event.input;
}
const invocation = (src: string, input: unknown): Invoke => (input === undefined ? { src } : { src, input });

/** The session the page starts with (the stored one), as the session's stand-in holds it. */
type Stored = { phone: string; smsVerified: boolean } | null;

/**
 * The page's actor system: at start the long-lived machines, each with what
 * it starts from (the stored configuration and referrer, the language and
 * the site's origin for the dialogs, the stored session, the path and the
 * read marker for the top bar, production for the live chat); a page's flow
 * starts fresh on each visit and stops when it is left; Support opens the
 * live chat.
 */
const oracle = defineOracle<{ page: string | null; stored: Stored }>({
  start: (input) => {
    const app = input as Start;
    return {
      state: { page: null, stored: app.storedSession as Stored },
      value: 'running',
      invokes: [
        { src: 'toasts' },
        { src: 'cms' },
        { src: 'bootstrap', input: { stored: app.storedBootstrap, refId: app.refId } },
        { src: 'notifications' },
        { src: 'dialogs', input: { language: app.language, siteOrigin: app.siteOrigin, digitainHosts: app.digitainHosts } },
        { src: 'favourites' },
        { src: 'session', input: { stored: app.storedSession } },
        { src: 'topNotification', input: { path: app.path, readMarkerStored: app.topNotificationRead } },
        { src: 'mobileNav' },
        { src: 'popup' },
        { src: 'liveChat', input: { production: app.production } },
        { src: 'languageSwitch', input: { language: app.language } },
      ],
      context: { page: null },
    };
  },
  step({ page, stored }, event) {
    switch (event.type) {
      case 'PAGE.ENTER': {
        const enter = event as unknown as { page: string; id?: number; input?: unknown };
        return {
          state: { page: enter.page, stored },
          value: 'running',
          invokes: [invocation(PAGE_FLOWS[enter.page]!, pageInput(enter.page, enter, stored))],
          context: { page: enter.page },
        };
      }
      case 'PAGE.LEAVE': {
        const left = (event as unknown as { page: string }).page;
        const next = page === left ? null : page;
        return { state: { page: next, stored }, value: 'running', context: { page: next } };
      }
      // A login (the session's word): notifications and favourites load, the dialogs know (a tapped game opens),
      // and the shown page's flow is told through its slot.
      case 'SESSION.CHANGED':
        return {
          state: { page, stored },
          value: 'running',
          effects: [
            sent('notifications', { type: 'LOAD' }),
            sent('favourites', { type: 'SESSION.STARTED' }),
            sent('dialogs', event),
            ...(page ? [sent(`page.${page}`, { type: 'FORWARD', event })] : []),
          ],
          context: { page },
        };
      case 'LIVE_CHAT.OPEN':
        return { state: { page, stored }, value: 'running', effects: [{ type: 'openLiveChat' }], context: { page } };
      default:
        throw new Error(`the app model has no rule for ${event.type}`);
    }
  },
});

export const appModel = defineModel({
  id: 'app',
  machine: appMachine,
  // The session's stand-in holds the session it was started with, as the real one does.
  stubContexts: { session: (input) => ({ session: (input as { stored: unknown }).stored }) },
  inputs: [
    {
      name: 'visitor',
      input: {
        storedSession: null,
        storedBootstrap: null,
        refId: null,
        language: 'tr',
        path: '/',
        topNotificationRead: false,
        siteOrigin: 'http://127.0.0.1:8080',
        digitainHosts: ['https://games.operator.example'],
        production: true,
      },
    },
    {
      name: 'returning player',
      input: {
        storedSession: authData,
        storedBootstrap: null,
        refId: 7,
        language: 'en',
        path: '/casino',
        topNotificationRead: true,
        siteOrigin: 'http://127.0.0.1:8080',
        digitainHosts: ['https://games.operator.example'],
        production: false,
      },
    },
  ],
  events: [
    { type: 'PAGE.ENTER', page: 'changePassword' },
    { type: 'PAGE.LEAVE', page: 'changePassword' },
    { type: 'PAGE.ENTER', page: 'phoneVerification' },
    { type: 'PAGE.LEAVE', page: 'phoneVerification' },
    { type: 'PAGE.ENTER', page: 'contentPage', id: 1 },
    { type: 'PAGE.LEAVE', page: 'contentPage' },
    { type: 'PAGE.ENTER', page: 'account' },
    { type: 'PAGE.LEAVE', page: 'account' },
    { type: 'PAGE.ENTER', page: 'promotions' },
    { type: 'PAGE.LEAVE', page: 'promotions' },
    {
      type: 'PAGE.ENTER',
      page: 'gamePlay',
      input: {
        game: aviator,
        mobile: false,
        language: 'tr',
        lobbyUrl: 'http://127.0.0.1:8080/casino/slot',
        siteOrigin: 'http://127.0.0.1:8080',
        digitainHosts: [],
      },
    },
    { type: 'PAGE.LEAVE', page: 'gamePlay' },
    { type: 'PAGE.ENTER', page: 'deposit' },
    { type: 'PAGE.ENTER', page: 'withdraw' },
    { type: 'PAGE.LEAVE', page: 'withdraw' },
    { type: 'PAGE.ENTER', page: 'lobby', input: { slug: 'live', categories: [] } },
    { type: 'PAGE.ENTER', page: 'home' },
    { type: 'PAGE.ENTER', page: 'financialActivities' },
    { type: 'PAGE.ENTER', page: 'gameHistory' },
    { type: 'PAGE.ENTER', page: 'bonusHistory' },
    { type: 'PAGE.ENTER', page: 'sessionHistory' },
    { type: 'PAGE.ENTER', page: 'claimBonus' },
    { type: 'PAGE.ENTER', page: 'responsibleGaming' },
    { type: 'LIVE_CHAT.OPEN' },
    { type: 'SESSION.CHANGED', loggedIn: true },
  ],
  // A page is left while some page shows: its own, or a page the router left late (another page entered
  // first); leaving that one must not forget the page shown.
  // (One page stands for any left late: the rule does not depend on which.)
  allows: (snapshot, event) =>
    event.type !== 'PAGE.LEAVE' ||
    snapshot.context.page === (event as { page: string }).page ||
    (snapshot.context.page !== null && (event as { page: string }).page === 'promotions'),
  // Which page flows run.
  project: (s) =>
    Object.keys(s.children)
      .filter((id) => id.startsWith('page.'))
      .sort(),
  // Fully connected vertices: simple paths would run to the hundreds of thousands.
  simplePaths: false,
  oracle,
  invariants: {
    // A page's flow runs only while its page is shown, one at a time; the
    // long-lived machines run under their ids, each registered in the system
    // under the same name (flows reach one another with system.get(id)).
    'app.running': (snapshot) => {
      const children = snapshot.children as Record<string, { systemId?: string } | undefined>;
      for (const id of LONG_LIVED) {
        if (!children[id]) return `${id} is not running`;
        if (children[id]!.systemId !== id) return `${id} is registered as ${children[id]!.systemId ?? 'nothing'}`;
      }
      const running = Object.keys(snapshot.children).filter((id) => id.startsWith('page.'));
      const page = snapshot.context.page;
      const expected = page ? [`page.${page}`] : [];
      return running.join() === expected.join()
        ? undefined
        : `page flows ${running.join(', ') || 'none'} run while the page is ${page ?? 'none'}`;
    },
  },
});
