import { assign, fromPromise, sendTo, setup, assertEvent } from 'xstate';
import { accepted, acceptedData } from './answers';
import { inSystem } from './system';
import { LoginPayload, type AuthData, type AuthResponse } from '../contract/schemas';

export type LoginField = 'username' | 'password';

export type LoginEvent = { type: 'CHANGE'; field: LoginField; value: string } | { type: 'SUBMIT' };

/**
 * The login form (spec sections 2, 4, 5, 8): username 1 to 50, password
 * 3 to 100; nothing is sent while invalid. `success: false` shows the
 * server's message as an error toast and keeps the form; success logs in,
 * shows the message, and the flow ends (the dialog closes).
 *
 * Supplied by src/: actor submitLogin; actions showWelcome (the server's
 * message), showRefusal (the server's message), showFailure (network,
 * contract). It tells the session who logged in itself.
 */
export const loginMachine = setup({
  types: {} as {
    context: { username: string; password: string };
    events: LoginEvent;
    output: { username: string };
  },
  actors: {
    submitLogin: fromPromise<AuthResponse, LoginPayload>(async () => {
      throw new Error('submitLogin is supplied by src/app');
    }),
  },
  guards: {
    formIsValid: ({ context }) => LoginPayload.safeParse({ username: context.username, password: context.password }).success,
    accepted,
  },
  actions: {
    change: assign(({ event }) => {
      assertEvent(event, 'CHANGE');
      return { [event.field]: event.value };
    }),
    /** The session learns who logged in; the player reads the server's welcome. */
    tellSessionLoggedIn: sendTo(inSystem('session'), (_, { session }: { session: AuthData }) => ({ type: 'LOGGED_IN', session })),
    showWelcome: (_, _params: { message: string }) => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'login',
  description: 'The login form: validate, submit, log in or show why not.',
  context: { username: '', password: '' },
  initial: 'editing',
  states: {
    editing: {
      description: 'Submit is enabled only when the form is valid.',
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: { guard: 'formIsValid', target: 'submitting' },
      },
    },
    submitting: {
      description: 'The button shows loading; fields are locked.',
      invoke: {
        id: 'login',
        src: 'submitLogin',
        input: ({ context }) => ({ username: context.username.trim(), password: context.password }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: [
              { type: 'tellSessionLoggedIn', params: ({ event }) => ({ session: acceptedData(event.output) }) },
              { type: 'showWelcome', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
          { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => ({ username: context.username.trim() }),
});
