import { assign, fromPromise, setup, assertEvent } from 'xstate';
import { accepted } from './answers';
import { ChangePasswordRequest, type GenericResponse } from '../contract/schemas';

export type ChangePasswordField = 'oldPassword' | 'password' | 'confirmPassword';
export type ChangePasswordEvent = { type: 'CHANGE'; field: ChangePasswordField; value: string } | { type: 'SUBMIT' };

/**
 * Change password (spec sections 2, 4, 5): Old Password, Password, Confirm
 * Password, each at least 5, the last two equal; submit does nothing while
 * invalid; loading while pending; the server's message as a toast.
 *
 * Supplied by src/: actor submitChange; actions showResult (success toast),
 * showRefusal, showFailure.
 */
export const changePasswordMachine = setup({
  types: {} as { context: Record<ChangePasswordField, string>; events: ChangePasswordEvent },
  actors: {
    submitChange: fromPromise<GenericResponse, ChangePasswordRequest>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  guards: {
    formIsValid: ({ context }) => ChangePasswordRequest.safeParse(context).success,
    accepted,
  },
  actions: {
    change: assign(({ event }) => {
      assertEvent(event, 'CHANGE');
      return { [event.field]: event.value };
    }),
    clear: assign({ oldPassword: '', password: '', confirmPassword: '' }),
    showResult: (_, _params: { message: string }) => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'changePassword',
  description: 'Change the password of the logged-in player.',
  context: { oldPassword: '', password: '', confirmPassword: '' },
  initial: 'editing',
  states: {
    editing: {
      on: { CHANGE: { actions: 'change' }, SUBMIT: { guard: 'formIsValid', target: 'submitting' } },
    },
    submitting: {
      description: 'The Change button shows loading.',
      invoke: {
        id: 'submitChange',
        src: 'submitChange',
        input: ({ context }) => context,
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'editing',
            actions: [{ type: 'showResult', params: ({ event }) => ({ message: event.output.message }) }, 'clear'],
          },
          { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
