import { assign, fromCallback, fromPromise, raise, sendTo, setup, assertEvent } from 'xstate';
import type { AuthData, BalanceData } from '../contract/schemas';
import type { HubLinkReport } from '../contract/hubLink';
import { Notification } from '../contract/startupSchemas';
import { lazyFlowMachine } from './lazyFlow.machine';
import { inSystem, parentOf, type Registered } from './system';

declare module './system' {
  interface SystemActors {
    session: Registered<SessionEvent, SessionContext>;
  }
}

/** Spec section 9: balance poll 10 s; logout reload 300 ms. */
export const BALANCE_POLL_MS = 10_000;
export const LOGOUT_RELOAD_MS = 300;

/**
 * The amount a hub `balance` or `bonusBalance` command carries: a plain
 * decimal ('250.5', '-3', '0'), or null. `Number()` alone would take '' and
 * ' ' as 0 and '0x10' as 16, so a blank or odd message would zero the header.
 */
export function hubAmount(message: string): number | null {
  if (!/^-?\d{1,15}(\.\d{1,8})?$/.test(message)) return null;
  const amount = Number(message);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * The notification a hub `notification` command carries (its message is the
 * notification as JSON), or null when it is not JSON or not a notification:
 * a malformed push is dropped, never shown half-read.
 */
export function hubNotification(message: string): Notification | null {
  try {
    const parsed = Notification.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The two amounts the header shows; the hub pushes each on its own. */
export type BalancePart = 'balance' | 'bonusBalance';

export type LinkStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'error';

export interface SessionInput {
  /** The record under the local-storage key `authData`, if any (src/ adds the fingerprint when storing). */
  stored: AuthData | null;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; session: AuthData }
  /** `reason`: why, when the page ends the session for a reason the server gave (a time-out, self-exclusion). */
  | { type: 'LOGOUT'; reason?: string }
  /** A 401 from any call. */
  | { type: 'UNAUTHORIZED' }
  | { type: 'BALANCE.REFRESH' }
  | { type: 'PHONE.VERIFIED'; phone: string }
  /** The player confirmed the address with the e-mail's code (machines/emailConfirmation.machine.ts). */
  | { type: 'EMAIL.CONFIRMED' }
  | { type: 'LINK.RETRY' }
  // from the realtime link actor
  | HubLinkReport;

/** The session as the machine holds it (the dialogs and the pages read it when a flow starts). */
export interface SessionContext {
  session: AuthData | null;
  link: LinkStatus;
  /** The link dropped or failed since it last connected, so what it missed must be fetched. */
  linkWasDown: boolean;
  /** A refresh was asked for while one ran; its answer may predate what the asker knows. */
  refreshAgain: boolean;
  /** The parts the hub set since the running balance call began; its answer is older for them. */
  pushedDuringCall: BalancePart[];
}

/**
 * The player's session (spec sections 4 and 7). A stored record logs the
 * player in at start; while logged in the balance is polled every 10 s and
 * the realtime link runs; a 401, a hub `logout` command or the Logout button
 * end the session: the server is told, stored data cleared, the page goes
 * home, state resets, and the page reloads 300 ms later.
 *
 * The reality check runs while logged in (system id `realityCheck`).
 *
 * Supplied by src/: actors fetchBalance, realtimeLink, callLogout, realityCheck; actions
 * storeSession, clearStoredData, goHome, reloadPage, keepLogoutReason (the hub's logout
 * command or the page's LOGOUT may say why: a limit reached, a time-out)
 * and announceLogoutReason.
 */
export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    input: SessionInput;
    events: SessionEvent;
  },
  delays: { balancePoll: BALANCE_POLL_MS, reload: LOGOUT_RELOAD_MS },
  actors: {
    fetchBalance: fromPromise<BalanceData>(async () => {
      throw new Error('fetchBalance is supplied by src/app');
    }),
    callLogout: fromPromise<unknown>(async () => undefined),
    /** Reports HUB.* events; told RETRY, it drops what is left of its connection and opens a new one. */
    realtimeLink: fromCallback<{ type: 'RETRY' }, { token: string }>(() => () => {}),
    // The reality check (machines/realityCheck.machine.ts), loaded with its code when a player logs in.
    realityCheck: lazyFlowMachine,
  },
  guards: {
    hasStoredSession: ({ context }) => context.session !== null,
    isLogoutCommand: ({ event }) => {
      assertEvent(event, 'HUB.MESSAGE');
      return event.message.command === 'logout';
    },
    /** The new balance, or its bonus part (the reference server's `bonusBalance` command). */
    isBalanceCommand: ({ event }) => {
      assertEvent(event, 'HUB.MESSAGE');
      return (event.message.command === 'balance' || event.message.command === 'bonusBalance') && hubAmount(event.message.message) !== null;
    },
    linkWasDown: ({ context }) => context.linkWasDown,
    refreshAgain: ({ context }) => context.refreshAgain,
    /** A notification the hub pushed, readable as one (a malformed push changes nothing). */
    isNotificationCommand: ({ event }) => {
      assertEvent(event, 'HUB.MESSAGE');
      return event.message.command === 'notification' && hubNotification(event.message.message) !== null;
    },
  },
  actions: {
    rememberSession: assign({
      session: ({ event }) => {
        assertEvent(event, 'LOGGED_IN');
        return event.session;
      },
    }),
    setBalance: assign(({ context, event }) => {
      assertEvent(event, 'HUB.MESSAGE');
      const part: BalancePart = event.message.command === 'bonusBalance' ? 'bonusBalance' : 'balance';
      const amount = hubAmount(event.message.message);
      return {
        session: !context.session ? null : amount === null ? context.session : { ...context.session, [part]: amount },
        pushedDuringCall: context.pushedDuringCall.includes(part) ? context.pushedDuringCall : [...context.pushedDuringCall, part],
      };
    }),
    /**
     * The balance call's answer, except the parts the hub pushed while it ran: the answer may
     * have been read before the change the push announced, and would put the old amount back.
     */
    takeFetchedBalance: assign({
      session: ({ context: { session, pushedDuringCall: pushed } }, { data }: { data: BalanceData }) =>
        session && {
          ...session,
          ...(!pushed.includes('balance') && { balance: data.balance }),
          ...(data.bonusBalance !== undefined && !pushed.includes('bonusBalance') && { bonusBalance: data.bonusBalance }),
        },
    }),
    startBalanceCall: assign({ pushedDuringCall: [] as BalancePart[] }),
    setPhoneVerified: assign({
      session: ({ context, event }) => {
        assertEvent(event, 'PHONE.VERIFIED');
        return context.session && { ...context.session, phone: event.phone, smsVerified: true };
      },
    }),
    setEmailConfirmed: assign({ session: ({ context }) => context.session && { ...context.session, emailConfirmed: true } }),
    setLink: assign({ link: (_, params: { status: LinkStatus }) => params.status }),
    forgetSession: assign({
      session: null,
      link: 'connecting' as LinkStatus,
      linkWasDown: false,
      refreshAgain: false,
      pushedDuringCall: [] as BalancePart[],
    }),
    noteLinkDown: assign({ linkWasDown: true }),
    askRefreshAgain: assign({ refreshAgain: true }),
    clearRefreshAgain: assign({ refreshAgain: false }),
    // The link actor opens a new connection itself. Re-entering the link region instead would,
    // inside the parallel loggedIn state, exit and re-enter the balance region too (a refresh
    // nobody asked for, and a balance call whose answer is dropped).
    retryLink: sendTo('realtime', { type: 'RETRY' }),
    noteCaughtUp: assign({ linkWasDown: false }),
    storeSession: () => {},
    clearStoredData: () => {},
    goHome: () => {},
    // The other actors forget the player at once (a route guard may open the login form next,
    // and a reset arriving after it would close it again): XState relays a sendTo before the
    // session's step returns.
    tellNotificationsReset: sendTo(inSystem('notifications'), { type: 'RESET' }),
    tellDialogsClose: sendTo(inSystem('dialogs'), { type: 'CLOSE' }),
    reloadPage: () => {},
    // At login: notifications load, dialogs know a game may open, favourites load.
    /** The one way a login reaches the others: the app tells each (machines/app.machine.ts). */
    tellAppLoggedIn: sendTo(parentOf, { type: 'SESSION.CHANGED', loggedIn: true }),
    /** Tells the notifications machine, which lists and announces it once per id. */
    forwardNotification: sendTo(inSystem('notifications'), (_, { notification }: { notification: Notification }) => ({
      type: 'RECEIVED',
      notification,
    })),
    /** The link is up (again): notifications pushed while it was down are fetched. */
    catchUpNotifications: sendTo(inSystem('notifications'), { type: 'REFRESH' }),
    /** The session ends for a reason (a limit, a time-out; empty: none): kept to be said after the reload. */
    keepLogoutReason: (_, _params: { message: string }) => {},
    /** Says the kept reason, once, when the page starts without a session. */
    announceLogoutReason: () => {},
  },
}).createMachine({
  id: 'session',
  description: 'Who is logged in: restore at start, balance poll, realtime link, logout.',
  context: ({ input }) => ({ session: input.stored, link: 'connecting', linkWasDown: false, refreshAgain: false, pushedDuringCall: [] }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'A stored authData record logs the player in; otherwise state is reset.',
      always: [
        { guard: 'hasStoredSession', target: 'loggedIn' },
        { target: 'loggedOut', actions: ['tellNotificationsReset', 'tellDialogsClose', 'announceLogoutReason'] },
      ],
    },
    loggedOut: {
      on: { LOGGED_IN: { target: 'loggedIn', actions: ['rememberSession', 'storeSession'] } },
    },
    loggedIn: {
      description: 'Balance refreshed now and every 10 s; the realtime link runs; notifications load; the reality check counts.',
      type: 'parallel',
      entry: 'tellAppLoggedIn',
      invoke: { id: 'realityCheck', systemId: 'realityCheck', src: 'realityCheck' },
      on: {
        LOGOUT: {
          target: '#session.loggingOut',
          actions: { type: 'keepLogoutReason', params: ({ event }) => ({ message: event.reason ?? '' }) },
        },
        UNAUTHORIZED: '#session.loggingOut',
        'PHONE.VERIFIED': { actions: ['setPhoneVerified', 'storeSession'] },
        'EMAIL.CONFIRMED': { actions: ['setEmailConfirmed', 'storeSession'] },
        'HUB.MESSAGE': [
          {
            guard: 'isLogoutCommand',
            target: '#session.loggingOut',
            actions: {
              type: 'keepLogoutReason',
              params: ({ event }) => ({ message: event.message.message }),
            },
          },
          { guard: 'isBalanceCommand', actions: ['setBalance', 'storeSession'] },
          {
            guard: 'isNotificationCommand',
            // The guard has read it: a notification, never null here.
            actions: {
              type: 'forwardNotification',
              params: ({ event }) => ({ notification: hubNotification(event.message.message)! }),
            },
          },
        ],
      },
      states: {
        balance: {
          initial: 'refreshing',
          states: {
            refreshing: {
              entry: 'startBalanceCall',
              invoke: {
                id: 'balance',
                src: 'fetchBalance',
                onDone: [
                  {
                    guard: 'refreshAgain',
                    target: 'refreshing',
                    reenter: true,
                    actions: [
                      { type: 'takeFetchedBalance', params: ({ event }) => ({ data: event.output }) },
                      'storeSession',
                      'clearRefreshAgain',
                    ],
                  },
                  {
                    target: 'waiting',
                    actions: [{ type: 'takeFetchedBalance', params: ({ event }) => ({ data: event.output }) }, 'storeSession'],
                  },
                ],
                // A 401 arrives separately as UNAUTHORIZED; other failures wait for the next poll.
                onError: [
                  { guard: 'refreshAgain', target: 'refreshing', reenter: true, actions: 'clearRefreshAgain' },
                  { target: 'waiting' },
                ],
              },
              // Asked while a call runs (the link came back: a push may have been missed after
              // this call read the balance): one more call once this one is answered.
              on: { 'BALANCE.REFRESH': { actions: 'askRefreshAgain' } },
            },
            waiting: {
              after: { balancePoll: 'refreshing' },
              on: { 'BALANCE.REFRESH': 'refreshing' },
            },
          },
        },
        link: {
          description: 'The SignalR connection to ./hub/frnotify and what it reports.',
          invoke: {
            id: 'realtime',
            src: 'realtimeLink',
            input: ({ context }) => ({ token: context.session!.token }),
          },
          initial: 'connecting',
          states: {
            connecting: {
              entry: { type: 'setLink', params: { status: 'connecting' } },
              on: {
                'HUB.CONNECTED': [
                  // Up again after the player's retry: fetch what was pushed while it was down.
                  {
                    guard: 'linkWasDown',
                    target: 'connected',
                    actions: [raise({ type: 'BALANCE.REFRESH' }), 'catchUpNotifications', 'noteCaughtUp'],
                  },
                  { target: 'connected' },
                ],
                'HUB.ERROR': 'error',
                'HUB.DISCONNECTED': 'disconnected',
              },
            },
            connected: {
              entry: { type: 'setLink', params: { status: 'connected' } },
              on: { 'HUB.RECONNECTING': 'reconnecting', 'HUB.DISCONNECTED': 'disconnected' },
            },
            reconnecting: {
              entry: [{ type: 'setLink', params: { status: 'reconnecting' } }, 'noteLinkDown'],
              on: {
                // Back: what was pushed while it was down is fetched (the balance now, and the notifications).
                'HUB.RECONNECTED': {
                  target: 'connected',
                  actions: [raise({ type: 'BALANCE.REFRESH' }), 'catchUpNotifications', 'noteCaughtUp'],
                },
                'HUB.DISCONNECTED': 'disconnected',
              },
            },
            disconnected: {
              description: 'Reconnect attempts are used up; the player may retry.',
              entry: [{ type: 'setLink', params: { status: 'disconnected' } }, 'noteLinkDown'],
              on: { 'LINK.RETRY': { target: 'connecting', actions: 'retryLink' } },
            },
            error: {
              description: 'The link could not start.',
              entry: [{ type: 'setLink', params: { status: 'error' } }, 'noteLinkDown'],
              on: { 'LINK.RETRY': { target: 'connecting', actions: 'retryLink' } },
            },
          },
        },
      },
    },
    loggingOut: {
      description: 'Tells the server; whatever it answers, the session ends here.',
      invoke: { id: 'logout', src: 'callLogout', onDone: 'ended', onError: 'ended' },
    },
    ended: {
      description: 'Stored data cleared, home, state reset; the page reloads 300 ms later.',
      entry: ['forgetSession', 'clearStoredData', 'goHome', 'tellNotificationsReset', 'tellDialogsClose'],
      after: { reload: 'reloading' },
    },
    reloading: {
      entry: 'reloadPage',
      type: 'final',
    },
  },
});
