import { assign, fromPromise, setup } from 'xstate';
import type { Notification } from '../src/api/schemas';

/** Spec section 9: notification page size 100; the badge caps at '9+'. */
export const NOTIFICATION_TAKE = 100;
export const BADGE_CAP = 9;

export const unreadCount = (items: readonly Notification[]) => items.filter((n) => !n.isRead).length;
/** The unread count, or '9+' when it is not below 9; '' when nothing is unread. */
export const badgeText = (count: number) => (count >= BADGE_CAP ? `${BADGE_CAP}+` : count > 0 ? String(count) : '');

export type NotificationsEvent =
  | { type: 'LOAD' }
  | { type: 'RESET' }
  | { type: 'RECEIVED'; notification: Notification }
  | { type: 'OPEN'; id: number }
  | { type: 'BACK' };

/**
 * The player's notifications (spec sections 2 and 4): loaded once logged in
 * (skip 0, take 100), new ones arrive over the hub, opening an unread one
 * marks it read (the read call only if unread; local state changes on
 * success; a failure is ignored), the detail view has a way back.
 *
 * Supplied by src/: actors fetchNotifications, markRead.
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
    openedIsUnread: ({ context, event }) => event.type === 'OPEN' && context.items.some((n) => n.id === event.id && !n.isRead),
  },
  actions: {
    setItems: assign({ items: ({ event }) => (event as unknown as { output: Notification[] }).output }),
    prepend: assign({
      items: ({ context, event }) =>
        event.type === 'RECEIVED' ? [event.notification, ...context.items.filter((n) => n.id !== event.notification.id)] : context.items,
    }),
    open: assign({ openId: ({ event, context }) => (event.type === 'OPEN' ? event.id : context.openId) }),
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
      on: { LOAD: 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetch',
        src: 'fetchNotifications',
        onDone: { target: 'ready', actions: 'setItems' },
        onError: 'failed',
      },
    },
    failed: {
      description: 'The list could not be loaded; the panel offers to try again.',
      on: { LOAD: 'loading' },
    },
    ready: {
      initial: 'browsing',
      on: { RECEIVED: { actions: 'prepend' } },
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
  },
});
