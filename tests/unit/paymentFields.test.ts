// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldIsValid, initialFieldValue, matchesMask, paymentDetail, withoutCardNumbers } from '../../domain/paymentFields';
import type { PaymentField } from '../../contract/schemas';

const field = (key: string, objectType: PaymentField['objectType'], extra: Partial<PaymentField> = {}): PaymentField => ({
  key,
  mask: null,
  objectType,
  option: null,
  ...extra,
});

describe('payment fields (spec sections 3 and 5)', () => {
  it('knows when a masked value fills its mask', () => {
    expect(matchesMask('0000 0000 0000 0000', '4111 1111 1111 1111')).toBe(true);
    expect(matchesMask('0000 0000 0000 0000', '4111 1111 1111 111')).toBe(false);
    expect(matchesMask('TR00 0000 0000 0000 0000 0000 00', 'TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(matchesMask('TR00 0000 0000 0000 0000 0000 00', 'DE33 0006 1005 1978 6457 8413 26')).toBe(false);
  });

  it('requires every field: numbers, one of the options, a filled mask', () => {
    expect(fieldIsValid(field('Amount', 'Decimal'), '')).toBe(false);
    expect(fieldIsValid(field('Amount', 'Decimal'), '12.5')).toBe(true);
    expect(fieldIsValid(field('Installments', 'Int'), '1.5')).toBe(false);
    expect(fieldIsValid(field('Bank', 'Dropdown', { option: [{ id: 1, name: 'Akbank' }] }), '2')).toBe(false);
    expect(fieldIsValid(field('Bank', 'Dropdown', { option: [{ id: 1, name: 'Akbank' }] }), '1')).toBe(true);
    expect(fieldIsValid(field('CardNo', 'String', { mask: '0000 0000' }), '1234 567')).toBe(false);
    expect(fieldIsValid(field('FullName', 'String'), '  ')).toBe(false);
  });

  it('sends Int, Long and Decimal as numbers, Dropdown as a number when numeric, strings as typed', () => {
    const fields = [
      field('Amount', 'Decimal'),
      field('PaparaNo', 'Long'),
      field('Bank', 'Dropdown', { option: [{ id: 3, name: 'Garanti' }] }),
      field('Network', 'Dropdown', { option: [{ id: 'TRC20', name: 'Tron' }] }),
      field('FullName', 'String'),
    ];
    expect(paymentDetail(fields, { Amount: '150.5', PaparaNo: '1234567890', Bank: '3', Network: 'TRC20', FullName: ' Ayşe ' })).toEqual({
      Amount: 150.5,
      PaparaNo: 1234567890,
      Bank: 3,
      Network: 'TRC20',
      FullName: ' Ayşe ',
    });
  });

  it('a Bool field is a yes or no that always has its answer, sent as true or false; a DateTime field a real date, sent as typed', () => {
    const save = field('SaveCard', 'Bool');
    const date = field('TransferDate', 'DateTime');
    expect(initialFieldValue(save)).toBe('false');
    expect(initialFieldValue(date)).toBe('');
    expect([fieldIsValid(save, 'false'), fieldIsValid(save, 'true'), fieldIsValid(save, 'yes')]).toEqual([true, true, false]);
    expect(['2026-11-25', '2026-02-29', '2026-02-30', '25.11.2026', ''].map((value) => fieldIsValid(date, value))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(paymentDetail([save, date], { SaveCard: 'true', TransferDate: '2026-11-25' })).toEqual({
      SaveCard: true,
      TransferDate: '2026-11-25',
    });
    expect(paymentDetail([save], { SaveCard: 'false' })).toEqual({ SaveCard: false });
  });

  // Review 8, L1: a Long field may carry a card number as a JSON number; kept whole, the
  // Idempotency-Key's hash of the request gave the card back by trying the numbers that fit.
  it('cuts a card number sent as a JSON number to its last four digits, and leaves other numbers', () => {
    expect(withoutCardNumbers({ CardNo: 4111111111111111, PaparaNo: 1234567890, Amount: 150.5 })).toEqual({
      CardNo: '•••• 1111',
      PaparaNo: 1234567890,
      Amount: 150.5,
    });
    expect(withoutCardNumbers({ detail: [5555555555554444] })).toEqual({ detail: ['•••• 4444'] });
    expect(withoutCardNumbers({ Long: 4111111111111112 })).toEqual({ Long: 4111111111111112 });
  });
});
