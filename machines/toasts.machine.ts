import { assign, enqueueActions, setup, assertEvent } from 'xstate';
import type { MessageKey } from './messageKey';
import type { Registered } from './system';

declare module './system' {
  interface SystemActors {
    toasts: Registered<ToastsEvent>;
  }
}

export type ToastKind = 'blank' | 'error' | 'success' | 'loading' | 'warning' | 'info';
export type ToastPosition = 'top-center' | 'bottom-center';

/**
 * Either text from the server, or a key of the dictionaries the view
 * translates: a key in no dictionary (a raw 'payment.noData' on screen) is a
 * type error, not a surprise for the player.
 */
export type ToastMessage = { text: string } | { key: MessageKey; params?: Record<string, string | number> };

export interface Toast {
  id: string;
  kind: ToastKind;
  message: ToastMessage;
  position: ToastPosition;
}

export interface ToastRequest {
  /** A caller-chosen id makes a repeated toast a no-op while the first is visible. */
  id?: string;
  kind: ToastKind;
  message: ToastMessage;
  position?: ToastPosition;
}

/** Spec section 9: 4000 ms, loading 30000 ms; at most 5 visible; top-center. */
export const TOAST_DURATION_MS = 4000;
export const LOADING_TOAST_DURATION_MS = 30_000;
export const MAX_VISIBLE_TOASTS = 5;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-center';

export const toastDuration = (kind: ToastKind) => (kind === 'loading' ? LOADING_TOAST_DURATION_MS : TOAST_DURATION_MS);
const timerId = (id: string) => `toast-expiry-${id}`;

export type ToastsEvent =
  | { type: 'SHOW'; toast: ToastRequest }
  | { type: 'DISMISS'; id: string }
  /** Raised by the toast's own timer. */
  | { type: 'EXPIRE'; id: string };

/**
 * The toast stack (spec sections 4, 8, 9). Each toast expires after its
 * duration; a sixth pushes out the oldest; a toast whose id is showing is
 * ignored. Ids are generated from a counter so the machine stays pure.
 */
export const toastsMachine = setup({
  types: {} as { context: { toasts: Toast[]; nextId: number }; events: ToastsEvent },
  guards: {
    isDuplicate: ({ context, event }) => {
      assertEvent(event, 'SHOW');
      return event.toast.id !== undefined && context.toasts.some((t) => t.id === event.toast.id);
    },
    isFull: ({ context }) => context.toasts.length >= MAX_VISIBLE_TOASTS,
    isShowing: ({ context, event }) => 'id' in event && context.toasts.some((t) => t.id === event.id),
  },
  actions: {
    // Timer ids are per toast, so they are computed at run time (enqueueActions).
    dropOldest: enqueueActions(({ context, enqueue }) => enqueue.cancel(timerId(context.toasts[0]!.id))),
    forgetOldest: assign({ toasts: ({ context }) => context.toasts.slice(1) }),
    add: assign(({ context, event }) => {
      assertEvent(event, 'SHOW');
      const toast: Toast = {
        id: event.toast.id ?? `toast-${context.nextId}`,
        kind: event.toast.kind,
        message: event.toast.message,
        position: event.toast.position ?? DEFAULT_TOAST_POSITION,
      };
      return { toasts: [...context.toasts, toast], nextId: context.nextId + 1 };
    }),
    scheduleExpiry: enqueueActions(({ context, enqueue }) => {
      const toast = context.toasts[context.toasts.length - 1]!;
      enqueue.raise({ type: 'EXPIRE', id: toast.id }, { id: timerId(toast.id), delay: toastDuration(toast.kind) });
    }),
    cancelExpiry: enqueueActions(({ event, enqueue }) => {
      if ('id' in event) enqueue.cancel(timerId(event.id));
    }),
    remove: assign({ toasts: ({ context, event }) => context.toasts.filter((t) => !('id' in event) || t.id !== event.id) }),
  },
}).createMachine({
  id: 'toasts',
  description: 'Toast messages: at most five, each for 4 s (loading 30 s); a duplicate id is ignored.',
  context: { toasts: [], nextId: 1 },
  initial: 'active',
  states: {
    active: {
      on: {
        SHOW: [
          { guard: 'isDuplicate' },
          { guard: 'isFull', actions: ['dropOldest', 'forgetOldest', 'add', 'scheduleExpiry'] },
          { actions: ['add', 'scheduleExpiry'] },
        ],
        DISMISS: { guard: 'isShowing', actions: ['cancelExpiry', 'remove'] },
        EXPIRE: { guard: 'isShowing', actions: 'remove' },
      },
    },
  },
});
