import { assign, fromPromise, setup, assertEvent } from 'xstate';
import type { Registered } from './system';
import type { Notification } from '../contract/schemas';

declare module './system' {
  interface SystemActors {
    notifications: Registered<NotificationsEvent>;
  }
}

/** Spec section 9: notification page size 100. */
export const NOTIFICATION_TAKE = 100;

export type NotificationsEvent =
  | { type: 'LOAD' }
  | { type: 'RESET' }
  /** The link is up again: fetch what was pushed while it was down. */
  | { type: 'REFRESH' }
  | { type: 'RECEIVED'; notification: Notification }
  | { type: 'OPEN'; id: number }
  | { type: 'BACK' };

/**
 * The list after a fetch: the fetched items and any that arrived meanwhile,
 * each id once, newest first; a notification read here stays read even if
 * the server has not heard yet.
 */
export function mergeNotifications(known: readonly Notification[], fetched: readonly Notification[]): Notification[] {
  const readHere = new Set(known.filter((n) => n.isRead).map((n) => n.id));
  const byId = new Map<number, Notification>();
  for (const n of [...known, ...fetched]) byId.set(n.id, n);
  return [...byId.values()].map((n) => (readHere.has(n.id) && !n.isRead ? { ...n, isRead: true } : n)).sort((a, b) => b.id - a.id);
}

/**
 * The player's notifications (spec sections 2 and 4): loaded once logged in
 * (skip 0, take 100), new ones arrive over the hub, opening an unread one
 * marks it read (the read call only if unread; local state changes on
 * success; a failure is ignored), the detail view has a way back.
 *
 * The hub may repeat a message or the page may hear it while the list loads:
 * each id is listed and announced once. When the link comes back (REFRESH)
 * the list is fetched again and merged, so nothing pushed while it was down
 * is lost.
 *
 * Supplied by src/: actors fetchNotifications, markRead; action announce
 * (a new notification arrived: the page shows its title).
 */
export const notificationsMachine = setup({
  types: {} as {
    context: { items: Notification[]; openId: number | null };
    events: NotificationsEvent;
  },
  actors: {
    fetchNotifications: fromPromise<Notification[]>(async () => {
      throw new Error('fetchNotifications is supplied by src/app');
    }),
    markRead: fromPromise<unknown, { id: number }>(async () => undefined),
  },
  guards: {
    openedIsUnread: ({ context, event }) => {
      assertEvent(event, 'OPEN');
      return context.items.some((n) => n.id === event.id && !n.isRead);
    },
    isNew: ({ context, event }) => {
      assertEvent(event, 'RECEIVED');
      return !context.items.some((n) => n.id === event.notification.id);
    },
  },
  actions: {
    merge: assign({ items: ({ context }, params: { fetched: Notification[] }) => mergeNotifications(context.items, params.fetched) }),
    prepend: assign({
      items: ({ context, event }) => {
        assertEvent(event, 'RECEIVED');
        return [event.notification, ...context.items];
      },
    }),
    announce: (_, _params: { notification: Notification }) => {},
    open: assign({
      openId: ({ event }) => {
        assertEvent(event, 'OPEN');
        return event.id;
      },
    }),
    back: assign({ openId: null }),
    markOpenedRead: assign({ items: ({ context }) => context.items.map((n) => (n.id === context.openId ? { ...n, isRead: true } : n)) }),
    clear: assign({ items: [], openId: null }),
  },
}).createMachine({
  id: 'notifications',
  description: "The player's notifications, live over the hub.",
  context: { items: [], openId: null },
  initial: 'idle',
  on: { RESET: { target: '.idle', actions: 'clear' } },
  states: {
    idle: {
      description: 'Nobody is logged in.',
      on: { LOAD: 'live' },
    },
    live: {
      description: 'Logged in: what the hub brings is listed (each id once) and announced.',
      on: {
        RECEIVED: {
          guard: 'isNew',
          actions: ['prepend', { type: 'announce', params: ({ event }) => ({ notification: event.notification }) }],
        },
      },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetch',
            src: 'fetchNotifications',
            onDone: { target: 'ready', actions: { type: 'merge', params: ({ event }) => ({ fetched: event.output }) } },
            onError: 'failed',
          },
        },
        failed: {
          description: 'The list could not be loaded; the panel offers to try again.',
          on: { LOAD: 'loading', REFRESH: 'loading' },
        },
        ready: {
          type: 'parallel',
          states: {
            view: {
              initial: 'browsing',
              states: {
                browsing: {
                  on: {
                    OPEN: [
                      { guard: 'openedIsUnread', target: 'markingRead', actions: 'open' },
                      { target: 'reading', actions: 'open' },
                    ],
                  },
                },
                markingRead: {
                  description: 'Detail shown; the read call is in flight.',
                  invoke: {
                    id: 'markRead',
                    src: 'markRead',
                    input: ({ context }) => ({ id: context.openId! }),
                    onDone: { target: 'reading', actions: 'markOpenedRead' },
                    // Spec section 8: a failed read call is ignored.
                    onError: 'reading',
                  },
                  on: { BACK: { target: 'browsing', actions: 'back' } },
                },
                reading: {
                  description: 'The detail view with a back arrow.',
                  on: { BACK: { target: 'browsing', actions: 'back' } },
                },
              },
            },
            sync: {
              description: 'Catching up after the link came back; the list stays usable meanwhile.',
              initial: 'upToDate',
              states: {
                upToDate: { on: { REFRESH: 'refreshing' } },
                refreshing: {
                  invoke: {
                    id: 'refetch',
                    src: 'fetchNotifications',
                    onDone: { target: 'upToDate', actions: { type: 'merge', params: ({ event }) => ({ fetched: event.output }) } },
                    // The list stays as it is; the next time the link comes back tries again.
                    onError: 'upToDate',
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
