// The payment form's contract rules, shared by the payment machine, the
// reference server and the tests: when a masked value is complete, and how
// typed values are sent (spec section 5 'Dynamic payment fields').
import type { PaymentField } from './schemas';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** '0' in a mask is a digit; anything else is literal ('TR00 0000 …', '0000 0000 0000 0000'). */
export function maskDigitCount(mask: string): number {
  return [...mask].filter((ch) => ch === '0').length;
}

/** The literal letters and digits a mask starts with ('TR' for an IBAN), spaces dropped. */
export function maskPrefix(mask: string): string {
  return mask.replace(/0.*/, '').replace(/\s/g, '');
}

/** Whether a typed value fills its mask: the prefix, then exactly the mask's digits (spaces ignored). */
export function matchesMask(mask: string, value: string): boolean {
  const prefix = maskPrefix(mask);
  const compact = value.replace(/\s/g, '').toUpperCase();
  if (!compact.startsWith(prefix)) return false;
  const rest = compact.slice(prefix.length);
  return /^\d*$/.test(rest) && rest.length === maskDigitCount(mask) - digitsOf(prefix).length;
}

const NUMBER_TYPES = new Set<PaymentField['objectType']>(['Int', 'Long', 'Decimal']);
export const isNumberField = (field: PaymentField) => NUMBER_TYPES.has(field.objectType) && field.option === null;
export const isDropdownField = (field: PaymentField) => field.option !== null || field.objectType === 'Dropdown';

/** Every field is required; a number must be a number, a masked value must fill its mask, a choice must be one of the options. */
export function fieldIsValid(field: PaymentField, raw: string | undefined): boolean {
  const value = (raw ?? '').trim();
  if (value === '') return false;
  if (isDropdownField(field)) return (field.option ?? []).some((option) => String(option.id) === value);
  if (isNumberField(field)) {
    const n = Number(value);
    if (!Number.isFinite(n)) return false;
    return field.objectType === 'Decimal' ? true : Number.isSafeInteger(n);
  }
  return field.mask ? matchesMask(field.mask, value) : true;
}

/** The payload's detail: Int, Long and Decimal as numbers, Dropdown as a number when numeric, strings as typed. */
export function paymentDetail(fields: readonly PaymentField[], values: Readonly<Record<string, string>>): Record<string, string | number> {
  const detail: Record<string, string | number> = {};
  for (const field of fields) {
    const value = values[field.key] ?? '';
    if (isDropdownField(field)) detail[field.key] = value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    else if (isNumberField(field)) detail[field.key] = Number(value);
    else detail[field.key] = value;
  }
  return detail;
}
