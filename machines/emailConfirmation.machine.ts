import { assign, fromPromise, sendTo, setup, assertEvent } from 'xstate';
import { accepted } from './answers';
import { inSystem } from './system';
import { EmailCodeRequest, VERIFICATION_CODE_LENGTH, type GenericResponse } from '../contract/schemas';

export interface EmailConfirmationInput {
  /** The address the link and code go to (the account page's). */
  email: string;
  /** The code the e-mail's link carried: the dialog checks it at once. */
  code?: string | null;
}

export type EmailConfirmationEvent =
  | { type: 'CHANGE.CODE'; code: string }
  /** 'Confirm': checks the typed code. */
  | { type: 'CONFIRM' }
  /** 'Send the link again': a new e-mail, the earlier code no longer valid. */
  | { type: 'SEND' };

const codeDigits = (text: string) => text.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);

/**
 * The e-mail confirmation a licensed site asks for (issue 34, unshown by the
 * spec: docs/api.md). Sign-up sends a link with a six-digit code; the player
 * opens the link (the dialog opens with its code and checks it at once) or
 * types the code on the account page. A refused code is cleared; 'Send the
 * link again' mails a new one (the server limits how often). A confirmed
 * address is told to the session, so the account page shows it at once.
 *
 * Supplied by src/: actors sendLink, confirmCode; actions showSuccess,
 * showRefusal, showFailure.
 */
export const emailConfirmationMachine = setup({
  types: {} as {
    /** 'busy': the player's request is on its way (the view disables the form and says so). */
    tags: 'busy';
    context: { email: string; code: string };
    input: EmailConfirmationInput;
    events: EmailConfirmationEvent;
  },
  actors: {
    sendLink: fromPromise<GenericResponse>(async () => {
      throw new Error('supplied by src/app');
    }),
    confirmCode: fromPromise<GenericResponse, EmailCodeRequest>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  guards: {
    codeIsValid: ({ context }) => EmailCodeRequest.safeParse({ code: context.code }).success,
    accepted,
  },
  actions: {
    setCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'CHANGE.CODE');
        return codeDigits(event.code);
      },
    }),
    clearCode: assign({ code: '' }),
    /** The session learns the address is confirmed (its record, and the account page, change at once). */
    tellSessionConfirmed: sendTo(inSystem('session'), { type: 'EMAIL.CONFIRMED' }),
    showSuccess: (_, _params: { message: string }) => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'emailConfirmation',
  description: 'Confirm the e-mail address: the code from the link, or typed; send the link again.',
  context: ({ input }) => ({ email: input.email, code: codeDigits(input.code ?? '') }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'codeIsValid', target: 'confirming' }, { target: 'waiting' }],
    },
    waiting: {
      description: 'The address and the code box: Confirm checks six digits; Send the link again mails a new code.',
      on: {
        'CHANGE.CODE': { actions: 'setCode' },
        CONFIRM: { guard: 'codeIsValid', target: 'confirming' },
        SEND: 'sending',
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendLink',
        src: 'sendLink',
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'waiting',
            actions: ['clearCode', { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) }],
          },
          { target: 'waiting', actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'waiting', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'confirmed',
            actions: ['tellSessionConfirmed', { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) }],
          },
          {
            target: 'waiting',
            actions: ['clearCode', { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) }],
          },
        ],
        onError: { target: 'waiting', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmed: {
      description: 'The address is confirmed: the dialog says so until the player closes it.',
      type: 'final',
    },
  },
});
