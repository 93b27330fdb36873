import { assign, setup } from 'xstate';
import { loginMachine } from './login.machine';

export type DialogName = 'login' | 'notifications';

export type DialogsEvent =
  | { type: 'OPEN.LOGIN' }
  | { type: 'OPEN.NOTIFICATIONS' }
  | { type: 'CLOSE' }
  /** The route guard stopped a visitor on a guarded route. */
  | { type: 'GUARD.BLOCKED'; path: string };

/**
 * Which dialog is open (spec section 2 'Dialogs'): opening one closes any
 * other first, and an open dialog is not opened again. Each flow dialog runs
 * its flow machine while open, so nothing leaks into the next opening. The
 * route guard opens login and remembers where the visitor was going; a
 * successful login continues there.
 *
 * Supplied by src/: action navigate (the router).
 */
export const dialogsMachine = setup({
  types: {} as { context: { pendingPath: string | null }; events: DialogsEvent },
  actors: { loginFlow: loginMachine },
  guards: {
    hasPendingPath: ({ context }) => context.pendingPath !== null,
  },
  actions: {
    rememberPath: assign({ pendingPath: ({ event, context }) => (event.type === 'GUARD.BLOCKED' ? event.path : context.pendingPath) }),
    forgetPath: assign({ pendingPath: null }),
    navigate: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'dialogs',
  description: 'One dialog at a time; the route guard opens login.',
  context: { pendingPath: null },
  initial: 'closed',
  on: {
    'OPEN.LOGIN': { target: '.login', actions: 'forgetPath' },
    'OPEN.NOTIFICATIONS': { target: '.notifications', actions: 'forgetPath' },
    'GUARD.BLOCKED': { target: '.login', actions: 'rememberPath' },
    CLOSE: { target: '.closed', actions: 'forgetPath' },
  },
  states: {
    closed: {},
    login: {
      description: 'The login form; closes itself after a successful login.',
      // Already open: not opened again; a guard stop only updates where to go next.
      on: { 'OPEN.LOGIN': {}, 'GUARD.BLOCKED': { actions: 'rememberPath' } },
      invoke: {
        id: 'loginFlow',
        src: 'loginFlow',
        onDone: [
          {
            guard: 'hasPendingPath',
            target: 'closed',
            actions: [{ type: 'navigate', params: ({ context }) => ({ path: context.pendingPath! }) }, 'forgetPath'],
          },
          { target: 'closed' },
        ],
      },
    },
    notifications: {
      description: 'The notification panel (bottom sheet on mobile).',
      on: { 'OPEN.NOTIFICATIONS': {} },
    },
  },
});
