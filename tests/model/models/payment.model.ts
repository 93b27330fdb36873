import { paymentMachine } from '../../../machines/payment.machine';
import { PaymentType } from '../../../src/api/enums';
import { fieldIsValid } from '../../../src/api/paymentFields';
import type { PaymentField } from '../../../src/api/schemas';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const fields: PaymentField[] = [
  { key: 'Bank', mask: null, objectType: 'Dropdown', option: [{ id: 1, name: 'Ziraat Bankası' }] },
  { key: 'Amount', mask: null, objectType: 'Decimal', option: null },
];

export const paymentModel = defineModel({
  id: 'payment',
  machine: paymentMachine,
  inputs: [
    { name: 'deposit', input: { id: 3, type: PaymentType.Deposit, title: 'Havale / EFT', minAmount: 100, maxAmount: 100_000 } },
    { name: 'withdraw', input: { id: 11, type: PaymentType.Withdraw, title: 'Banka Havalesi' } },
  ],
  events: [
    { type: 'xstate.done.actor.fetchFields', output: fields } as never,
    { type: 'xstate.done.actor.fetchFields', output: [] } as never,
    { type: 'xstate.error.actor.fetchFields', error: networkError } as never,
    { type: 'FIELD.CHANGE', key: 'Bank', value: '1' },
    { type: 'FIELD.CHANGE', key: 'Amount', value: '150' },
    { type: 'FIELD.CHANGE', key: 'Amount', value: '' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.submitPayment', output: { success: true, message: 'Ödeme sayfasına yönlendiriliyorsunuz.', data: 'http://127.0.0.1:8080/demo/pay/abc' } } as never,
    { type: 'xstate.done.actor.submitPayment', output: { success: true, message: '150,00 ₺ hesabınıza geçti.', data: null } } as never,
    { type: 'xstate.done.actor.submitPayment', output: { success: false, message: 'Tutar 100 ile 100.000 arasında olmalı.' } } as never,
    { type: 'xstate.error.actor.submitPayment', error: networkError } as never,
    { type: 'CLOSE' },
  ],
  // Which fields hold a valid value is all that matters of the values.
  project: (snapshot) => snapshot.context.fields.map((f) => fieldIsValid(f, snapshot.context.values[f.key])),
});
