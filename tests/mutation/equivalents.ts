// Surviving mutants that cannot change what a player or the rest of the site
// can tell, each with why (scripts/mutation.ts counts them apart and lists
// them in docs/mutation-survivors.md). A mutant is matched by its file, part
// of its line, the code it changed and the mutator (and the replacement where one code has
// several): not by line, so an entry outlives edits above it. An entry that
// no longer matches anything is reported, so the list cannot go stale.

export interface EquivalentKind {
  test: (code: string, mutator: string) => boolean;
  why: string;
}

export interface EquivalentMutant {
  file: string;
  /** Part of the mutated line, so one literal in several places is told apart. */
  line: string;
  code: string;
  mutator: string;
  replacement?: string;
  why: string;
}

/** Kinds of survivor that cannot change behaviour wherever they occur. */
export const EQUIVALENT_KINDS: EquivalentKind[] = [
  {
    // `select: assign({ selected: ({ event }) => (event.type === 'OPEN' ? event.index : null) })`, used only on OPEN.
    test: (code, mutator) => /^event\.type [!=]== '[^']+'$/.test(code) && ['ConditionalExpression', 'EqualityOperator'].includes(mutator),
    why: "an implementation used only on one event checks the event's type again for TypeScript; the other branch never runs",
  },
];

const TOASTS = 'machines/toasts.machine.ts';
const TOAST_IDS = 'every toast on the stack has an id (given or generated), so a request without one never matches a showing toast: the test for an id first changes nothing';
const PAYMENT = 'machines/payment.machine.ts';
const NO_DATA_IS_NO_LINK = "an answer without data is tested as a text that does not start with http: any such text, the empty one or another, is no link";
const FAVOURITES = 'machines/favourites.machine.ts';
const TOGGLING_KEPT = 'the game being toggled is kept from the tap until the answer has been handled (guarded and flipped only while toggling), so it is never missing there';
const NUMBER_FORMAT = 'machines/numberInput/numberFormat.ts';
const EVERY_LOCALE_HAS_A_DECIMAL = "every locale's format of 1.5 has a decimal part, so the fallback is never read";
const SITE_LOCALES = "the site's two locales (tr-TR, en) have ',' or '.' as their decimal separator, so the locale's separator is always one of the two literal ones: a ',' or '.' that is not it is dropped whether it is tested or not";
const CLAMP_AT_BOUND = 'a value equal to the bound is returned either way (the bound itself)';

/** Single survivors that cannot change behaviour, each with why. */
export const EQUIVALENT_MUTANTS: EquivalentMutant[] = [
  // The number box's formatting rules.
  { file: NUMBER_FORMAT, line: "?? '.'", code: "'.'", mutator: 'StringLiteral', replacement: '""', why: EVERY_LOCALE_HAS_A_DECIMAL },
  { file: NUMBER_FORMAT, line: 'formatToParts(1.5)', code: "new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value", mutator: 'OptionalChaining', why: EVERY_LOCALE_HAS_A_DECIMAL },
  { file: NUMBER_FORMAT, line: "fraction = ''", code: "''", mutator: 'StringLiteral', why: 'the text is split at a separator it is known to hold, so the fraction part always exists and its default is never used' },
  { file: NUMBER_FORMAT, line: "mode: 'decimal'", code: "'decimal'", mutator: 'StringLiteral', why: "the mode is only ever compared with 'currency': any other default is the decimal mode" },
  { file: NUMBER_FORMAT, line: '!seenSeparator', code: "ch === separator || ch === '.' || ch === ','", mutator: 'ConditionalExpression', why: 'a character that is no separator reaching the block is dropped by its `continue`, as it is when it never reaches it' },
  { file: NUMBER_FORMAT, line: '!seenSeparator', code: 'ch === separator', mutator: 'ConditionalExpression', why: SITE_LOCALES },
  { file: NUMBER_FORMAT, line: '!seenSeparator', code: 'ch === separator', mutator: 'EqualityOperator', why: SITE_LOCALES },
  { file: NUMBER_FORMAT, line: '!seenSeparator', code: "ch === ','", mutator: 'ConditionalExpression', why: SITE_LOCALES },
  { file: NUMBER_FORMAT, line: '!seenSeparator', code: "ch === ','", mutator: 'EqualityOperator', why: SITE_LOCALES },
  { file: NUMBER_FORMAT, line: '!seenSeparator', code: "','", mutator: 'StringLiteral', why: SITE_LOCALES },
  { file: NUMBER_FORMAT, line: "clean === '-'", code: "clean === '-'", mutator: 'ConditionalExpression', why: "Number('-') is NaN, which the next line makes empty (null) as well" },
  { file: NUMBER_FORMAT, line: "clean === '-'", code: "'-'", mutator: 'StringLiteral', why: "Number('-') is NaN, which the next line makes empty (null) as well" },
  { file: NUMBER_FORMAT, line: 'value < options.min', code: 'value < options.min', mutator: 'EqualityOperator', why: CLAMP_AT_BOUND },
  { file: NUMBER_FORMAT, line: 'value > options.max', code: 'value > options.max', mutator: 'EqualityOperator', why: CLAMP_AT_BOUND },
  { file: NUMBER_FORMAT, line: 'allowEmpty: false', code: 'false', mutator: 'BooleanLiteral', why: 'a step gives a number, never empty, so whether empty is allowed when it is clamped does not matter' },

  // The toast stack.
  { file: TOASTS, line: "event.type === 'SHOW' && event.toast.id !== undefined && context", code: "event.type === 'SHOW' && event.toast.id !== undefined", mutator: 'ConditionalExpression', why: TOAST_IDS },
  { file: TOASTS, line: "event.type === 'SHOW' && event.toast.id !== undefined && context", code: "event.type === 'SHOW' && event.toast.id !== undefined", mutator: 'LogicalOperator', why: TOAST_IDS },
  { file: TOASTS, line: "event.type === 'SHOW' && event.toast.id !== undefined && context", code: 'event.toast.id !== undefined', mutator: 'ConditionalExpression', why: TOAST_IDS },
  { file: TOASTS, line: 'enqueue.cancel(timerId(event.id))', code: "'id' in event", mutator: 'ConditionalExpression', replacement: 'true', why: 'cancelExpiry runs on DISMISS only, which always has an id: the test is for TypeScript' },
  { file: TOASTS, line: "EXPIRE: { guard: 'isShowing'", code: "'isShowing'", mutator: 'StringLiteral', why: "an unnamed guard lets every EXPIRE through: removing a toast that does not show removes nothing, and an expiry cancels no timer (its own has fired)" },

  // The payment form.
  { file: PAYMENT, line: 'answeredWithLink', code: "''", mutator: 'StringLiteral', why: NO_DATA_IS_NO_LINK },
  { file: PAYMENT, line: 'keepAnswer', code: "''", mutator: 'StringLiteral', why: NO_DATA_IS_NO_LINK },
  { file: PAYMENT, line: 'id: `number.', code: '`number.${field.key}`', mutator: 'StringLiteral', why: "the form reaches each number box through context.numberInputs, never by the child's id, which only names it in an inspector" },
  { file: PAYMENT, line: 'hasFields', code: '[]', mutator: 'ArrayDeclaration', why: 'fetchFields always answers with a list (its schema says so), so the fallback for none is never read' },

  // The resend countdown.
  { file: 'machines/resendCountdown.machine.ts', line: 'if (context.notify)', code: 'context.notify', mutator: 'ConditionalExpression', replacement: 'true', why: 'a countdown without an owner sends to no one: xstate drops a send to a missing actor' },

  // The favourites.
  { file: FAVOURITES, line: 'wasFavourite', code: 'context.toggling !== null', mutator: 'ConditionalExpression', why: TOGGLING_KEPT },
  { file: FAVOURITES, line: 'context.toggling?.gameCode', code: 'context.toggling?.gameCode', mutator: 'OptionalChaining', why: TOGGLING_KEPT },
  { file: FAVOURITES, line: 'if (!code)', code: '!code', mutator: 'ConditionalExpression', why: TOGGLING_KEPT },

  // The configuration.
  { file: 'machines/bootstrap.machine.ts', line: 'trialBonusAmountOf', code: 'context?.stored', mutator: 'OptionalChaining', why: 'the site always has its configuration actor: its context is missing only in a system without one' },
];
