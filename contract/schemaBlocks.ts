// Building blocks of the contract (schemas.ts): the field readers and the
// response envelope every schema is made of. Kept apart so the first screen's
// schemas (startupSchemas.ts) can use them without loading the whole contract.
import * as z from 'zod/mini';
import { safeLink } from './safeLink';
import {
  ActivityStatus,
  ContactType,
  FieldDataType,
  GameTransactionType,
  NotificationType,
  PaymentType,
  PhoneVerificationPage,
  TransactionKind,
  TransactionStatus,
  enumValues,
} from './enums';

/** One of the numeric values of an `as const` enumeration object. */
export function numericEnum<T extends Record<string, number>>(e: T) {
  return z.literal(enumValues(e) as T[keyof T][]);
}

/** A string of `min` to `max` characters after trimming. */
export function trimmed(min: number, max: number) {
  return z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
}

/** A string of `min` to `max` characters, as typed. */
export function sized(min: number, max: number) {
  return z.string().check(z.minLength(min), z.maxLength(max));
}

/**
 * The most entries a record of a call's payload may hold, readable by the
 * contract's own test (tests/unit/callBounds.test.ts): zod keeps no size
 * check for records, so the bound is a refinement and this registry says it.
 */
export const recordBounds = z.registry<{ maxEntries: number }>();

/** A record of at most `maxEntries` entries. */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.ZodMiniType>(key: K, value: V, maxEntries: number) {
  const schema = z
    .record(key, value)
    .check(z.refine((r) => Object.keys(r as object).length <= maxEntries, { message: `at most ${maxEntries} entries` }));
  schema.register(recordBounds, { maxEntries });
  return schema;
}

/** A value the server may leave out or send as null; read as null. */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined): z.output<T> | null => v ?? null),
  );
}

/** A whole number within bounds. */
export function intIn(min: number, max?: number) {
  return max === undefined ? z.int().check(z.minimum(min)) : z.int().check(z.minimum(min), z.maximum(max));
}

/** A number, also when the operator sends it as a numeric string ("12.50"). */
export const numeric = z.union([
  z.number(),
  z.pipe(
    z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)),
    z.transform((v: string) => Number(v)),
  ),
]);

/** Text the server may leave out or send as null; read as ''. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v: string | null | undefined) => v ?? ''),
);

export { LINK_SCHEMES, safeLink } from './safeLink';

/** A link the server may leave out; an unsafe one reads as '' (see safeLink). */
export const link = z.pipe(text, z.transform(safeLink));
/** A link the server may leave out; missing or unsafe reads as null. */
export const linkOrNull = z.pipe(
  z.nullish(z.string()),
  z.transform((v: string | null | undefined) => (v == null ? null : safeLink(v) || null)),
);

/** An identifier the operator may send as a number or a string; read as a string. */
export const idText = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v: string | number) => String(v)),
);

/**
 * Letters, each with the accents of Unicode's combining diacritical marks
 * (U+0300–036F: what Latin letters carry, composed or not), with single
 * spaces between words; no invisible variation selector, no mark of another
 * block (review 4). Which letters is the person's rule (domain/person.ts
 * `foldsToPlainLetters`, checked beside this in contract/schemas.ts): those
 * that fold into a–z.
 */
export const PERSON_NAME_PATTERN = /^(?:\p{L}[\u0300-\u036f]*)+(?: (?:\p{L}[\u0300-\u036f]*)+)*$/u;
export const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;
export const DIGITS_PATTERN = /^\d+$/;

// ---------------------------------------------------------------------------
// Responses: `{ success, message, data }`

/**
 * The response envelope. On `success: true` the data must match `data`; on
 * `success: false` the operator may send anything (often null) as data, and
 * only the message is read.
 */
export function apiResponse<T extends z.ZodMiniType>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), message: text, data }),
    z.object({ success: z.literal(false), message: text, data: z.optional(z.unknown()) }),
  ]);
}
export type ApiResponse<T> = { success: true; message: string; data: T } | { success: false; message: string; data?: unknown };

// ---------------------------------------------------------------------------
// Enumerations as schemas

export const NotificationTypeSchema = numericEnum(NotificationType);
export const TransactionStatusSchema = numericEnum(TransactionStatus);
export const TransactionKindSchema = numericEnum(TransactionKind);
export const ActivityStatusSchema = numericEnum(ActivityStatus);
export const GameTransactionTypeSchema = numericEnum(GameTransactionType);
export const FieldDataTypeSchema = numericEnum(FieldDataType);
export const PhoneVerificationPageSchema = numericEnum(PhoneVerificationPage);
export const ContactTypeSchema = numericEnum(ContactType);
export const PaymentTypeSchema = numericEnum(PaymentType);
