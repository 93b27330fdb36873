import { assign, fromPromise, sendTo, setup, assertEvent } from 'xstate';
import { accepted, acceptedData } from './answers';
import { inSystem } from './system';
import {
  DEFAULT_COUNTRY_NAME,
  DEFAULT_CURRENCY_ID,
  PHONE_MASK_DIGITS,
  RegisterForm,
  toRegisterPayload,
  type AuthData,
  type AuthFormData,
  type AuthResponse,
  type Country,
  type GenericResponse,
  type RegisterPayload,
} from '../contract/schemas';
import { fullPhone, phoneValidationMachine } from './phoneValidation.machine';

/** Spec section 9: countries list shown after 300 ms; confetti 100 ms; trial-bonus dialog close 1000 ms. */
export const COUNTRIES_DELAY_MS = 300;
export const CONFETTI_DELAY_MS = 100;
export const TRIAL_BONUS_CLOSE_MS = 1000;

export type RegistrationField =
  | 'name'
  | 'surname'
  | 'username'
  | 'email'
  | 'phoneDigits'
  | 'birthDateDay'
  | 'birthDateMonth'
  | 'birthDateYear'
  | 'password'
  | 'password2';

export interface RegistrationInput {
  /** bootstrap trialBonusAmount: the checkbox shows only above 0. */
  trialBonusAmount: number;
  /** From local storage key refId. */
  refId: number | null;
}

export type RegistrationEvent =
  | { type: 'CHANGE'; field: RegistrationField; value: string }
  | { type: 'TOGGLE_TRIAL_BONUS'; checked: boolean }
  | { type: 'SUBMIT' }
  | { type: 'RETRY_COUNTRIES' }
  | { type: 'SKIP_VERIFICATION' }
  /** 'Yes' on the celebration: claim the trial bonus. */
  | { type: 'CLAIM_TRIAL_BONUS' }
  /** The celebration's Deposit and Live Chat buttons (without trial bonus). */
  | { type: 'GO_DEPOSIT' }
  /** The celebration's offer: set a deposit limit on the responsible-gaming page. */
  | { type: 'SET_DEPOSIT_LIMIT' }
  | { type: 'OPEN_LIVE_CHAT' };

type Fields = Record<RegistrationField, string>;

interface Context extends Fields {
  trialBonus: boolean;
  trialBonusAmount: number;
  refId: number | null;
  countries: Country[];
  countriesVisible: boolean;
  /** The registered phone, '90' + 10 digits, once the account exists. */
  registeredPhone: string | null;
}

const EMPTY: Fields = {
  name: '',
  surname: '',
  username: '',
  email: '',
  phoneDigits: '',
  birthDateDay: '',
  birthDateMonth: '',
  birthDateYear: '',
  password: '',
  password2: '',
};

/** The form as RegisterForm reads it: country defaults to Türkiye from the countries list. */
export function formOf(context: Context) {
  const country = context.countries.find((c) => c.name === DEFAULT_COUNTRY_NAME) ?? context.countries[0];
  return {
    name: context.name,
    surname: context.surname,
    username: context.username,
    email: context.email,
    // The mask's 10 digits make the number, sent with its 90 prefix; fewer is no number (issue 21:
    // 5 to 9 digits passed the payload's 5–20 rule and went out without the prefix).
    phone: context.phoneDigits.length === PHONE_MASK_DIGITS ? fullPhone(context.phoneDigits) : '',
    country: country?.id ?? Number.NaN,
    currencyId: DEFAULT_CURRENCY_ID,
    birthDateDay: context.birthDateDay,
    birthDateMonth: context.birthDateMonth,
    birthDateYear: context.birthDateYear,
    trialBonus: context.trialBonus,
    password: context.password,
    password2: context.password2,
    ...(context.refId !== null ? { refId: context.refId } : {}),
  };
}

/**
 * Registration (spec sections 2, 4, 5): form, phone step, code step,
 * celebration. With the trial bonus ticked, registering sends the phone-code
 * request at once (phone locked) and the celebration after verification
 * offers 'Yes' to claim the bonus, closing one second after. Without it, the
 * celebration shows right after registering, with Deposit and Live Chat.
 * 'Skip Verification' closes. Confetti fires 100 ms after the celebration shows.
 *
 * Supplied by src/: actors loadCountries, register, claimTrialBonus, phone
 * (phoneValidation with its effects); actions showWelcome, fireConfetti,
 * showRefusal, showFailure, showClaimResult, goToDeposit, goToLimits,
 * openLiveChat. It tells the session who registered (logged in) itself.
 */
export const registrationMachine = setup({
  types: {} as { context: Context; input: RegistrationInput; events: RegistrationEvent },
  delays: { countries: COUNTRIES_DELAY_MS, confetti: CONFETTI_DELAY_MS, close: TRIAL_BONUS_CLOSE_MS },
  actors: {
    /** The form data, with the trial bonus amount once the site configuration has settled. */
    loadCountries: fromPromise<AuthFormData & { trialBonusAmount?: number }>(async () => {
      throw new Error('supplied by src/app');
    }),
    register: fromPromise<AuthResponse, RegisterPayload>(async () => {
      throw new Error('supplied by src/app');
    }),
    claimTrialBonus: fromPromise<GenericResponse>(async () => {
      throw new Error('supplied by src/app');
    }),
    phone: phoneValidationMachine,
  },
  guards: {
    // No countries yet: formOf's country is NaN, which the form refuses.
    formIsValid: ({ context }) => RegisterForm.safeParse(formOf(context)).success,
    accepted,
    acceptedWithTrialBonus: ({ context }, answer: { success: boolean }) => answer.success && context.trialBonus,
    trialBonusOffered: ({ context }) => context.trialBonusAmount > 0,
  },
  actions: {
    change: assign(({ event }) => {
      assertEvent(event, 'CHANGE');
      const digitsOnly = ['phoneDigits', 'birthDateDay', 'birthDateMonth', 'birthDateYear'].includes(event.field);
      const max = event.field === 'phoneDigits' ? PHONE_MASK_DIGITS : event.field === 'birthDateYear' ? 4 : 2;
      return { [event.field]: digitsOnly ? event.value.replace(/\D/g, '').slice(0, max) : event.value };
    }),
    toggleTrialBonus: assign({
      trialBonus: ({ event }) => {
        assertEvent(event, 'TOGGLE_TRIAL_BONUS');
        return event.checked;
      },
    }),
    // The configuration may arrive after the dialog opened: its amount decides the checkbox.
    setCountries: assign(({ context }, data: AuthFormData & { trialBonusAmount?: number }) => ({
      countries: data.countries,
      trialBonusAmount: data.trialBonusAmount ?? context.trialBonusAmount,
    })),
    showCountries: assign({ countriesVisible: true }),
    rememberPhone: assign({ registeredPhone: ({ context }) => fullPhone(context.phoneDigits) }),
    /** The session learns who logged in; the player reads the server's welcome. */
    tellSessionLoggedIn: sendTo(inSystem('session'), (_, { session }: { session: AuthData }) => ({ type: 'LOGGED_IN', session })),
    showWelcome: (_, _params: { message: string }) => {},
    fireConfetti: () => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
    showClaimResult: (_, _params: { response: GenericResponse }) => {},
    goToDeposit: () => {},
    goToLimits: () => {},
    openLiveChat: () => {},
  },
}).createMachine({
  id: 'registration',
  description: 'Sign Up: form, phone, code, celebration.',
  context: ({ input }) => ({
    ...EMPTY,
    trialBonus: false,
    trialBonusAmount: input.trialBonusAmount,
    refId: input.refId,
    countries: [],
    countriesVisible: false,
    registeredPhone: null,
  }),
  initial: 'form',
  states: {
    form: {
      description: 'Step 0: the form; the hidden country defaults to Türkiye.',
      type: 'parallel',
      states: {
        countries: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCountries',
                src: 'loadCountries',
                onDone: { target: 'waiting', actions: { type: 'setCountries', params: ({ event }) => event.output } },
                onError: 'failed',
              },
            },
            waiting: { after: { countries: { target: 'loaded', actions: 'showCountries' } } },
            loaded: {},
            failed: {
              description: 'The list could not be loaded: the form says so and offers to retry.',
              on: { RETRY_COUNTRIES: 'loading' },
            },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: { actions: 'change' },
                TOGGLE_TRIAL_BONUS: { guard: 'trialBonusOffered', actions: 'toggleTrialBonus' },
                SUBMIT: { guard: 'formIsValid', target: 'registering' },
              },
            },
            registering: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => toRegisterPayload(RegisterForm.parse(formOf(context))),
                onDone: [
                  {
                    guard: { type: 'acceptedWithTrialBonus', params: ({ event }) => event.output },
                    target: '#registration.verifying',
                    actions: [
                      'rememberPhone',
                      { type: 'tellSessionLoggedIn', params: ({ event }) => ({ session: acceptedData(event.output) }) },
                      { type: 'showWelcome', params: ({ event }) => ({ message: event.output.message }) },
                    ],
                  },
                  {
                    guard: { type: 'accepted', params: ({ event }) => event.output },
                    target: '#registration.celebrating.withoutBonus',
                    actions: [
                      'rememberPhone',
                      { type: 'tellSessionLoggedIn', params: ({ event }) => ({ session: acceptedData(event.output) }) },
                      { type: 'showWelcome', params: ({ event }) => ({ message: event.output.message }) },
                    ],
                  },
                  { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) } },
                ],
                onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
    verifying: {
      description: 'Steps 1 and 2 (the phoneValidation flow): the registered phone, locked; the code request goes at once.',
      invoke: {
        id: 'phone',
        src: 'phone',
        input: ({ context }) => ({ digits: context.registeredPhone!.slice(2), locked: true, sendAtOnce: true }),
        onDone: '#registration.celebrating.withBonus',
      },
      on: { SKIP_VERIFICATION: 'closed' },
    },
    celebrating: {
      description: 'The celebration screen; confetti 100 ms after it shows; a deposit limit is offered.',
      after: { confetti: { actions: 'fireConfetti' } },
      // UKGC: financial limits are offered at registration (issue 8).
      on: { SET_DEPOSIT_LIMIT: { target: '#registration.closed', actions: 'goToLimits' } },
      initial: 'withoutBonus',
      states: {
        withoutBonus: {
          description: 'Deposit and Live Chat buttons; each closes the dialog and goes there.',
          on: {
            GO_DEPOSIT: { target: '#registration.closed', actions: 'goToDeposit' },
            // The chat draws on the page, which the dialog would cover and make inert: the dialog gives way to it.
            OPEN_LIVE_CHAT: { target: '#registration.closed', actions: 'openLiveChat' },
          },
        },
        withBonus: {
          description: "'Yes' claims the trial bonus.",
          on: { CLAIM_TRIAL_BONUS: 'claiming' },
        },
        claiming: {
          invoke: {
            id: 'claimTrialBonus',
            src: 'claimTrialBonus',
            // Spec section 8: define-trial-bonus failures are ignored silently; section 4: 'Yes' closes the dialog 1 s later.
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: 'claimed',
                actions: { type: 'showClaimResult', params: ({ event }) => ({ response: event.output }) },
              },
              { target: 'claimed' },
            ],
            onError: { target: 'claimed' },
          },
        },
        claimed: {
          description: "'Yes' was answered (the bonus credited, or refused in silence): the dialog closes one second later.",
          after: { close: '#registration.closed' },
        },
      },
    },
    closed: { type: 'final' },
  },
});
