import { assign, setup } from 'xstate';
import { changePasswordMachine } from './changePassword.machine';
import { loginMachine } from './login.machine';
import { recoveryMachine } from './recovery.machine';

export type DialogName = 'login' | 'recovery' | 'changePassword' | 'notifications';

export type DialogsEvent =
  | { type: 'OPEN.LOGIN' }
  | { type: 'OPEN.RECOVERY' }
  | { type: 'OPEN.CHANGE_PASSWORD' }
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
  actors: { loginFlow: loginMachine, recoveryFlow: recoveryMachine, changePasswordFlow: changePasswordMachine },
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
    'OPEN.RECOVERY': { target: '.recovery', actions: 'forgetPath' },
    'OPEN.CHANGE_PASSWORD': { target: '.changePassword', actions: 'forgetPath' },
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
    recovery: {
      description: 'Account recovery; the login form follows one second after success.',
      on: { 'OPEN.RECOVERY': {} },
      invoke: { id: 'recoveryFlow', src: 'recoveryFlow', onDone: 'login' },
    },
    changePassword: {
      description: 'Change password (the dashboard page runs the same flow).',
      on: { 'OPEN.CHANGE_PASSWORD': {} },
      invoke: { id: 'changePasswordFlow', src: 'changePasswordFlow' },
    },
    notifications: {
      description: 'The notification panel (bottom sheet on mobile).',
      on: { 'OPEN.NOTIFICATIONS': {} },
    },
  },
});
