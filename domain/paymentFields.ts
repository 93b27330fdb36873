// The payment form's contract rules, shared by the payment machine, the
// reference server and the tests: when a masked value is complete, and how
// typed values are sent (spec section 5 'Dynamic payment fields').
import type { PaymentField } from '../contract/schemas';

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
/** A yes or no (a checkbox); it always has a value, 'true' or 'false'. */
export const isBoolField = (field: PaymentField) => field.objectType === 'Bool' && field.option === null;
/** A date (a date input), typed as YYYY-MM-DD. */
export const isDateField = (field: PaymentField) => field.objectType === 'DateTime' && field.option === null;

/** What a field starts with: a checkbox is unticked, anything else empty. */
export const initialFieldValue = (field: PaymentField) => (isBoolField(field) ? 'false' : '');

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value);
}

/** Every field is required; a number must be a number, a masked value must fill its mask, a choice must be one of the options. */
export function fieldIsValid(field: PaymentField, raw: string | undefined): boolean {
  const value = (raw ?? '').trim();
  if (isBoolField(field)) return value === 'true' || value === 'false';
  if (value === '') return false;
  if (isDateField(field)) return isIsoDate(value);
  if (isDropdownField(field)) return (field.option ?? []).some((option) => String(option.id) === value);
  if (isNumberField(field)) {
    const n = Number(value);
    if (!Number.isFinite(n)) return false;
    return field.objectType === 'Decimal' ? true : Number.isSafeInteger(n);
  }
  return field.mask ? matchesMask(field.mask, value) : true;
}

/** The payload's detail: Int, Long and Decimal as numbers, Dropdown as a number when numeric, Bool as true or false, strings (a date too) as typed. */
export function paymentDetail(
  fields: readonly PaymentField[],
  values: Readonly<Record<string, string>>,
): Record<string, string | number | boolean> {
  const detail: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const value = values[field.key] ?? '';
    if (isDropdownField(field)) detail[field.key] = value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    else if (isNumberField(field)) detail[field.key] = Number(value);
    else if (isBoolField(field)) detail[field.key] = value === 'true';
    else detail[field.key] = value;
  }
  return detail;
}

/**
 * 13 to 19 digits that pass the Luhn check, with any space (every kind a
 * mask ignores: matchesMask) or dash between them: a payment card's number
 * (ISO/IEC 7812). Only ASCII spaces were separators here while the mask took
 * a non-breaking one too, so '4111 1111 …' copied from a formatted page was
 * kept whole (review 5).
 */
export function isCardNumber(value: string): boolean {
  if (!/^[\d\s-]+$/.test(value)) return false;
  const digits = value.replace(/[\s-]/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as it may be kept: its last four digits. */
const lastFour = (cardNumber: string) => `•••• ${cardNumber.replace(/\D/g, '').slice(-4)}`;

/**
 * A value with every card number in it, at any depth, cut to its last four
 * digits (issue 32, reviews 3 and 4; PCI DSS 3.5.1): what the server may keep
 * of a request, in the ledger's detail or in any hash of it. Found by shape
 * and the Luhn check, whatever the field is called, so a method added later
 * with its own field names cannot store one, written as a string or as a
 * number. An IBAN is kept whole: a withdrawal is paid to it.
 */
export function withoutCardNumbers<T>(value: T): T {
  if (typeof value === 'string') return (isCardNumber(value) ? lastFour(value) : value) as T;
  // A Long field may carry a card as a JSON number (the contract lets detail values be numbers): review 8, L1.
  if (typeof value === 'number')
    return (
      Number.isInteger(value) && value > 0 && isCardNumber(BigInt(value).toString()) ? lastFour(BigInt(value).toString()) : value
    ) as T;
  if (Array.isArray(value)) return value.map(withoutCardNumbers) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutCardNumbers(inner)])) as T;
  return value;
}

/** A payment's detail as the ledger keeps it. */
export function storableDetail<T extends string | number | boolean>(detail: Record<string, T>): Record<string, T | string> {
  return withoutCardNumbers(detail);
}
