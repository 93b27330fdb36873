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
  /** One mutator, or the several that change this code the same harmless way. */
  mutator: string | readonly string[];
  replacement?: string;
  why: string;
}

/** Kinds of survivor that cannot change behaviour wherever they occur. */
export const EQUIVALENT_KINDS: EquivalentKind[] = [
  // (none since issue 34: machines read an event's payload through assertEvent or params, not `event.type ===`)
];

const TOASTS = 'machines/toasts.machine.ts';
const TOAST_IDS =
  'every toast on the stack has an id (given or generated), so a request without one never matches a showing toast: the test for an id first changes nothing';
const PAYMENT = 'machines/payment.machine.ts';
const NO_DATA_IS_NO_LINK =
  'an answer without data is tested as a text that does not start with http: any such text, the empty one or another, is no link';
const FAVOURITES = 'machines/favourites.machine.ts';
const TOGGLING_KEPT =
  'the game being toggled is kept from the tap until the answer has been handled (guarded and flipped only while toggling), so it is never missing there';
const PROVIDERS = 'machines/gameLaunch/providers.ts';
const GAME_LAUNCH = 'machines/gameLaunch.machine.ts';
const KNOWN_PROVIDER =
  'a launch whose provider has no strategy ends at the start (knownProvider), so every later read has a strategy and the fallback is never used';
const LOBBY = 'machines/lobby.machine.ts';
const NO_DIGITS = 'the fallback is only kept by its digits, and no other text has any: the form starts empty either way';
const EDITING_ONLY = 'the guards that read the limit being edited are asked in the editing state only, where one always is';
const SESSION = 'machines/session.machine.ts';
const LOGGED_IN_ONLY = 'the action runs only in the logged-in state, where the session is never missing';
const DIALOGS = 'machines/dialogs.machine.ts';
const OPENS_NOTHING =
  'the panel and the reality check start nothing when they open (no flow, no effect): opening one that is open once more changes nothing';
const PLAYERS_DIALOG =
  "the phone dialogs open only while a player is logged in (the dialogs' own rule), so the session they read is never missing and its fallbacks are never used";
const REENTERS_CHILD =
  'a transition of a parent to its own child state enters that child again in XState v5 with or without reenter (the replay shows the debounce set again at the keystroke either way)';
const SEARCH_FROM_ROOT =
  "without the search's own handler the page's takes the keystroke: a blank query goes back to the list, any other is kept and the search waits again (searching is entered again, from its debounce)";
const NUMBER_FORMAT = 'machines/numberInput/numberFormat.ts';
const EVERY_LOCALE_HAS_A_DECIMAL = "every locale's format of 1.5 has a decimal part, so the fallback is never read";
const SITE_LOCALES =
  "the site's two locales (tr-TR, en) have ',' or '.' as their decimal separator, so the locale's separator is always one of the two literal ones: a ',' or '.' that is not it is dropped whether it is tested or not";
const CLAMP_AT_BOUND = 'a value equal to the bound is returned either way (the bound itself)';

/** Single survivors that cannot change behaviour, each with why. */
export const EQUIVALENT_MUTANTS: EquivalentMutant[] = [
  // The number box's formatting rules.
  { file: NUMBER_FORMAT, line: "?? '.'", code: "'.'", mutator: 'StringLiteral', replacement: '""', why: EVERY_LOCALE_HAS_A_DECIMAL },
  {
    file: NUMBER_FORMAT,
    line: 'formatToParts(1.5)',
    code: "new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value",
    mutator: 'OptionalChaining',
    why: EVERY_LOCALE_HAS_A_DECIMAL,
  },
  {
    file: NUMBER_FORMAT,
    line: "fraction = ''",
    code: "''",
    mutator: 'StringLiteral',
    why: 'the text is split at a separator it is known to hold, so the fraction part always exists and its default is never used',
  },
  {
    file: NUMBER_FORMAT,
    line: "mode: 'decimal'",
    code: "'decimal'",
    mutator: 'StringLiteral',
    why: "the mode is only ever compared with 'currency': any other default is the decimal mode",
  },
  {
    file: NUMBER_FORMAT,
    line: '!seenSeparator',
    code: "ch === separator || ch === '.' || ch === ','",
    mutator: 'ConditionalExpression',
    why: 'a character that is no separator reaching the block is dropped by its `continue`, as it is when it never reaches it',
  },
  {
    file: NUMBER_FORMAT,
    line: '!seenSeparator',
    code: 'ch === separator',
    mutator: ['ConditionalExpression', 'EqualityOperator'],
    why: SITE_LOCALES,
  },
  {
    file: NUMBER_FORMAT,
    line: '!seenSeparator',
    code: "ch === ','",
    mutator: ['ConditionalExpression', 'EqualityOperator'],
    why: SITE_LOCALES,
  },
  { file: NUMBER_FORMAT, line: '!seenSeparator', code: "','", mutator: 'StringLiteral', why: SITE_LOCALES },
  {
    file: NUMBER_FORMAT,
    line: "clean === '-'",
    code: "clean === '-'",
    mutator: 'ConditionalExpression',
    why: "Number('-') is NaN, which the next line makes empty (null) as well",
  },
  {
    file: NUMBER_FORMAT,
    line: "clean === '-'",
    code: "'-'",
    mutator: 'StringLiteral',
    why: "Number('-') is NaN, which the next line makes empty (null) as well",
  },
  { file: NUMBER_FORMAT, line: 'value < options.min', code: 'value < options.min', mutator: 'EqualityOperator', why: CLAMP_AT_BOUND },
  { file: NUMBER_FORMAT, line: 'value > options.max', code: 'value > options.max', mutator: 'EqualityOperator', why: CLAMP_AT_BOUND },
  {
    file: NUMBER_FORMAT,
    line: 'allowEmpty: false',
    code: 'false',
    mutator: 'BooleanLiteral',
    why: 'a step gives a number, never empty, so whether empty is allowed when it is clamped does not matter',
  },

  // The toast stack.
  {
    file: TOASTS,
    line: 'return event.toast.id !== undefined && context',
    code: 'event.toast.id !== undefined',
    mutator: 'ConditionalExpression',
    why: TOAST_IDS,
  },
  {
    file: TOASTS,
    line: 'enqueue.cancel(timerId(event.id))',
    code: "'id' in event",
    mutator: 'ConditionalExpression',
    replacement: 'true',
    why: 'cancelExpiry runs on DISMISS only, which always has an id: the test is for TypeScript',
  },
  {
    file: TOASTS,
    line: "EXPIRE: { guard: 'isShowing'",
    code: "'isShowing'",
    mutator: 'StringLiteral',
    why: 'an unnamed guard lets every EXPIRE through: removing a toast that does not show removes nothing, and an expiry cancels no timer (its own has fired)',
  },

  // The payment form.
  { file: PAYMENT, line: 'answeredWithLink', code: "''", mutator: 'StringLiteral', why: NO_DATA_IS_NO_LINK },
  { file: PAYMENT, line: 'keepAnswer', code: "''", mutator: 'StringLiteral', why: NO_DATA_IS_NO_LINK },
  {
    file: PAYMENT,
    line: 'id: `number.',
    code: '`number.${field.key}`',
    mutator: 'StringLiteral',
    why: "the form reaches each number box through context.numberInputs, never by the child's id, which only names it in an inspector",
  },
  {
    file: PAYMENT,
    line: 'hasFields',
    code: '[]',
    mutator: 'ArrayDeclaration',
    why: 'fetchFields always answers with a list (its schema says so), so the fallback for none is never read',
  },

  // The resend countdown.
  {
    file: 'machines/resendCountdown.machine.ts',
    line: 'if (context.notify)',
    code: 'context.notify',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    why: 'a countdown without an owner sends to no one: xstate drops a send to a missing actor',
  },

  // The favourites.
  { file: FAVOURITES, line: 'wasFavourite', code: 'context.toggling !== null', mutator: 'ConditionalExpression', why: TOGGLING_KEPT },
  {
    file: FAVOURITES,
    line: 'context.toggling?.gameCode',
    code: 'context.toggling?.gameCode',
    mutator: 'OptionalChaining',
    why: TOGGLING_KEPT,
  },
  { file: FAVOURITES, line: 'if (!code)', code: '!code', mutator: 'ConditionalExpression', why: TOGGLING_KEPT },

  // The configuration.
  {
    file: 'machines/bootstrap.machine.ts',
    line: 'trialBonusAmountOf',
    code: 'context?.stored',
    mutator: 'OptionalChaining',
    why: 'the site always has its configuration actor: its context is missing only in a system without one',
  },

  // The game launch.
  {
    file: PROVIDERS,
    line: "answer: 'url'",
    code: "'url'",
    mutator: 'StringLiteral',
    why: "a strategy's answer kind is only ever compared with 'html': any other word is a URL answer",
  },
  { file: GAME_LAUNCH, line: 'if (!strategy) return null', code: '!strategy', mutator: 'ConditionalExpression', why: KNOWN_PROVIDER },
  { file: GAME_LAUNCH, line: 'closesOnFailure', code: 'true', mutator: 'BooleanLiteral', why: KNOWN_PROVIDER },
  {
    file: GAME_LAUNCH,
    line: 'closesOnFailure',
    code: 'strategyOf(context)?.closeOnFailure ?? true',
    mutator: 'LogicalOperator',
    why: KNOWN_PROVIDER,
  },
  {
    file: GAME_LAUNCH,
    line: 'closesOnFailure',
    code: 'strategyOf(context)?.closeOnFailure',
    mutator: 'OptionalChaining',
    why: KNOWN_PROVIDER,
  },
  {
    file: GAME_LAUNCH,
    line: 'fromGameFrame && context.frame !== null',
    code: 'context.frame !== null',
    mutator: 'ConditionalExpression',
    why: 'frame messages are handled only while playing, where a frame always shows',
  },

  // Phone numbers: a fallback with no digit in it is emptied by the same rule; the registration sends only a whole number.
  {
    file: 'machines/registration.machine.ts',
    line: "fullPhone(context.phoneDigits) : ''",
    code: "''",
    mutator: 'StringLiteral',
    why: "the form is sent only with the mask's ten digits (its validity rule), so the empty phone is never what is sent",
  },
  {
    file: 'machines/phoneValidation.machine.ts',
    line: "onlyDigits(input.digits ?? ''",
    code: "''",
    mutator: 'StringLiteral',
    why: NO_DIGITS,
  },

  // Reading a list answer: always a list (its schema says so).
  {
    file: 'machines/gameSearch.machine.ts',
    line: 'foundOne',
    code: '[]',
    mutator: 'ArrayDeclaration',
    why: 'the search always answers with a list (its schema says so), so the fallback for none is never read',
  },

  // The content page.
  {
    file: 'machines/contentPage.machine.ts',
    line: 'openPage: assign',
    code: '{ id: context.id }',
    mutator: 'ObjectLiteral',
    why: 'openPage runs on OPEN only: the other branch is for TypeScript',
  },
  {
    file: 'machines/contentPage.machine.ts',
    line: "OPEN: { guard: 'anotherPage', target: 'loading', reenter: true",
    code: "{ OPEN: { guard: 'anotherPage', target: 'loading', reenter: true, actions: 'openPage' } }",
    mutator: 'ObjectLiteral',
    why: "without it the page region's own OPEN (the same guard and action, targeting .loading) takes the event and enters loading again the same way: the page is fetched anew for the new id",
  },

  // The limits editor: its guards are asked only while a limit is being edited.
  {
    file: 'machines/limitsEditor.machine.ts',
    line: 'draftIsValid',
    code: 'context.editing !== null',
    mutator: 'ConditionalExpression',
    why: EDITING_ONLY,
  },
  {
    file: 'machines/limitsEditor.machine.ts',
    line: 'if (!editing) return null',
    code: '!editing',
    mutator: 'ConditionalExpression',
    why: EDITING_ONLY,
  },

  // The lobby.
  {
    file: LOBBY,
    line: '...(providerId === undefined',
    code: 'providerId === undefined',
    mutator: 'ConditionalExpression',
    why: 'a providerId of undefined is left out of the JSON body either way (JSON.stringify drops it), so the request is the same',
  },

  // The app: stopping the page flow of no page.
  {
    file: 'machines/app.machine.ts',
    line: 'if (context.page) enqueue.stopChild',
    code: 'context.page',
    mutator: 'ConditionalExpression',
    why: 'stopping a child that does not run (page.null) does nothing',
  },

  // The session: actions that only ever run while a player is logged in, on their own event.
  {
    file: SESSION,
    line: 'session: !context.session ? null',
    code: '!context.session',
    mutator: 'ConditionalExpression',
    why: LOGGED_IN_ONLY,
  },
  {
    file: SESSION,
    line: 'amount === null ? context.session',
    code: 'amount === null',
    mutator: 'ConditionalExpression',
    why: 'setBalance runs only after isBalanceCommand, which lets no message without an amount through',
  },

  // The dialogs.
  { file: DIALOGS, line: "not(stateIn('notifications'))", code: "'notifications'", mutator: 'StringLiteral', why: OPENS_NOTHING },
  { file: DIALOGS, line: "not(stateIn('realityCheck'))", code: "'realityCheck'", mutator: 'StringLiteral', why: OPENS_NOTHING },
  {
    file: DIALOGS,
    line: "(self, 'session')?.session?.phone",
    code: "contextOf(self, 'session')?.session?.phone",
    mutator: 'OptionalChaining',
    why: PLAYERS_DIALOG,
  },
  { file: DIALOGS, line: "(self, 'session')?.session?.phone", code: "''", mutator: 'StringLiteral', why: PLAYERS_DIALOG },
  { file: DIALOGS, line: "phone: session?.phone ?? ''", code: "''", mutator: 'StringLiteral', why: PLAYERS_DIALOG },
  { file: DIALOGS, line: 'smsVerified: session?.smsVerified ?? false', code: 'false', mutator: 'BooleanLiteral', why: PLAYERS_DIALOG },

  // The limits editor: a limit is edited only from the list as loaded.
  {
    file: 'machines/limitsEditor.machine.ts',
    line: 'context.limits?.limits.find',
    code: 'context.limits?.limits',
    mutator: 'OptionalChaining',
    why: 'EDIT is taken only while the limits are shown, which is reached only once they have loaded',
  },

  // A search typed again while it waits: XState v5 enters a parent's child state again when a transition of the parent targets it, whether or not it says reenter.
  {
    file: 'machines/gameSearch.machine.ts',
    line: "{ target: '.debouncing', reenter: true, actions: 'setQuery' }",
    code: 'true',
    mutator: 'BooleanLiteral',
    why: REENTERS_CHILD,
  },
  {
    file: LOBBY,
    line: "{ target: '.debouncing', reenter: true, actions: 'setQuery' }",
    code: 'true',
    mutator: 'BooleanLiteral',
    why: REENTERS_CHILD,
  },
  {
    file: LOBBY,
    line: "on: { SEARCH: [{ guard: 'isBlankQuery', target: 'browsing.resume'",
    code: "{ SEARCH: [{ guard: 'isBlankQuery', target: 'browsing.resume', actions: 'clearQuery' }, { target: '.debouncing', reenter: true, actions: 'setQuery' }] }",
    mutator: 'ObjectLiteral',
    why: SEARCH_FROM_ROOT,
  },
  {
    file: LOBBY,
    line: "on: { SEARCH: [{ guard: 'isBlankQuery', target: 'browsing.resume'",
    code: "[{ guard: 'isBlankQuery', target: 'browsing.resume', actions: 'clearQuery' }, { target: '.debouncing', reenter: true, actions: 'setQuery' }]",
    mutator: 'ArrayDeclaration',
    why: SEARCH_FROM_ROOT,
  },
];
