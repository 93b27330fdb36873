import { assign, fromPromise, sendParent, setup, type ActorRefFrom, assertEvent } from 'xstate';
import { refused } from './answers';
import { PaymentType } from '../contract/enums';
import { fieldIsValid, initialFieldValue, isNumberField, paymentDetail } from '../domain/paymentFields';
import type { PaymentField, PaymentRequest } from '../contract/schemas';
import { numberInputMachine } from './numberInput.machine';

export interface PaymentInput {
  id: number;
  type: PaymentType;
  title: string;
  /** The method's limits (payment/methods), for the Amount box. */
  minAmount?: number | null;
  maxAmount?: number | null;
}

/** What payment/deposit and payment/withdraw answer. */
export interface PaymentAnswer {
  success: boolean;
  message: string;
  data?: string | null;
}

export interface PaymentContext extends PaymentInput {
  fields: PaymentField[];
  values: Record<string, string>;
  /** Deposit, type Iframe: the page that continues the payment. */
  link: string | null;
  message: string;
  numberInputs: Record<string, ActorRefFrom<typeof numberInputMachine>>;
}

export type PaymentEvent = { type: 'FIELD.CHANGE'; key: string; value: string } | { type: 'SUBMIT' } | { type: 'CLOSE' };

/** Spec section 9: the error closes the dialog after 100 ms, a withdrawal after 500 ms. */
export const PAYMENT_ERROR_CLOSE_MS = 100;
export const WITHDRAW_CLOSE_MS = 500;

const AMOUNT_KEY = 'Amount';

/** A number field's box: it tells the form its value as it changes ('' while empty; the form's values are text). */
export const paymentNumberBox = numberInputMachine.provide({
  actions: {
    report: sendParent(({ context }) => ({
      type: 'FIELD.CHANGE',
      key: context.key,
      value: context.value === null ? '' : String(context.value),
    })),
  },
});

/**
 * A deposit or withdraw dialog for one method (spec sections 2 'Payments' and
 * 4 'Payment forms'): the form is built from the fields payment/detail
 * answers; a failed or empty answer shows an error ('No data found' when
 * empty) and closes after 100 ms. Every field is required and Submit waits
 * until all are valid; number fields are numberInput children. A withdrawal's
 * success shows the message and closes after 500 ms; a deposit's success
 * continues on the payment page when the answer is a link (type Iframe) or
 * shows the congratulations and the message with the form hidden (type
 * Message). A refusal or a failure keeps the form as it was.
 *
 * Supplied by src/: actors fetchFields, submitPayment; actions showNoData,
 * showFailure, showRefusal, showSuccess.
 */

export const paymentMachine = setup({
  types: {} as { context: PaymentContext; input: PaymentInput; events: PaymentEvent },
  delays: { errorClose: PAYMENT_ERROR_CLOSE_MS, withdrawClose: WITHDRAW_CLOSE_MS },
  actors: {
    fetchFields: fromPromise<PaymentField[], { id: number; type: PaymentType }>(async () => {
      throw new Error('fetchFields is supplied by src/app');
    }),
    submitPayment: fromPromise<PaymentAnswer, { type: PaymentType; request: PaymentRequest }>(async () => {
      throw new Error('submitPayment is supplied by src/app');
    }),
    numberInput: paymentNumberBox,
  },
  guards: {
    hasFields: (_, fields: PaymentField[] | undefined) => (fields ?? []).length > 0,
    formIsValid: ({ context }) => context.fields.every((field) => fieldIsValid(field, context.values[field.key])),
    refused,
    isWithdraw: ({ context }) => context.type === PaymentType.Withdraw,
    answeredWithLink: (_, answer: PaymentAnswer) => /^http/.test(answer.data ?? ''),
  },
  actions: {
    setFields: assign(({ context, spawn }, fields: PaymentField[]) => {
      const numberInputs: PaymentContext['numberInputs'] = {};
      for (const field of fields.filter(isNumberField)) {
        const isAmount = field.key === AMOUNT_KEY;
        numberInputs[field.key] = spawn('numberInput', {
          id: `number.${field.key}`,
          input: {
            key: field.key,
            options: {
              min: isAmount ? (context.minAmount ?? 0) : 0,
              max: isAmount ? (context.maxAmount ?? null) : null,
              fractionDigits: field.objectType === 'Decimal' ? 2 : 0,
              // Spec section 5: number fields use the Turkish-lira prefix and the tr-TR locale.
              prefix: '₺',
              locale: 'tr-TR',
            },
          },
        });
      }
      return { fields, values: Object.fromEntries(fields.map((field) => [field.key, initialFieldValue(field)])), numberInputs };
    }),
    setValue: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'FIELD.CHANGE');
        return event.key in context.values ? { ...context.values, [event.key]: event.value } : context.values;
      },
    }),
    keepAnswer: assign((_, answer: PaymentAnswer) => ({
      message: answer.message,
      link: /^http/.test(answer.data ?? '') ? answer.data! : null,
    })),
    showNoData: () => {},
    showFailure: (_, _params: { error: unknown }) => {},
    showRefusal: (_, _params: { message: string }) => {},
    showSuccess: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'payment',
  description: 'A deposit or withdraw form built from the server’s fields, and what follows its submit.',
  context: ({ input }) => ({ ...input, fields: [], values: {}, link: null, message: '', numberInputs: {} }),
  initial: 'loading',
  on: { CLOSE: '.closed' },
  states: {
    loading: {
      description: 'payment/detail: the fields of the method.',
      invoke: {
        id: 'fetchFields',
        src: 'fetchFields',
        input: ({ context }) => ({ id: context.id, type: context.type }),
        onDone: [
          {
            guard: { type: 'hasFields', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'setFields', params: ({ event }) => event.output },
          },
          { target: 'failing', actions: 'showNoData' },
        ],
        onError: { target: 'failing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failing: {
      description: 'The error shows; the dialog closes 100 ms later.',
      after: { errorClose: 'closed' },
    },
    editing: {
      description: 'The form; Submit is enabled only when every field is valid.',
      on: {
        'FIELD.CHANGE': { actions: 'setValue' },
        SUBMIT: { guard: 'formIsValid', target: 'sending' },
      },
    },
    sending: {
      description: 'Submit shows loading.',
      invoke: {
        id: 'submitPayment',
        src: 'submitPayment',
        input: ({ context }) => ({
          type: context.type,
          request: { id: context.id, target: 'pay', detail: paymentDetail(context.fields, context.values) },
        }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) },
          },
          {
            guard: 'isWithdraw',
            target: 'withdrawn',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => event.output },
              { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
          // Spec section 4: a deposit answered with a link shows the success message too (type Iframe).
          {
            guard: { type: 'answeredWithLink', params: ({ event }) => event.output },
            target: 'continuing',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => event.output },
              { type: 'showSuccess', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
          { target: 'confirmed', actions: { type: 'keepAnswer', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    withdrawn: {
      description: 'The withdrawal is requested: its message shows, the dialog closes 500 ms later.',
      after: { withdrawClose: 'closed' },
    },
    continuing: {
      description:
        "Type Iframe: 'Click the button below to continue the process!' and the button that opens the payment page in a new tab.",
    },
    confirmed: {
      description: 'Type Message: the congratulations icon and the server’s message; the form is hidden.',
    },
    closed: { type: 'final' },
  },
});
