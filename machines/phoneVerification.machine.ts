import { assign, fromPromise, sendTo, setup, assertEvent } from 'xstate';
import { accepted } from './answers';
import { inSystem } from './system';
import { PHONE_MASK_DIGITS, PHONE_PREFIX, VERIFICATION_CODE_LENGTH, type GenericResponse } from '../contract/schemas';
import { resendCountdownMachine } from './resendCountdown.machine';

export interface PhoneVerificationInput {
  /** The stored phone ('90' + 10 digits) and whether it is SMS-verified. */
  phone: string;
  smsVerified: boolean;
}

export type PhoneVerificationEvent =
  | { type: 'CHANGE.PHONE'; digits: string }
  | { type: 'CHANGE.CODE'; code: string }
  | { type: 'SEND' }
  | { type: 'VERIFY' }
  | { type: 'UPDATE_NUMBER' }
  /** 'Click to resend', once the countdown allows. */
  | { type: 'RESEND' }
  /** From the resend countdown child. */
  | { type: 'COUNTDOWN.READY' };

const digitsOf = (phone: string) =>
  (phone.startsWith(PHONE_PREFIX) ? phone.slice(PHONE_PREFIX.length) : phone).replace(/\D/g, '').slice(0, PHONE_MASK_DIGITS);
const phoneOf = (digits: string) => `${PHONE_PREFIX}${digits}`;

/**
 * Phone verification, dialog variant 2 and /dashboard/phone-verification
 * (spec sections 2 and 4), states NotVerified, Verified, Update,
 * VerificationCode. The phone is prefilled; the field is enabled only in
 * Update. Send Code goes to code entry with a 60 s resend countdown; Verify
 * success goes to Verified; a failed verify clears the code.
 *
 * Supplied by src/: actors requestCode, confirmCode; actions showRefusal,
 * showFailure, showSuccess. It tells the session (PHONE.VERIFIED) itself.
 */
export const phoneVerificationMachine = setup({
  types: {} as {
    /** 'busy': the player's request is on its way (the view disables the form and says so). */
    tags: 'busy';
    context: { digits: string; code: string; resendReady: boolean; openedVerified: boolean };
    input: PhoneVerificationInput;
    events: PhoneVerificationEvent;
  },
  actors: {
    requestCode: fromPromise<GenericResponse, { step: 1; phone: string }>(async () => {
      throw new Error('supplied by src/app');
    }),
    confirmCode: fromPromise<GenericResponse, { step: 2; phone: string; code: string }>(async () => {
      throw new Error('supplied by src/app');
    }),
    countdown: resendCountdownMachine,
  },
  guards: {
    openedVerified: ({ context }) => context.openedVerified && context.digits.length === PHONE_MASK_DIGITS,
    phoneIsValid: ({ context }) => context.digits.length === PHONE_MASK_DIGITS,
    codeIsValid: ({ context }) => context.code.length === VERIFICATION_CODE_LENGTH,
    resendAllowed: ({ context }) => context.resendReady,
    accepted,
  },
  actions: {
    setDigits: assign({
      digits: ({ event }) => {
        assertEvent(event, 'CHANGE.PHONE');
        return event.digits.replace(/\D/g, '').slice(0, PHONE_MASK_DIGITS);
      },
    }),
    setCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'CHANGE.CODE');
        return event.code.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
      },
    }),
    clearCode: assign({ code: '' }),
    restartCountdown: sendTo('countdown', { type: 'RESEND' }),
    allowResend: assign({ resendReady: true }),
    waitToResend: assign({ resendReady: false }),
    /** The session learns the phone is verified (its record and the header change at once). */
    tellSessionVerified: sendTo(inSystem('session'), (_, { phone }: { phone: string }) => ({ type: 'PHONE.VERIFIED', phone })),
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
    /** Spec section 8: a successful call shows the server's message ('code sent'). */
    showSuccess: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'phoneVerification',
  description: 'Phone verification with a verified badge, code entry and a 60 s resend countdown.',
  context: ({ input }) => ({ digits: digitsOf(input.phone), code: '', resendReady: false, openedVerified: input.smsVerified }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Verified if the stored record is SMS-verified; NotVerified otherwise.',
      always: [{ guard: 'openedVerified', target: 'verified' }, { target: 'notVerified' }],
    },
    notVerified: {
      description: 'NotVerified (0): badge not verified; Send Code, Update Number.',
      on: { SEND: { guard: 'phoneIsValid', target: 'sending' }, UPDATE_NUMBER: 'update' },
    },
    verified: {
      description: 'Verified (1): badge verified; Update Number.',
      on: { UPDATE_NUMBER: 'update' },
    },
    update: {
      description: 'Update (2): the phone field is enabled; Send Code.',
      on: { 'CHANGE.PHONE': { actions: 'setDigits' }, SEND: { guard: 'phoneIsValid', target: 'sending' } },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ step: 1 as const, phone: phoneOf(context.digits) }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'verificationCode',
            actions: { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
          },
          { target: 'notVerified', actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'notVerified', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    verificationCode: {
      description: "VerificationCode (3): code (000-000), Verify; 'Resend code in' 60 s, then 'Click to resend'.",
      invoke: { id: 'countdown', src: 'countdown', input: ({ self }) => ({ notify: self }) },
      entry: 'waitToResend',
      on: { 'COUNTDOWN.READY': { actions: 'allowResend' } },
      initial: 'entering',
      states: {
        entering: {
          on: {
            'CHANGE.CODE': { actions: 'setCode' },
            VERIFY: { guard: 'codeIsValid', target: 'verifying' },
            RESEND: { guard: 'resendAllowed', target: 'resending' },
          },
        },
        verifying: {
          tags: 'busy',
          invoke: {
            id: 'confirmCode',
            src: 'confirmCode',
            input: ({ context }) => ({ step: 2 as const, phone: phoneOf(context.digits), code: context.code }),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: '#phoneVerification.verified',
                actions: [
                  { type: 'tellSessionVerified', params: ({ context }) => ({ phone: phoneOf(context.digits) }) },
                  { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
                  'clearCode',
                ],
              },
              {
                target: 'entering',
                actions: ['clearCode', { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) }],
              },
            ],
            onError: {
              target: 'entering',
              actions: ['clearCode', { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        resending: {
          tags: 'busy',
          invoke: {
            id: 'resendCode',
            src: 'requestCode',
            input: ({ context }) => ({ step: 1 as const, phone: phoneOf(context.digits) }),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: 'entering',
                actions: [
                  'waitToResend',
                  'restartCountdown',
                  { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
                ],
              },
              { target: 'entering', actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) } },
            ],
            onError: { target: 'entering', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
