import { sessionMachine } from '../../../machines/session.machine';
import type { AuthData } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { sent, sentToParent } from '../replay';
import { arriving, authData, networkError } from './fixtures';

type Balance = 'refreshing' | 'waiting';
type Link = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'error';
type Part = 'balance' | 'bonusBalance';
interface Model {
  at: 'loggedOut' | 'loggedIn' | 'loggingOut' | 'ended' | 'reloading';
  balance: Balance;
  link: Link;
  session: (AuthData & { bonusBalance?: number }) | null;
  linkWasDown: boolean;
  refreshAgain: boolean;
  pushed: Part[];
}
type Effect = { type: string; params?: unknown };
type Invoke = { src: string; input?: unknown };
interface Step {
  model: Model;
  effects: Effect[];
  invokes: Invoke[];
}

/**
 * What the hub's notification pushes in this model's cases read as: the one
 * JSON notification is forwarded as it was sent; JSON cut short, or with an id
 * that is no number, is none.
 */
const PUSHED_NOTIFICATIONS = new Map([[JSON.stringify(arriving), arriving]]);

/** A hub amount is a plain decimal; anything else changes nothing. */
const amountOf = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null);
const fetchBalance = { src: 'fetchBalance' };

/** At login: the app is told a player is in (it tells notifications, favourites, the dialogs and the page). */
const ANNOUNCE_LOGIN = [sentToParent({ type: 'SESSION.CHANGED', loggedIn: true })];
/** No player (at start, or after logout): notifications forget, any dialog closes. */
const RESET_OTHERS = [sent('notifications', { type: 'RESET' }), sent('dialogs', { type: 'CLOSE' })];

/** Logging in: announced; the balance asked at once; the live link opened with the token; the reality check starts. */
function logIn(step: Step, session: AuthData): Step {
  return {
    model: {
      ...step.model,
      at: 'loggedIn',
      balance: 'refreshing',
      link: 'connecting',
      session,
      linkWasDown: false,
      refreshAgain: false,
      pushed: [],
    },
    effects: [...step.effects, ...ANNOUNCE_LOGIN],
    invokes: [...step.invokes, { src: 'realityCheck' }, { src: 'realtimeLink', input: { token: session.token } }, fetchBalance],
  };
}

/** Asking for the balance: a new call now, or (one is on its way) another right after it. */
function refreshBalance(step: Step): Step {
  if (step.model.balance === 'refreshing') return { ...step, model: { ...step.model, refreshAgain: true } };
  return { ...step, model: { ...step.model, balance: 'refreshing', pushed: [] }, invokes: [...step.invokes, fetchBalance] };
}

/** The link is up again after being down: the balance and the notifications it missed are fetched. */
function caughtUp(step: Step): Step {
  if (!step.model.linkWasDown) return { ...step, model: { ...step.model, link: 'connected' } };
  const refreshed = refreshBalance({ ...step, model: { ...step.model, link: 'connected', linkWasDown: false } });
  return { ...refreshed, effects: [...refreshed.effects, sent('notifications', { type: 'REFRESH' })] };
}

const valueOf = (model: Model) => (model.at === 'loggedIn' ? { loggedIn: { balance: model.balance, link: model.link } } : model.at);
const expectationOf = ({ model, effects, invokes }: Step) => ({
  state: model,
  value: valueOf(model),
  effects,
  invokes,
  context: {
    session: model.session,
    link: model.link,
    linkWasDown: model.linkWasDown,
    refreshAgain: model.refreshAgain,
    pushedDuringCall: model.pushed,
  },
});

/**
 * Spec sections 4 and 7: a stored session logs in at start, else the page
 * starts clean (and says why the last session ended, if it had a reason);
 * while logged in the balance is asked at once and every 10 s, a refresh
 * asked during a call is made after it, a call's answer never undoes what
 * the hub pushed meanwhile; the hub's balance and bonus set the header, its
 * notifications are passed on, its logout ends the session with its reason;
 * a link that was down fetches what it missed when it is back; the player
 * may retry a link that gave up. Logout, a 401 or the hub's logout: the
 * server is told, then stored data cleared, home, state reset, and the page
 * reloads 300 ms later.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { stored } = input as { stored: AuthData | null };
    const out: Model = {
      at: 'loggedOut',
      balance: 'refreshing',
      link: 'connecting',
      session: null,
      linkWasDown: false,
      refreshAgain: false,
      pushed: [],
    };
    if (!stored) return expectationOf({ model: out, effects: [...RESET_OTHERS, { type: 'announceLogoutReason' }], invokes: [] });
    return expectationOf(logIn({ model: out, effects: [], invokes: [] }, stored));
  },
  step(model, event) {
    const none: Step = { model, effects: [], invokes: [] };
    const loggingOut = (effects: Effect[] = []): Step => ({
      model: { ...model, at: 'loggingOut' },
      effects,
      invokes: [{ src: 'callLogout' }],
    });
    const next = ((): Step => {
      if (model.at === 'loggedOut')
        return event.type === 'LOGGED_IN'
          ? logIn({ ...none, effects: [{ type: 'storeSession' }] }, (event as unknown as { session: AuthData }).session)
          : none;
      if (model.at === 'loggingOut') {
        if (event.type !== 'xstate.done.actor.logout' && event.type !== 'xstate.error.actor.logout') return none;
        return {
          model: { ...model, at: 'ended', session: null, link: 'connecting', linkWasDown: false, refreshAgain: false, pushed: [] },
          effects: [{ type: 'clearStoredData' }, { type: 'goHome' }, ...RESET_OTHERS],
          invokes: [],
        };
      }
      if (model.at === 'ended')
        return event.type.startsWith('xstate.after.reload.')
          ? { model: { ...model, at: 'reloading' }, effects: [{ type: 'reloadPage' }], invokes: [] }
          : none;
      if (model.at !== 'loggedIn') return none;
      switch (event.type) {
        case 'LOGOUT':
          return loggingOut([{ type: 'keepLogoutReason', params: { message: (event as unknown as { reason?: string }).reason ?? '' } }]);
        case 'UNAUTHORIZED':
          return loggingOut();
        case 'PHONE.VERIFIED': {
          const { phone } = event as unknown as { phone: string };
          return {
            ...none,
            model: { ...model, session: { ...model.session!, phone, smsVerified: true } },
            effects: [{ type: 'storeSession' }],
          };
        }
        case 'EMAIL.CONFIRMED':
          // Issue 34: the account shows the address confirmed at once, and so does the next page load.
          return {
            ...none,
            model: { ...model, session: { ...model.session!, emailConfirmed: true } },
            effects: [{ type: 'storeSession' }],
          };
        case 'HUB.MESSAGE': {
          const { command, message } = (event as unknown as { message: { command: string; message: string } }).message;
          if (command === 'logout') return loggingOut([{ type: 'keepLogoutReason', params: { message } }]);
          if (command === 'notification') {
            // Forwarded as it was pushed when it reads as a notification; a malformed push changes nothing.
            const notification = PUSHED_NOTIFICATIONS.get(message);
            return notification ? { ...none, effects: [sent('notifications', { type: 'RECEIVED', notification })] } : none;
          }
          const amount = amountOf(message);
          if ((command !== 'balance' && command !== 'bonusBalance') || amount === null) return none;
          const part: Part = command;
          return {
            ...none,
            model: {
              ...model,
              session: { ...model.session!, [part]: amount },
              pushed: model.pushed.includes(part) ? model.pushed : [...model.pushed, part],
            },
            effects: [{ type: 'storeSession' }],
          };
        }
        case 'BALANCE.REFRESH':
          return refreshBalance(none);
        case 'xstate.done.actor.balance': {
          const data = (event as unknown as { output: { balance: number; bonusBalance?: number } }).output;
          const session = {
            ...model.session!,
            ...(!model.pushed.includes('balance') && { balance: data.balance }),
            ...(data.bonusBalance !== undefined && !model.pushed.includes('bonusBalance') && { bonusBalance: data.bonusBalance }),
          };
          const again = model.refreshAgain;
          return {
            model: { ...model, session, balance: again ? 'refreshing' : 'waiting', refreshAgain: false, pushed: again ? [] : model.pushed },
            effects: [{ type: 'storeSession' }],
            invokes: again ? [fetchBalance] : [],
          };
        }
        case 'xstate.error.actor.balance': {
          const again = model.refreshAgain;
          return {
            model: { ...model, balance: again ? 'refreshing' : 'waiting', refreshAgain: false, pushed: again ? [] : model.pushed },
            effects: [],
            invokes: again ? [fetchBalance] : [],
          };
        }
        case 'HUB.CONNECTED':
          return model.link === 'connecting' ? caughtUp(none) : none;
        case 'HUB.RECONNECTED':
          return model.link === 'reconnecting' ? caughtUp(none) : none;
        case 'HUB.RECONNECTING':
          return model.link === 'connected' ? { ...none, model: { ...model, link: 'reconnecting', linkWasDown: true } } : none;
        case 'HUB.DISCONNECTED':
          return ['connecting', 'connected', 'reconnecting'].includes(model.link)
            ? { ...none, model: { ...model, link: 'disconnected', linkWasDown: true } }
            : none;
        case 'HUB.ERROR':
          return model.link === 'connecting' ? { ...none, model: { ...model, link: 'error', linkWasDown: true } } : none;
        case 'LINK.RETRY':
          if (model.link !== 'disconnected' && model.link !== 'error') return none;
          return { ...none, model: { ...model, link: 'connecting' }, effects: [sent('realtime', { type: 'RETRY' })] };
        default:
          if (event.type.startsWith('xstate.after.balancePoll.')) return model.balance === 'waiting' ? refreshBalance(none) : none;
          if (event.type === 'LOGGED_IN') return none;
          throw new Error(`the session model has no rule for ${event.type}`);
      }
    })();
    return expectationOf(next);
  },
});

export const sessionModel = defineModel({
  id: 'session',
  machine: sessionMachine,
  inputs: [
    { name: 'visitor', input: { stored: null } },
    { name: 'stored session', input: { stored: authData } },
  ],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.balancePoll.session.loggedIn.balance.waiting' } as never,
    { type: 'xstate.after.reload.session.ended' } as never,
    // A player with a bonus part: a balance answer without one keeps it.
    { type: 'LOGGED_IN', session: { ...authData, bonusBalance: 20 } },
    { type: 'LOGOUT' },
    { type: 'LOGOUT', reason: 'Oturum süreniz doldu.' },
    { type: 'UNAUTHORIZED' },
    { type: 'BALANCE.REFRESH' },
    { type: 'PHONE.VERIFIED', phone: '905551112233' },
    { type: 'EMAIL.CONFIRMED' },
    { type: 'LINK.RETRY' },
    { type: 'HUB.CONNECTED' },
    { type: 'HUB.RECONNECTING' },
    { type: 'HUB.RECONNECTED' },
    { type: 'HUB.DISCONNECTED' },
    { type: 'HUB.ERROR' },
    { type: 'HUB.MESSAGE', message: { command: 'logout', message: '' } },
    { type: 'HUB.MESSAGE', message: { command: 'logout', message: 'Molanız başladı.' } },
    { type: 'HUB.MESSAGE', message: { command: 'balance', message: '250.25' } },
    // Amounts that are no number as a whole, and a command the site does not know: ignored.
    // Numbers JavaScript would read but the hub's format (digits, one point) is not: an exponent, a leading space.
    { type: 'HUB.MESSAGE', message: { command: 'balance', message: '1e5' } },
    { type: 'HUB.MESSAGE', message: { command: 'bonusBalance', message: ' 12' } },
    { type: 'HUB.MESSAGE', message: { command: 'jackpot', message: '100' } },
    { type: 'HUB.MESSAGE', message: { command: 'bonusBalance', message: '50' } },
    { type: 'HUB.MESSAGE', message: { command: 'notification', message: JSON.stringify(arriving) } },
    { type: 'HUB.MESSAGE', message: { command: 'notification', message: '{"id": 7, "title": "half"' } },
    // A notification's text under a command the site does not know: not forwarded.
    { type: 'HUB.MESSAGE', message: { command: 'jackpot', message: JSON.stringify(arriving) } },
    { type: 'HUB.MESSAGE', message: { command: 'notification', message: JSON.stringify({ ...arriving, id: 'three' }) } },
    { type: 'xstate.done.actor.balance', output: { balance: 99 } } as never,
    { type: 'xstate.done.actor.balance', output: { balance: 149, bonusBalance: 40 } } as never,
    { type: 'xstate.error.actor.balance', error: networkError } as never,
    { type: 'xstate.done.actor.logout', output: { success: true, message: '' } } as never,
    { type: 'xstate.error.actor.logout', error: networkError } as never,
  ],
  project: (s) => ({
    loggedIn: s.context.session !== null,
    verified: s.context.session?.smsVerified ?? false,
    link: s.context.link,
    linkWasDown: s.context.linkWasDown,
    refreshAgain: s.context.refreshAgain,
    pushed: s.context.pushedDuringCall.join(),
  }),
  simplePaths: false,
  oracle,
  finals: ['reloading'],
  // The actors it tells, by system id (what they hold, it does not read).
  system: { notifications: {}, dialogs: {}, favourites: {} },
  // While a player is logged in the reality check runs beside the session, under the id and system id the header and the dialogs find it by.
  invariants: {
    'session.loggedIn': (snapshot) => {
      const check = (snapshot.children as Record<string, { systemId?: string } | undefined>).realityCheck;
      return check?.systemId === 'realityCheck' ? undefined : 'the reality check is not running as realityCheck';
    },
  },
});
