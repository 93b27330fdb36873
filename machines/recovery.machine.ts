import type { MessageKey } from './messageKey';
import { assign, fromPromise, setup, assertEvent } from 'xstate';
import { accepted } from './answers';
import { apiErrorMessageKey } from '../contract/errors';
import { CheckResetCodeRequest, RecoveryData, SendResetPasswordRequest, type GenericResponse } from '../contract/schemas';

/** Spec section 9: 'recovery login delay 1000 ms'. */
export const RECOVERY_LOGIN_DELAY_MS = 1000;

export type RecoveryField = 'username' | 'code' | 'password' | 'password2';
export type RecoveryNotice = { text: string } | { key: MessageKey };
export type RecoveryEvent = { type: 'CHANGE'; field: RecoveryField; value: string } | { type: 'SUBMIT' };

interface Context {
  username: string;
  code: string;
  password: string;
  password2: string;
  /** The error notice under the form (spec section 8: recovery shows an error notice, not a toast). */
  notice: RecoveryNotice | null;
}

/**
 * Account recovery in four steps (spec sections 2 and 4): username, the
 * e-mailed reset code, the new password, and success. Username and code are
 * carried forward; a failure keeps the step and shows the server's message;
 * one second after success the login form opens (the flow ends).
 *
 * Supplied by src/: actors sendResetCode, checkResetCode, changePassword; action showSuccess.
 */
export const recoveryMachine = setup({
  /** tags 'busy': the player's request is on its way (the view disables the form and says so). */
  types: {} as { context: Context; events: RecoveryEvent; tags: 'busy' },
  delays: { toLogin: RECOVERY_LOGIN_DELAY_MS },
  actors: {
    sendResetCode: fromPromise<GenericResponse, { username: string }>(async () => {
      throw new Error('supplied by src/app');
    }),
    checkResetCode: fromPromise<GenericResponse, { username: string; code: string }>(async () => {
      throw new Error('supplied by src/app');
    }),
    changePassword: fromPromise<GenericResponse, { username: string; code: string; password: string; password2: string }>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  guards: {
    usernameIsValid: ({ context }) => SendResetPasswordRequest.safeParse({ username: context.username }).success,
    codeIsValid: ({ context }) => CheckResetCodeRequest.safeParse({ username: context.username, code: context.code }).success,
    passwordsAreValid: ({ context }) => RecoveryData.safeParse(context).success,
    accepted,
  },
  actions: {
    change: assign(({ event }) => {
      assertEvent(event, 'CHANGE');
      return { [event.field]: event.value, notice: null };
    }),
    refuse: assign((_, answer: { message: string }) => ({ notice: { text: answer.message } })),
    fail: assign((_, { error }: { error: unknown }) => ({ notice: { key: apiErrorMessageKey(error) } })),
    clearNotice: assign({ notice: null }),
    /** Spec section 8: a successful step shows the server's message as a success toast. */
    showSuccess: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'recovery',
  description: 'Recovery Password: username, e-mailed code, new password, done.',
  context: { username: '', code: '', password: '', password2: '', notice: null },
  initial: 'username',
  states: {
    username: {
      description: "Step 1 'Recovery Password': username, Continue.",
      on: { CHANGE: { actions: 'change' }, SUBMIT: { guard: 'usernameIsValid', target: 'sendingCode', actions: 'clearNotice' } },
    },
    sendingCode: {
      tags: 'busy',
      invoke: {
        id: 'sendResetCode',
        src: 'sendResetCode',
        input: ({ context }) => ({ username: context.username.trim() }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'code',
            actions: { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
          },
          { target: 'username', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'username', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    code: {
      description: "Step 2: 'A code has been sent to your email address…', Reset Code, Continue.",
      on: { CHANGE: { actions: 'change' }, SUBMIT: { guard: 'codeIsValid', target: 'checkingCode', actions: 'clearNotice' } },
    },
    checkingCode: {
      tags: 'busy',
      invoke: {
        id: 'checkResetCode',
        src: 'checkResetCode',
        input: ({ context }) => ({ username: context.username.trim(), code: context.code.trim() }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'newPassword',
            actions: { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
          },
          { target: 'code', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'code', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    newPassword: {
      description: "Step 3 'New Password': Password and Confirm Password (masked), Continue.",
      on: { CHANGE: { actions: 'change' }, SUBMIT: { guard: 'passwordsAreValid', target: 'changing', actions: 'clearNotice' } },
    },
    changing: {
      tags: 'busy',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          username: context.username.trim(),
          code: context.code.trim(),
          password: context.password,
          password2: context.password2,
        }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'done',
            actions: { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
          },
          { target: 'newPassword', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'newPassword', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      description: "Step 4: 'Password change successful…'; the login form opens one second later.",
      after: { toLogin: 'toLogin' },
    },
    toLogin: { type: 'final' },
  },
});
