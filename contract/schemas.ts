// The contract: zod schemas for every entity of spec section 3 and the
// validation rules of spec section 5. The client parses every response with
// these, the machines validate forms with them, and the reference server
// validates request bodies with them. Keep this file free of browser and Node
// APIs: it is imported everywhere.
//
// Written with `zod/mini`, zod 4's functional API: the same checks and issue
// codes as classic zod, but tree-shakable, which keeps the contract out of
// the way of the first screen's budget (docs/decisions/performance.md).
//
// Split in three files: schemaBlocks.ts (building blocks), startupSchemas.ts
// (what the first screen reads from storage and the live link) and this one;
// import from here, which re-exports the other two.
import * as z from 'zod/mini';
import { foldsToPlainLetters } from './personName';
import { CALL_TIME_SLOTS, FieldDataType } from './enums';
import {
  apiResponse,
  boundedRecord,
  idText,
  intIn,
  linkOrNull,
  numeric,
  orNull,
  safeLink,
  sized,
  text,
  trimmed,
  ContactTypeSchema,
  FieldDataTypeSchema,
  PaymentTypeSchema,
  TransactionKindSchema,
  TransactionStatusSchema,
  ActivityStatusSchema,
  GameTransactionTypeSchema,
  PERSON_NAME_PATTERN,
  DIGITS_PATTERN,
  USERNAME_PATTERN,
} from './schemaBlocks';
import { AuthData } from './startupSchemas';

export {
  apiResponse,
  numeric,
  safeLink,
  PERSON_NAME_PATTERN,
  USERNAME_PATTERN,
  DIGITS_PATTERN,
  NotificationTypeSchema,
  TransactionStatusSchema,
  TransactionKindSchema,
  ActivityStatusSchema,
  GameTransactionTypeSchema,
  FieldDataTypeSchema,
  PhoneVerificationPageSchema,
  ContactTypeSchema,
  PaymentTypeSchema,
} from './schemaBlocks';
export type { ApiResponse } from './schemaBlocks';
export * from './startupSchemas';

/** A response whose data the site does not read. */
export const GenericResponse = apiResponse(z.optional(z.unknown()));
export type GenericResponse = z.infer<typeof GenericResponse>;

// ---------------------------------------------------------------------------
// Notifications

export const NOTIFICATION_PAGE_SIZE = 100;
export const NotificationListRequest = z.object({ skip: intIn(0), take: intIn(1, NOTIFICATION_PAGE_SIZE) });
export type NotificationListRequest = z.infer<typeof NotificationListRequest>;
export const ReadNotificationRequest = z.object({ id: z.array(z.int()).check(z.minLength(1), z.maxLength(NOTIFICATION_PAGE_SIZE)) });
export type ReadNotificationRequest = z.infer<typeof ReadNotificationRequest>;

// ---------------------------------------------------------------------------
// Login, session

export const LOGIN_LIMITS = { username: { min: 1, max: 50 }, password: { min: 3, max: 100 } } as const;

/**
 * The one rule for a password being set: at sign-up, by a reset code and by a
 * change (spec section 5: min 5; at most login's 100). Every call that sets a
 * password takes `newPassword`, so no path can set one the login refuses (a
 * reset used to accept "1", which no login then took).
 */
export const NEW_PASSWORD_LIMITS = { min: 5, max: LOGIN_LIMITS.password.max } as const;
export const newPassword = sized(NEW_PASSWORD_LIMITS.min, NEW_PASSWORD_LIMITS.max);
/** A password being checked against the account's (self-exclusion): what the login takes. */
export const currentPassword = sized(LOGIN_LIMITS.password.min, LOGIN_LIMITS.password.max);
export const LoginPayload = z.object({
  username: trimmed(LOGIN_LIMITS.username.min, LOGIN_LIMITS.username.max),
  password: sized(LOGIN_LIMITS.password.min, LOGIN_LIMITS.password.max),
});
export type LoginPayload = z.infer<typeof LoginPayload>;

export const AuthResponse = apiResponse(AuthData);
export type AuthResponse = z.infer<typeof AuthResponse>;

/** `balance`: what the player can play with (real and bonus money); `bonusBalance`: its bonus part (reference server's extension). */
export const BalanceData = z.object({ balance: numeric, bonusBalance: z.optional(numeric) });
export type BalanceData = z.infer<typeof BalanceData>;

// ---------------------------------------------------------------------------
// Registration

export const Country = z.object({ id: z.int(), name: z.string() });
export type Country = z.infer<typeof Country>;
export const AuthFormData = z.object({ countries: z.array(Country) });
export type AuthFormData = z.infer<typeof AuthFormData>;

export const DEFAULT_COUNTRY_NAME = 'Türkiye';
export const DEFAULT_CURRENCY_ID = 1;
export const PHONE_PREFIX = '90';
export const PHONE_MASK_DIGITS = 10;
export const VERIFICATION_CODE_LENGTH = 6;
export const MINIMUM_AGE_YEARS = 18;

export const REGISTER_LIMITS = {
  name: { min: 2, max: 100 },
  username: { min: 5, max: 30 },
  email: { min: 5, max: 100 },
  phone: { min: 5, max: 20 },
  password: NEW_PASSWORD_LIMITS,
} as const;

// Composed (NFC) before it is measured and kept: 'ş' typed as s and a combining cedilla is the one letter.
// Its letters those of one person's name however written (issue 32, reviews 3 and 4): 'Kаya' with a
// Cyrillic а, 'Kaya' with an invisible selector, and 'Kɑya' each made a new person, free of an exclusion.
const personName = z
  .string()
  .check(
    z.trim(),
    z.normalize('NFC'),
    z.minLength(REGISTER_LIMITS.name.min),
    z.maxLength(REGISTER_LIMITS.name.max),
    z.regex(PERSON_NAME_PATTERN, 'letters with single spaces'),
    z.refine(foldsToPlainLetters, 'Latin letters, as the passport writes them'),
  );
const phoneDigits = sized(REGISTER_LIMITS.phone.min, REGISTER_LIMITS.phone.max).check(z.regex(DIGITS_PATTERN, 'digits only'));

/** A real calendar date from its parts, or null. */
export function calendarDate(year: string, month: string, day: string): Date | null {
  if (!/^\d{4}$/.test(year) || !/^\d{2}$/.test(month) || !/^\d{2}$/.test(day)) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const roundTrips =
    date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return roundTrips ? date : null;
}

/** Whole years between a birth date and `today` (both UTC). */
export function ageInYears(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Fields the register form and the register payload share, with the rules of spec section 5. */
const registerFields = {
  name: personName,
  surname: personName,
  username: trimmed(REGISTER_LIMITS.username.min, REGISTER_LIMITS.username.max).check(z.regex(USERNAME_PATTERN)),
  email: z.pipe(trimmed(REGISTER_LIMITS.email.min, REGISTER_LIMITS.email.max), z.email()),
  phone: phoneDigits,
  country: z.int(),
  birthDateDay: z.string().check(z.length(2), z.regex(/^\d{2}$/)),
  birthDateMonth: z.string().check(z.length(2), z.regex(/^\d{2}$/)),
  birthDateYear: z.string().check(z.length(4), z.regex(/^\d{4}$/)),
  password: newPassword,
  password2: newPassword,
  refId: z.optional(z.int()),
};

/** The register form as the player fills it (spec section 5). */
export const RegisterForm = z
  .object({
    ...registerFields,
    currencyId: z._default(z.int(), DEFAULT_CURRENCY_ID),
    trialBonus: z.boolean(),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.password !== form.password2) {
        ctx.addIssue({ code: 'custom', path: ['password2'], message: 'passwords differ' });
      }
      const birth = calendarDate(form.birthDateYear, form.birthDateMonth, form.birthDateDay);
      if (!birth) {
        ctx.addIssue({ code: 'custom', path: ['birthDateDay'], message: 'not a calendar date' });
      } else if (ageInYears(birth, new Date()) < MINIMUM_AGE_YEARS) {
        ctx.addIssue({ code: 'custom', path: ['birthDateYear'], message: 'under 18' });
      }
    }),
  );
export type RegisterForm = z.input<typeof RegisterForm>;

/** What auth/register receives: the form with birthDate composed and trialBonus excluded. */
export const RegisterPayload = z.object({
  ...registerFields,
  currencyId: z.int(),
  birthDate: z.string().check(z.length(10), z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type RegisterPayload = z.infer<typeof RegisterPayload>;

/** Turns a valid register form into the payload: birthDate composed, trialBonus left out. */
export function toRegisterPayload(form: z.output<typeof RegisterForm>): RegisterPayload {
  const { trialBonus: _trialBonus, ...rest } = form;
  return { ...rest, birthDate: `${form.birthDateYear}-${form.birthDateMonth}-${form.birthDateDay}` };
}

// ---------------------------------------------------------------------------
// Phone verification

export const PhonePayload = z.discriminatedUnion('step', [
  z.object({ step: z.literal(1), phone: phoneDigits }),
  z.object({ step: z.literal(2), phone: phoneDigits, code: z.string().check(z.length(VERIFICATION_CODE_LENGTH)) }),
]);
export type PhonePayload = z.infer<typeof PhonePayload>;

// ---------------------------------------------------------------------------
// E-mail confirmation (unshown by the spec, issue 34: docs/api.md)

/** Where the confirmation e-mail's link leads: the account page, which checks the code its query carries. */
export const EMAIL_CONFIRMATION_PAGE = '/dashboard/account';
export const EMAIL_CODE_PARAMETER = 'email-code';
/** The code of the confirmation e-mail, as the player types it or the link carries it: six digits. */
export const EmailCodeRequest = z.object({
  code: z.string().check(z.length(VERIFICATION_CODE_LENGTH), z.regex(/^\d+$/)),
});
export type EmailCodeRequest = z.infer<typeof EmailCodeRequest>;

// ---------------------------------------------------------------------------
// Recovery and password change

/**
 * Spec section 5 says 2 to 20 for the recovery username, but sign-up allows
 * up to 30 (REGISTER_LIMITS): a 30-character account must be able to recover,
 * so the upper bound is sign-up's (docs/decisions/spec-readings.md).
 */
export const RECOVERY_LIMITS = {
  username: { min: 2, max: REGISTER_LIMITS.username.max },
  code: { min: 3, max: 20 },
  password: NEW_PASSWORD_LIMITS,
} as const;
const recoveryUsername = trimmed(RECOVERY_LIMITS.username.min, RECOVERY_LIMITS.username.max);
const recoveryCode = trimmed(RECOVERY_LIMITS.code.min, RECOVERY_LIMITS.code.max);

export const SendResetPasswordRequest = z.object({ username: recoveryUsername });
export type SendResetPasswordRequest = z.infer<typeof SendResetPasswordRequest>;
export const CheckResetCodeRequest = z.object({ code: recoveryCode, username: recoveryUsername });
export type CheckResetCodeRequest = z.infer<typeof CheckResetCodeRequest>;

/** Recovery data carried through the four steps. */
export const RecoveryData = z
  .object({
    username: recoveryUsername,
    code: recoveryCode,
    password: newPassword,
    password2: newPassword,
  })
  .check(z.refine((d) => d.password === d.password2, { path: ['password2'], message: 'passwords differ' }));
export type RecoveryData = z.infer<typeof RecoveryData>;

/**
 * What auth/changepasswordwithcode receives: the recovery fields with their
 * bounds (it had none: a 64 KB username, a password of one character). Two
 * passwords that differ are the server's refusal ('passwordsDiffer'), as at
 * sign-up.
 */
export const ChangePasswordWithCodeRequest = z.object({
  password: newPassword,
  password2: newPassword,
  username: recoveryUsername,
  code: recoveryCode,
});
export type ChangePasswordWithCodeRequest = z.infer<typeof ChangePasswordWithCodeRequest>;

export const ChangePasswordRequest = z
  .object({
    // Spec section 5 asks min 5 of the current password here too.
    oldPassword: sized(NEW_PASSWORD_LIMITS.min, NEW_PASSWORD_LIMITS.max),
    password: newPassword,
    confirmPassword: newPassword,
  })
  .check(z.refine((d) => d.password === d.confirmPassword, { path: ['confirmPassword'], message: 'passwords differ' }));
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

// ---------------------------------------------------------------------------
// Call request

export const CALL_LIMITS = { name: { min: 5, max: 30 }, message: { min: 5, max: 100 }, contact: { min: 5, max: 30 }, contacts: 5 } as const;
export const CallContact = z.object({
  type: ContactTypeSchema,
  contact: trimmed(CALL_LIMITS.contact.min, CALL_LIMITS.contact.max),
});
export type CallContact = z.infer<typeof CallContact>;

/** The call-request form as the player fills it (spec section 5). */
export const CallRequestForm = z.object({
  name: trimmed(CALL_LIMITS.name.min, CALL_LIMITS.name.max),
  username: z.string().check(z.trim(), z.minLength(1)),
  message: trimmed(CALL_LIMITS.message.min, CALL_LIMITS.message.max),
  timeSlot: z.enum(CALL_TIME_SLOTS),
  contacts: z.array(CallContact).check(z.minLength(1), z.maxLength(CALL_LIMITS.contacts)),
});
export type CallRequestForm = z.infer<typeof CallRequestForm>;

/** The composed message: the player's text (100 at most), the username and the time slot, with room to spare. */
export const CALL_MESSAGE_MAX = 400;
/** What cms/callme receives: the message composes the user's text, username and time slot. */
export const CallRequestPayload = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(CALL_LIMITS.name.max)),
  message: z.string().check(z.minLength(1), z.maxLength(CALL_MESSAGE_MAX)),
  contacts: z.array(CallContact).check(z.minLength(1), z.maxLength(CALL_LIMITS.contacts)),
});
export type CallRequestPayload = z.infer<typeof CallRequestPayload>;

// ---------------------------------------------------------------------------
// Payments

/**
 * `objectType` arrives as a name ('Decimal') in one reading of the spec and as
 * the FieldDataType number (4) in the other; both are read as the name.
 */
const fieldTypeNames = Object.keys(FieldDataType) as [keyof typeof FieldDataType, ...(keyof typeof FieldDataType)[]];
export const PaymentFieldType = z.union([
  z.enum(fieldTypeNames),
  z.pipe(
    FieldDataTypeSchema,
    z.transform((n: FieldDataType) => fieldTypeNames.find((name) => FieldDataType[name] === n)!),
  ),
]);

export const PaymentFieldOption = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });
export type PaymentFieldOption = z.infer<typeof PaymentFieldOption>;

export const PaymentField = z.object({
  key: z.string().check(z.minLength(1)),
  mask: orNull(z.string()),
  objectType: PaymentFieldType,
  option: orNull(z.array(PaymentFieldOption)),
});
export type PaymentField = z.infer<typeof PaymentField>;

export const PaymentDetailRequest = z.object({ id: z.int(), type: PaymentTypeSchema });
export type PaymentDetailRequest = z.infer<typeof PaymentDetailRequest>;

/** A payment form's fields: at most this many, each key and text value this long (a card holder, an IBAN, a note). */
export const PAYMENT_DETAIL_LIMITS = { fields: 30, key: 50, value: 200 } as const;
export const PaymentRequest = z.object({
  id: z.int(),
  target: z.literal('pay'),
  detail: boundedRecord(
    z.string().check(z.maxLength(PAYMENT_DETAIL_LIMITS.key)),
    z.union([z.string().check(z.maxLength(PAYMENT_DETAIL_LIMITS.value)), z.number(), z.boolean()]),
    PAYMENT_DETAIL_LIMITS.fields,
  ),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

// ---------------------------------------------------------------------------
// Content

export const TopWinner = z.object({
  game: z.string(),
  name: z.string(),
  image: orNull(z.string()),
  amount: numeric,
  currencySymbol: text,
});
export type TopWinner = z.infer<typeof TopWinner>;
export const TopWinnersRequest = z.object({ isLive: z.boolean(), count: intIn(1, 100) });
export type TopWinnersRequest = z.infer<typeof TopWinnersRequest>;

export const ContentItem = z.object({ id: z.int(), title: z.string() });
export type ContentItem = z.infer<typeof ContentItem>;
export const CmsCategory = z.object({ name: z.string(), content: z.array(ContentItem) });
export type CmsCategory = z.infer<typeof CmsCategory>;
export const ContentListRequest = z.object({ status: z.boolean(), categoryId: z.int() });
export type ContentListRequest = z.infer<typeof ContentListRequest>;

export const Breadcrumb = z.object({ label: z.string(), url: z.pipe(z.string(), z.transform(safeLink)) });
export type Breadcrumb = z.infer<typeof Breadcrumb>;

export const Promotion = z.object({
  id: z.optional(z.int()),
  images: z.array(z.string()),
  title: z.string(),
  /** HTML from the server: sanitise before rendering. */
  description: text,
});
export type Promotion = z.infer<typeof Promotion>;

export const DashboardMenuItem = z.object({
  title: z.string(),
  icon: z.string(),
  url: linkOrNull,
  store: orNull(z.enum(['logout', 'notification'])),
  svgStyle: text,
});
export type DashboardMenuItem = z.infer<typeof DashboardMenuItem>;

// ---------------------------------------------------------------------------
// Casino

export const UserFavourites = z.object({ userFavoriteList: z.array(z.string()) });
export type UserFavourites = z.infer<typeof UserFavourites>;

/** A studio of the catalogue (casino/providers, the reference server's extension): the provider filter and pages. */
export const GameProvider = z.object({ id: z.int(), name: z.string().check(z.minLength(1)), slug: z.string(), gameCount: z.int() });
export type GameProvider = z.infer<typeof GameProvider>;
/** The player's hearted games, most recently hearted first; of some categories only when asked. */
export const FavouriteGamesRequest = z.object({ systemCategory: z.optional(z.array(z.int()).check(z.maxLength(100))) });
/** Recently played: at most this many, most recent first (casino/recentgames). */
export const RECENT_GAMES_MAX = 12;

/** The largest `take` the reference server honours for a category's games. */
export const CATEGORY_TAKE_MAX = 500;
/** The lobby's orders (the reference server's extension): most played, newest, by name the Turkish way. */
export const GAME_SORTS = ['popular', 'new', 'az'] as const;
export const GameSort = z.enum(GAME_SORTS);
export type GameSort = z.infer<typeof GameSort>;
/**
 * `take` (the reference server's extension, docs/api.md): at most that many
 * games, first by the lobby's order. A back end that ignores it sends them
 * all; the page shows what it asked for either way. `skip`, `providerId` and
 * `sort` are the reference server's extensions too: a page of the category,
 * one studio's games, an order other than the lobby's.
 */
export const CategoryGamesRequest = z.object({
  systemCategory: z.array(z.int()).check(z.minLength(1), z.maxLength(100)),
  take: z.optional(intIn(1, CATEGORY_TAKE_MAX)),
  skip: z.optional(intIn(0, 100_000)),
  providerId: z.optional(z.int()),
  sort: z.optional(GameSort),
});
export type CategoryGamesRequest = z.infer<typeof CategoryGamesRequest>;
export const SEARCH_TAKE = 5;
export const CasinoGamesRequest = z.object({
  live: z.boolean(),
  search: z.string().check(z.maxLength(100)),
  skip: intIn(0),
  take: intIn(1, 200),
});
export type CasinoGamesRequest = z.infer<typeof CasinoGamesRequest>;
/** A game's code or a provider's product id, as the launch and favourite calls send it. */
export const GAME_CODE_MAX = 100;
/** A lobby address a game may send the player back to (L10: it had no bound). */
export const LOBBY_URL_MAX = 2000;
const gameCode = z.string().check(z.minLength(1), z.maxLength(GAME_CODE_MAX));
const language = z.string().check(z.minLength(2), z.maxLength(10));
const lobbyUrl = z.string().check(z.maxLength(LOBBY_URL_MAX));
export const ToggleFavouriteRequest = z.object({ code: gameCode, providerId: z.int() });
export type ToggleFavouriteRequest = z.infer<typeof ToggleFavouriteRequest>;

const nonEmpty = z.string().check(z.minLength(1));
export const CodeLaunchRequest = z.object({ code: gameCode });
export const EveryMatrixLaunchRequest = z.object({ code: gameCode, productId: gameCode });
export const AmusnetLaunchRequest = z.object({ code: gameCode, isMobile: z.boolean() });
export const PlatformLaunchRequest = z.object({
  platform: z.union([z.literal(1), z.literal(2)]),
  gameCode,
  language,
  lobbyUrl,
});
export const SoftGamingsLaunchRequest = z.object({
  system: gameCode,
  pageCode: gameCode,
  isMobile: z.union([z.literal(0), z.literal(1)]),
});
/** Play for fun (the reference server's extension, docs/api.md): any game that allows it, for visitors too. */
export const FunLaunchRequest = z.object({ gameCode, isMobile: z.boolean(), language, lobbyUrl });
/** A launch answers with a URL (most providers) or an HTML document (SoftGamings). */
export const LaunchResponse = apiResponse(nonEmpty);
export type LaunchResponse = z.infer<typeof LaunchResponse>;

// ---------------------------------------------------------------------------
// Calls the screens need that the spec leaves unshown (docs/api.md)

/** ISO 8601 with a zone, as the unshown calls send dates. */
const isoDateTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, 'expected an ISO date-time'));

/** A day, YYYY-MM-DD, as a call sends it. */
const isoDay = z.iso.date().check(z.maxLength(10));

export function page<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), total: intIn(0) });
}
export const PageRequest = z.object({ skip: intIn(0), take: intIn(1, 100) });
export type PageRequest = z.infer<typeof PageRequest>;

export const PaymentMethod = z.object({
  id: z.int(),
  type: PaymentTypeSchema,
  title: z.string(),
  minAmount: numeric,
  maxAmount: numeric,
  imageUrl: orNull(z.string()),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodsRequest = z.object({ type: PaymentTypeSchema });

export const TransactionListRequest = z.extend(PageRequest, {
  kind: TransactionKindSchema,
  status: z.optional(TransactionStatusSchema),
  /** Inclusive day bounds, YYYY-MM-DD. */
  from: z.optional(isoDay),
  to: z.optional(isoDay),
});
export type TransactionListRequest = z.infer<typeof TransactionListRequest>;
export const TransactionRow = z.object({
  id: z.int(),
  kind: TransactionKindSchema,
  status: TransactionStatusSchema,
  amount: numeric,
  method: z.string(),
  date: isoDateTime,
});
export type TransactionRow = z.infer<typeof TransactionRow>;
export const TransactionPage = page(TransactionRow);
export type TransactionPage = z.infer<typeof TransactionPage>;

export const AvailableBonus = z.object({
  id: z.int(),
  title: z.string(),
  /** HTML from the server: sanitise before rendering. */
  description: text,
  amount: numeric,
  imageUrl: orNull(z.string()),
  validUntil: orNull(isoDateTime),
});
export type AvailableBonus = z.infer<typeof AvailableBonus>;
export const BonusClaimRequest = z.object({ id: z.int() });
/** A bonus in play: what must be staked before it is real money, what has been, and what is left (lira). */
export const Wagering = z.object({ required: numeric, wagered: numeric, left: numeric });
export type Wagering = z.infer<typeof Wagering>;

export const BonusHistoryRow = z.object({
  id: z.int(),
  title: z.string(),
  amount: numeric,
  status: ActivityStatusSchema,
  createdAt: isoDateTime,
  /** While the bonus is in play (status Processing); null or absent otherwise. */
  wagering: z.optional(z.nullable(Wagering)),
});
export type BonusHistoryRow = z.infer<typeof BonusHistoryRow>;
export const BonusHistoryPage = page(BonusHistoryRow);

export const SessionRow = z.object({
  id: z.int(),
  start: isoDateTime,
  end: orNull(isoDateTime),
  ip: z.string(),
  device: z.string(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof SessionRow>;
export const SessionPage = page(SessionRow);

export const CustomerProfile = z.object({
  username: z.string(),
  usercode: idText,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: text,
  smsVerified: z.boolean(),
  /** The player confirmed the address with the code of the confirmation e-mail (issue 34). */
  emailConfirmed: z.boolean(),
  birthDate: z.iso.date(),
  country: z.string(),
  createdAt: isoDateTime,
});
export type CustomerProfile = z.infer<typeof CustomerProfile>;

export const GameHistoryRequest = z.extend(PageRequest, {
  /** Inclusive day bounds, YYYY-MM-DD. */
  from: z.optional(isoDay),
  to: z.optional(isoDay),
});
export type GameHistoryRequest = z.infer<typeof GameHistoryRequest>;
/** One bet or win of a round; a round that pays has both, with the same roundId. */
export const GameHistoryRow = z.object({
  id: z.int(),
  roundId: z.int(),
  game: z.string(),
  gameCode: z.string(),
  type: GameTransactionTypeSchema,
  amount: numeric,
  date: isoDateTime,
});
export type GameHistoryRow = z.infer<typeof GameHistoryRow>;
export const GameHistoryPage = page(GameHistoryRow);
export type GameHistoryPage = z.infer<typeof GameHistoryPage>;

export const ContentPage = z.object({ id: z.int(), title: z.string(), body: text });
export type ContentPage = z.infer<typeof ContentPage>;
export const ContentPageRequest = z.object({ id: z.pipe(z.coerce.number(), intIn(1)) });

/** What customer/updatephone step 2 answers with: the verified phone. */
export const PhoneState = z.object({ phone: z.string(), smsVerified: z.boolean() });
export type PhoneState = z.infer<typeof PhoneState>;
