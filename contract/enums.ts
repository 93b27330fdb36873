// The enumerations of spec section 3, with the numbers the operator's API uses.
// `as const` objects (not TS enums) so they work under `verbatimModuleSyntax`
// and can feed `z.enum(...)` / `z.literal(...)` directly.

export const NotificationType = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export const TransactionKind = { All: 0, Deposit: 1, Withdraw: 2 } as const;
export type TransactionKind = (typeof TransactionKind)[keyof typeof TransactionKind];

export const ActivityStatus = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
export type ActivityStatus = (typeof ActivityStatus)[keyof typeof ActivityStatus];

export const GameTransactionType = { Win: 1, Bet: 2 } as const;
export type GameTransactionType = (typeof GameTransactionType)[keyof typeof GameTransactionType];

export const FieldDataType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
export type FieldDataType = (typeof FieldDataType)[keyof typeof FieldDataType];
export type FieldDataTypeName = keyof typeof FieldDataType;

export const PhoneVerificationPage = { NotVerified: 0, Verified: 1, Update: 2, VerificationCode: 3 } as const;
export type PhoneVerificationPage = (typeof PhoneVerificationPage)[keyof typeof PhoneVerificationPage];

export const ContactType = { Phone: 1, Whatsapp: 2, Telegram: 3, Email: 4 } as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];

/** `platform` of the Egt Digital and Hub88 launch calls. */
export const LaunchPlatform = { Desktop: 1, Mobile: 2 } as const;
export type LaunchPlatform = (typeof LaunchPlatform)[keyof typeof LaunchPlatform];

/** `type` of payment/detail and payment/methods: which direction money moves. */
export const PaymentType = { Deposit: 1, Withdraw: 2 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/** The launch systems of spec section 4 'Game launch': a game's providerName picks one. */
export const LaunchProvider = {
  SoftGamings: 'SoftGamings',
  Hub88: 'Hub88',
  EgtDigital: 'Egt Digital',
  Amusnet: 'Amusnet',
  PragmaticPlay: 'Pragmatic Play',
  EveryMatrix: 'EveryMatrix',
  Digitain: 'Digitain',
} as const;
export type LaunchProvider = (typeof LaunchProvider)[keyof typeof LaunchProvider];

/** Names of the CMS categories (spec section 3). */
export const CmsCategoryName = {
  Footer: 'Footer',
  Story: 'Story',
  TermsOfUse: 'Terms of use',
  TermsOfService: 'Terms of service',
} as const;

/** Call-request time slots: eight hourly ranges from 10:30-11:30 to 17:30-18:30. */
export const CALL_TIME_SLOTS = [
  '10:30-11:30',
  '11:30-12:30',
  '12:30-13:30',
  '13:30-14:30',
  '14:30-15:30',
  '15:30-16:30',
  '16:30-17:30',
  '17:30-18:30',
] as const;
export type CallTimeSlot = (typeof CALL_TIME_SLOTS)[number];

/** Values of an `as const` enumeration object, as a non-empty tuple for z.union/z.literal. */
export function enumValues<T extends Record<string, string | number>>(e: T): T[keyof T][] {
  return Object.values(e) as T[keyof T][];
}
