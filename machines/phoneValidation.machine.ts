import { assign, fromPromise, sendTo, setup, assertEvent } from 'xstate';
import { accepted } from './answers';
import { inSystem } from './system';
import { PHONE_MASK_DIGITS, PHONE_PREFIX, VERIFICATION_CODE_LENGTH, type GenericResponse } from '../contract/schemas';

export interface PhoneValidationInput {
  /** The 10 digits after the 90 prefix, if known (registration passes the registered phone). */
  digits?: string;
  /** Registration shows the registered phone locked. */
  locked?: boolean;
  /** Registration with the trial bonus ticked sends the code request at once. */
  sendAtOnce?: boolean;
}

export type PhoneValidationEvent =
  | { type: 'CHANGE.PHONE'; digits: string }
  | { type: 'CHANGE.CODE'; code: string }
  | { type: 'SEND' }
  | { type: 'VALIDATE' }
  /** 'Change Phone Number': back to step 1, unlocked, code cleared. */
  | { type: 'CHANGE_NUMBER' };

/** '90' + 10 digits, as the API takes it. */
export const fullPhone = (digits: string) => `${PHONE_PREFIX}${digits}`;
const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * Phone validation, dialog variant 1 (spec sections 2 and 4), also the phone
 * and code steps of registration: step 1 'Set Phone Number' sends the phone
 * (code field disabled); success enables the code, step 2 'Set Sms Code'
 * sends phone and code; success ends in 'Congratulations!'. 'Change Phone
 * Number' returns to step 1, unlocks the phone and clears the code.
 *
 * Supplied by src/: actors requestCode, confirmCode; actions showRefusal,
 * showFailure, showSuccess. It tells the session (PHONE.VERIFIED) itself.
 */
export const phoneValidationMachine = setup({
  types: {} as {
    /** 'busy': the player's request is on its way (the view disables the form and says so). */
    tags: 'busy';
    context: { digits: string; code: string; locked: boolean; sendAtOnce: boolean };
    input: PhoneValidationInput;
    events: PhoneValidationEvent;
    output: { phone: string };
  },
  actors: {
    requestCode: fromPromise<GenericResponse, { step: 1; phone: string }>(async () => {
      throw new Error('supplied by src/app');
    }),
    confirmCode: fromPromise<GenericResponse, { step: 2; phone: string; code: string }>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  guards: {
    sendsAtOnce: ({ context }) => context.sendAtOnce && context.digits.length === PHONE_MASK_DIGITS,
    phoneIsValid: ({ context }) => context.digits.length === PHONE_MASK_DIGITS,
    codeIsValid: ({ context }) => context.code.length === VERIFICATION_CODE_LENGTH,
    phoneIsEditable: ({ context }) => !context.locked,
    accepted,
  },
  actions: {
    setDigits: assign({
      digits: ({ event }) => {
        assertEvent(event, 'CHANGE.PHONE');
        return onlyDigits(event.digits, PHONE_MASK_DIGITS);
      },
    }),
    setCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'CHANGE.CODE');
        return onlyDigits(event.code, VERIFICATION_CODE_LENGTH);
      },
    }),
    unlockAndClear: assign({ locked: false, code: '' }),
    clearCode: assign({ code: '' }),
    /** The session learns the phone is verified (its record and the header change at once). */
    tellSessionVerified: sendTo(inSystem('session'), (_, { phone }: { phone: string }) => ({ type: 'PHONE.VERIFIED', phone })),
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
    /** Spec section 8: a successful call shows the server's message ('code sent'). */
    showSuccess: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'phoneValidation',
  description: 'Phone Validation: Set Phone Number, then Set Sms Code.',
  context: ({ input }) => ({
    digits: onlyDigits(input.digits ?? '', PHONE_MASK_DIGITS),
    code: '',
    locked: input.locked ?? false,
    sendAtOnce: input.sendAtOnce ?? false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'sendsAtOnce', target: 'sending' }, { target: 'phone' }],
    },
    phone: {
      description: "Step 1 'Set Phone Number': the code field is disabled.",
      on: {
        'CHANGE.PHONE': { guard: 'phoneIsEditable', actions: 'setDigits' },
        SEND: { guard: 'phoneIsValid', target: 'sending' },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ step: 1 as const, phone: fullPhone(context.digits) }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'code',
            actions: { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
          },
          { target: 'phone', actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'phone', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    code: {
      description: "Step 2 'Set Sms Code': phone locked; Validate; 'Change Phone Number'.",
      on: {
        'CHANGE.CODE': { actions: 'setCode' },
        VALIDATE: { guard: 'codeIsValid', target: 'validating' },
        CHANGE_NUMBER: { target: 'phone', actions: 'unlockAndClear' },
      },
    },
    validating: {
      tags: 'busy',
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context }) => ({ step: 2 as const, phone: fullPhone(context.digits), code: context.code }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'verified',
            actions: [
              { type: 'tellSessionVerified', params: ({ context }) => ({ phone: fullPhone(context.digits) }) },
              { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
          {
            target: 'code',
            actions: ['clearCode', { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) }],
          },
        ],
        onError: { target: 'code', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    verified: {
      description: "'Congratulations!' — 'Your Phone Number has been successfully verified!'",
      type: 'final',
    },
  },
  output: ({ context }) => ({ phone: fullPhone(context.digits) }),
});
