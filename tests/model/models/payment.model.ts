import { paymentMachine, type PaymentEvent } from '../../../machines/payment.machine';
import { PaymentType } from '../../../contract/enums';
import { fieldIsValid } from '../../../domain/paymentFields';
import type { PaymentField } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

const fields: PaymentField[] = [
  { key: 'Bank', mask: null, objectType: 'Dropdown', option: [{ id: 1, name: 'Ziraat Bankası' }] },
  { key: 'Amount', mask: null, objectType: 'Decimal', option: null },
];
/** A deposit's form that also asks for a whole number (a number box of its own, not the amount's: not the method's limits, no decimals). */
const depositFields: PaymentField[] = [...fields, { key: 'Installments', mask: null, objectType: 'Int', option: null }];

type At = 'loading' | 'failing' | 'editing' | 'sending' | 'withdrawn' | 'continuing' | 'confirmed' | 'closed';
interface Model {
  at: At;
  method: { id: number; type: number; minAmount?: number | null; maxAmount?: number | null };
  values: Record<string, string>;
}
type Answer = { success: boolean; message: string; data?: string | null };

/**
 * The form's rules for the fields above (spec section 5): every field is
 * required; the bank is one of its options; the amount a number (its box
 * clamps it to the method's limits). What is sent: the bank's id and the
 * amount as numbers.
 */
const isValid = (values: Record<string, string>) =>
  values.Bank === '1' &&
  values.Amount !== '' &&
  Number.isFinite(Number(values.Amount)) &&
  (!('Installments' in values) || Number.isSafeInteger(Number(values.Installments || 'x')));
const detailOf = (values: Record<string, string>) => ({
  Bank: Number(values.Bank),
  Amount: Number(values.Amount),
  ...('Installments' in values ? { Installments: Number(values.Installments) } : {}),
});

/**
 * Spec sections 2 'Payments', 4 'Payment forms', 8 and 9: the method's
 * fields are asked for; none ('No data found') or a failure shows an error
 * and closes 100 ms later; the amount is a number box bounded by the
 * method's limits; Submit waits for a valid form; a refusal or failure keeps
 * the form; a withdrawal's success shows its message and closes 500 ms
 * later; a deposit answered with a link continues on that page, otherwise
 * the congratulations show the message; the dialog closes at any time.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const method = input as Model['method'];
    return {
      state: { at: 'loading', method, values: {} },
      value: 'loading',
      invokes: [{ src: 'fetchFields', input: { id: method.id, type: method.type } }],
      context: { values: {}, fields: [], link: null, message: '' },
    };
  },
  step(model, event) {
    const expect = (
      at: At,
      extra: {
        effects?: Array<{ type: string; params?: unknown }>;
        invokes?: Array<{ src: string; input?: unknown }>;
        values?: Record<string, string>;
        context?: Record<string, unknown>;
      } = {},
    ) => {
      const values = extra.values ?? model.values;
      return {
        state: { ...model, at, values },
        value: at,
        effects: extra.effects,
        invokes: extra.invokes,
        context: { values, ...extra.context },
      };
    };
    if (model.at === 'closed') return expect('closed');
    const answer = () => (event as unknown as { output: Answer }).output;
    const failure = () => ({ type: 'showFailure', params: { error: (event as unknown as { error: unknown }).error } });
    switch (event.type) {
      case 'xstate.done.actor.fetchFields': {
        const fields = (event as unknown as { output: Array<{ key: string }> }).output;
        if (fields.length === 0) return expect('failing', { effects: [{ type: 'showNoData' }] });
        const { minAmount, maxAmount } = model.method;
        // Each number field has its box: the amount bounded by the method's limits with two decimals, any other from 0, whole.
        const amountBox = {
          src: 'numberInput',
          input: {
            key: 'Amount',
            options: { min: minAmount ?? 0, max: maxAmount ?? null, fractionDigits: 2, prefix: '₺', locale: 'tr-TR' },
          },
        };
        const installmentsBox = {
          src: 'numberInput',
          input: { key: 'Installments', options: { min: 0, max: null, fractionDigits: 0, prefix: '₺', locale: 'tr-TR' } },
        };
        return expect('editing', {
          values: Object.fromEntries(fields.map((f) => [f.key, ''])),
          invokes: fields.some((f) => f.key === 'Installments') ? [amountBox, installmentsBox] : [amountBox],
          context: { fields },
        });
      }
      case 'xstate.error.actor.fetchFields':
        return expect('failing', { effects: [failure()] });
      case 'FIELD.CHANGE': {
        const { key, value } = event as unknown as { key: string; value: string };
        if (model.at !== 'editing' || !(key in model.values)) return expect(model.at);
        return expect('editing', { values: { ...model.values, [key]: value } });
      }
      case 'SUBMIT':
        if (model.at !== 'editing' || !isValid(model.values)) return expect(model.at);
        return expect('sending', {
          invokes: [
            {
              src: 'submitPayment',
              input: { type: model.method.type, request: { id: model.method.id, target: 'pay', detail: detailOf(model.values) } },
            },
          ],
        });
      case 'xstate.done.actor.submitPayment': {
        const { success, message, data } = answer();
        if (!success) return expect('editing', { effects: [{ type: 'showRefusal', params: { message } }] });
        const link = /^http/.test(data ?? '') ? data! : null;
        const kept = { message, link };
        if (model.method.type === PaymentType.Withdraw)
          return expect('withdrawn', { effects: [{ type: 'showSuccess', params: { message } }], context: kept });
        if (link) return expect('continuing', { effects: [{ type: 'showSuccess', params: { message } }], context: kept });
        return expect('confirmed', { context: kept });
      }
      case 'xstate.error.actor.submitPayment':
        return expect('editing', { effects: [failure()] });
      case 'CLOSE':
        return expect('closed');
      default:
        if (event.type.startsWith('xstate.after.errorClose.')) return expect(model.at === 'failing' ? 'closed' : model.at);
        if (event.type.startsWith('xstate.after.withdrawClose.')) return expect(model.at === 'withdrawn' ? 'closed' : model.at);
        throw new Error(`the payment model has no rule for ${event.type}`);
    }
  },
});

export const paymentModel = defineModel({
  id: 'payment',
  machine: paymentMachine,
  inputs: [
    { name: 'deposit', input: { id: 3, type: PaymentType.Deposit, title: 'Havale / EFT', minAmount: 100, maxAmount: 100_000 } },
    { name: 'withdraw', input: { id: 11, type: PaymentType.Withdraw, title: 'Banka Havalesi' } },
  ],
  events: (snapshot): PaymentEvent[] => [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.errorClose.payment.failing' } as never,
    { type: 'xstate.after.withdrawClose.payment.withdrawn' } as never,
    { type: 'xstate.done.actor.fetchFields', output: snapshot.context.type === PaymentType.Deposit ? depositFields : fields } as never,
    { type: 'xstate.done.actor.fetchFields', output: [] } as never,
    { type: 'xstate.error.actor.fetchFields', error: networkError } as never,
    { type: 'FIELD.CHANGE', key: 'Bank', value: '1' },
    { type: 'FIELD.CHANGE', key: 'Amount', value: '150' },
    { type: 'FIELD.CHANGE', key: 'Amount', value: '' },
    ...(snapshot.context.type === PaymentType.Deposit ? [{ type: 'FIELD.CHANGE' as const, key: 'Installments', value: '3' }] : []),
    // A box of no field of this form (a stray report): changes nothing.
    { type: 'FIELD.CHANGE', key: 'Stray', value: '5' },
    { type: 'SUBMIT' },
    {
      type: 'xstate.done.actor.submitPayment',
      output: { success: true, message: 'Ödeme sayfasına yönlendiriliyorsunuz.', data: 'http://127.0.0.1:8080/demo/pay/abc' },
    } as never,
    { type: 'xstate.done.actor.submitPayment', output: { success: true, message: '150,00 ₺ hesabınıza geçti.', data: null } } as never,
    // Data that only mentions http is no page to continue on.
    { type: 'xstate.done.actor.submitPayment', output: { success: true, message: 'Talebiniz alındı.', data: 'ref:http-7731' } } as never,
    { type: 'xstate.done.actor.submitPayment', output: { success: false, message: 'Tutar 100 ile 100.000 arasında olmalı.' } } as never,
    { type: 'xstate.error.actor.submitPayment', error: networkError } as never,
    { type: 'CLOSE' },
  ],
  // Which fields hold a valid value is all that matters of the values.
  project: (snapshot) => snapshot.context.fields.map((f) => fieldIsValid(f, snapshot.context.values[f.key])),
  oracle,
  finals: ['closed'],
});
