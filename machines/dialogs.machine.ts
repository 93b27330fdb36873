import { and, assign, not, sendTo, setup, stateIn, assertEvent } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { trialBonusAmountOf } from './bootstrap.machine';
import { contextOf, type Registered } from './system';
import { PaymentType } from '../contract/enums';
import { encodeGameParam, lobbyPathOf } from '../domain/gameParam';
import type { Game } from '../contract/schemas';
import type { ExclusionChoice } from './exclusion.machine';
import type { EmailConfirmationInput } from './emailConfirmation.machine';
import { lazyFlowMachine } from './lazyFlow.machine';
import { inSystem } from './system';

declare module './system' {
  interface SystemActors {
    dialogs: Registered<DialogsEvent>;
  }
}

export type DialogName =
  | 'login'
  | 'registration'
  | 'recovery'
  | 'changePassword'
  | 'notifications'
  | 'phoneValidation'
  | 'phoneVerification'
  | 'callRequest'
  | 'emailConfirmation'
  | 'deposit'
  | 'game'
  | 'realityCheck'
  | 'exclusion'
  | 'popup';

export type DialogsEvent =
  | { type: 'OPEN.LOGIN' }
  | { type: 'OPEN.REGISTRATION' }
  | { type: 'OPEN.RECOVERY' }
  | { type: 'OPEN.PHONE_VALIDATION' }
  | { type: 'OPEN.PHONE_VERIFICATION' }
  | { type: 'OPEN.CALL_REQUEST' }
  | { type: 'OPEN.CHANGE_PASSWORD' }
  /** The account's e-mail confirmation, from the account page: its address, and the code the e-mail's link carried (checked at once). */
  | ({ type: 'OPEN.EMAIL_CONFIRMATION' } & EmailConfirmationInput)
  | { type: 'OPEN.NOTIFICATIONS' }
  /** 'Deposit Money': the deposit methods and their forms, full height (the game view's Deposit). */
  | { type: 'OPEN.DEPOSIT' }
  /**
   * A game tile: a visitor gets login; a phone the game modal; a desktop the play page. `fun`: played for fun
   * (play money), for visitors too, where the game allows it (issue 21, item 16).
   */
  | { type: 'OPEN.GAME'; game: Game; mobile: boolean; fun?: boolean }
  /** The reality check's interval passed (machines/realityCheck.machine.ts): it interrupts whatever is open. */
  | { type: 'OPEN.REALITY_CHECK' }
  /** The player answered the reality check (Continue, the limits, Log out). */
  | { type: 'REALITY_CHECK.CLOSE' }
  /** A time-out or self-exclusion length chosen on the responsible-gaming page: its confirmation. */
  | { type: 'OPEN.EXCLUSION'; choice: ExclusionChoice }
  /** The announcement popup asks to be shown (machines/popup.machine.ts): only when no dialog is open; else it is told NOT_NOW. */
  | { type: 'OPEN.POPUP' }
  /** The popup takes its ask back: a text field took the focus before it showed. */
  | { type: 'POPUP.WITHDRAW' }
  /** The session says whether someone is logged in (at start and at login). */
  | { type: 'SESSION.CHANGED'; loggedIn: boolean }
  | { type: 'DEPOSIT.CLOSE' }
  | { type: 'CLOSE' }
  /** The route guard stopped a visitor: a link to a login-only page (the page stays), or such a page opened directly (the home page in its place). */
  | { type: 'GUARD.BLOCKED'; path: string };

/** What the dialogs show apart from their running flows (DialogHost renders each slot's flow from `children`). */
export type DialogsTag = 'showsRealityCheck' | 'showsNotifications';

export interface DialogsInput {
  language: string;
  siteOrigin: string;
  /** Digitain's configured static hosts, for the phone's game modal (gameLaunch). */
  digitainHosts: readonly string[];
}
interface DialogsContext extends DialogsInput {
  pendingPath: string | null;
  /** A phone visitor's tapped game: it opens in the game modal once they log in. */
  pendingGame: Game | null;
  loggedIn: boolean;
  game: Game | null;
  /** The game modal's game is played for fun. */
  fun: boolean;
  exclusion: ExclusionChoice | null;
}

/** The desktop play page of a game: /casino/play/{base64 of the game as JSON}. */
export const playPath = (game: Game) => `/casino/play/${encodeGameParam(game)}`;
/** A desktop's page of a game played for fun: open to visitors. */
export const funPath = (game: Game) => `/casino/fun/${encodeGameParam(game)}`;

/**
 * Which dialog is open (spec section 2 'Dialogs'): opening one closes any
 * other first, and an open dialog is not opened again. Each flow dialog runs
 * its flow machine while open, so nothing leaks into the next opening. The
 * route guard opens login and remembers where the visitor was going; a
 * successful login continues there.
 *
 * Supplied by src/: action navigate (the router).
 */
export const dialogsMachine = setup({
  types: {} as {
    context: DialogsContext;
    input: DialogsInput;
    events: DialogsEvent;
    /**
     * What shows that no flow runs for (the views render each running flow
     * slot's dialog): the reality check, alone or over the game, and the
     * notification panel.
     */
    tags: DialogsTag;
  },
  actors: {
    // Each dialog's flow loads with the dialog (lazyFlow): src/app supplies
    // the login, registration, recovery… machines with their effects.
    loginFlow: lazyFlowMachine,
    registrationFlow: lazyFlowMachine,
    recoveryFlow: lazyFlowMachine,
    changePasswordFlow: lazyFlowMachine,
    phoneValidationFlow: lazyFlowMachine,
    phoneVerificationFlow: lazyFlowMachine,
    callRequestFlow: lazyFlowMachine,
    emailConfirmationFlow: lazyFlowMachine,
    depositFlow: lazyFlowMachine,
    gameFlow: lazyFlowMachine,
    exclusionFlow: lazyFlowMachine,
  },
  guards: {
    // An open dialog is not opened again (spec section 2): its flow keeps what was typed.
    callRequestNotOpen: not(stateIn('callRequest')),
    hasPendingPath: ({ context }) => context.pendingPath !== null,
    hasPendingGame: ({ context }) => context.pendingGame !== null,
    isVisitor: ({ context }) => !context.loggedIn,
    isPlayer: ({ context }) => context.loggedIn,
    // Who may open what (spec section 2): login, sign-up and password recovery
    // are a visitor's; the account's own dialogs (the phone, the password, the
    // notifications, a deposit, the reality check, an exclusion) a player's.
    // The views offer only these; the rule is here, where a stray event meets it.
    // Each also leaves an open dialog as it is (not opened again), and in the
    // game modal Deposit opens over the game (game.playing's own transition).
    loginMayOpen: and(['isVisitor', not(stateIn('login'))]),
    registrationMayOpen: and(['isVisitor', not(stateIn('registration'))]),
    recoveryMayOpen: and(['isVisitor', not(stateIn('recovery'))]),
    phoneValidationMayOpen: and(['isPlayer', not(stateIn('phoneValidation'))]),
    phoneVerificationMayOpen: and(['isPlayer', not(stateIn('phoneVerification'))]),
    changePasswordMayOpen: and(['isPlayer', not(stateIn('changePassword'))]),
    emailConfirmationMayOpen: and(['isPlayer', not(stateIn('emailConfirmation'))]),
    notificationsMayOpen: and(['isPlayer', not(stateIn('notifications'))]),
    depositMayOpen: and(['isPlayer', not(stateIn('deposit')), not(stateIn('game'))]),
    realityCheckMayOpen: and(['isPlayer', not(stateIn('realityCheck'))]),
    exclusionMayOpen: and(['isPlayer', not(stateIn('exclusion'))]),
    /** The popup asks while something else is open (it is not itself on screen). */
    popupNotShown: not(stateIn('popup')),
    onPhone: ({ event }) => {
      assertEvent(event, 'OPEN.GAME');
      return event.mobile;
    },
    isFun: ({ event }) => {
      assertEvent(event, 'OPEN.GAME');
      return event.fun === true;
    },
    isFunOnPhone: and(['isFun', 'onPhone']),
  },
  actions: {
    rememberPath: assign({
      pendingPath: ({ event }) => {
        assertEvent(event, 'GUARD.BLOCKED');
        return event.path;
      },
    }),
    /** Where to go after login is forgotten: another dialog was opened instead. */
    forgetPath: assign({ pendingPath: null, pendingGame: null }),
    setLoggedIn: assign({
      loggedIn: ({ event }) => {
        assertEvent(event, 'SESSION.CHANGED');
        return event.loggedIn;
      },
    }),
    /** A visitor's game opens once they log in: the play page on a desktop, the game modal on a phone. */
    rememberGame: assign(({ event }) => {
      assertEvent(event, 'OPEN.GAME');
      return event.mobile ? { pendingGame: event.game } : { pendingPath: playPath(event.game) };
    }),
    openPendingGame: assign({ game: ({ context }) => context.pendingGame, pendingGame: null, fun: false }),
    keepGame: assign(({ event }) => {
      assertEvent(event, 'OPEN.GAME');
      return { game: event.game, fun: event.fun === true };
    }),
    forgetGame: assign({ game: null }),
    keepExclusion: assign({
      exclusion: ({ event }) => {
        assertEvent(event, 'OPEN.EXCLUSION');
        return event.choice;
      },
    }),
    navigate: (_, _params: { path: string }) => {},
    /** The popup is gone (closed, or replaced by a dialog): the popup flow remembers it. */
    popupClosed: sendTo(inSystem('popup'), { type: 'FORWARD', event: { type: 'CLOSE' } }),
    /** Another dialog is open: the popup waits for the player's next quiet moment and asks again. */
    popupNotNow: sendTo(inSystem('popup'), { type: 'FORWARD', event: { type: 'NOT_NOW' } }),
  },
}).createMachine({
  id: 'dialogs',
  description: 'One dialog at a time; the route guard opens login.',
  context: ({ input }) => ({
    language: input.language,
    siteOrigin: input.siteOrigin,
    digitainHosts: input.digitainHosts,
    pendingPath: null,
    pendingGame: null,
    loggedIn: false,
    game: null,
    fun: false,
    exclusion: null,
  }),
  initial: 'closed',
  on: {
    'OPEN.LOGIN': { guard: 'loginMayOpen', target: '.login', actions: 'forgetPath' },
    'OPEN.REGISTRATION': { guard: 'registrationMayOpen', target: '.registration', actions: 'forgetPath' },
    'OPEN.RECOVERY': { guard: 'recoveryMayOpen', target: '.recovery', actions: 'forgetPath' },
    'OPEN.PHONE_VALIDATION': { guard: 'phoneValidationMayOpen', target: '.phoneValidation', actions: 'forgetPath' },
    'OPEN.PHONE_VERIFICATION': { guard: 'phoneVerificationMayOpen', target: '.phoneVerification', actions: 'forgetPath' },
    'OPEN.CALL_REQUEST': { guard: 'callRequestNotOpen', target: '.callRequest', actions: 'forgetPath' },
    'OPEN.CHANGE_PASSWORD': { guard: 'changePasswordMayOpen', target: '.changePassword', actions: 'forgetPath' },
    'OPEN.EMAIL_CONFIRMATION': {
      guard: 'emailConfirmationMayOpen',
      target: '.emailConfirmation',
      actions: 'forgetPath',
    },
    'OPEN.NOTIFICATIONS': { guard: 'notificationsMayOpen', target: '.notifications', actions: 'forgetPath' },
    'OPEN.DEPOSIT': { guard: 'depositMayOpen', target: '.deposit', actions: 'forgetPath' },
    'GUARD.BLOCKED': { target: '.login', actions: 'rememberPath' },
    'OPEN.REALITY_CHECK': { guard: 'realityCheckMayOpen', target: '.realityCheck', actions: 'forgetPath' },
    'OPEN.EXCLUSION': { guard: 'exclusionMayOpen', target: '.exclusion', actions: ['forgetPath', 'keepExclusion'] },
    'OPEN.GAME': [
      // For fun, nobody is asked to log in; from fun to real money, a visitor is (the next branches).
      { guard: 'isFunOnPhone', target: '.game', actions: ['forgetPath', 'keepGame'] },
      {
        guard: 'isFun',
        target: '.closed',
        actions: ['forgetPath', { type: 'navigate', params: ({ event }) => ({ path: funPath(event.game) }) }],
      },
      { guard: 'isVisitor', target: '.login', actions: ['forgetPath', 'rememberGame'] },
      { guard: 'onPhone', target: '.game', actions: ['forgetPath', 'keepGame'] },
      {
        target: '.closed',
        actions: ['forgetPath', { type: 'navigate', params: ({ event }) => ({ path: playPath(event.game) }) }],
      },
    ],
    'SESSION.CHANGED': { actions: 'setLoggedIn' },
    CLOSE: { target: '.closed', actions: 'forgetPath' },
    // Never over another dialog: the popup is told to wait (the closed state shows it).
    'OPEN.POPUP': { guard: 'popupNotShown', actions: 'popupNotNow' },
  },
  states: {
    closed: {
      on: { 'OPEN.POPUP': 'popup' },
    },
    popup: {
      description:
        'The announcement popup (spec section 2): only over a page with no dialog open (asked while one is, it waits); any dialog opened replaces it; it may take its ask back before it shows.',
      exit: 'popupClosed',
      on: { 'POPUP.WITHDRAW': 'closed' },
    },
    login: {
      description:
        'The login form; closes itself after a successful login, and goes where the visitor was going (a guarded page, a tapped game).',
      // A guard stop while the form is open only updates where to go next.
      on: { 'GUARD.BLOCKED': { actions: 'rememberPath' } },
      invoke: {
        id: 'loginFlow',
        src: 'loginFlow',
        onDone: [
          {
            guard: 'hasPendingPath',
            target: 'closed',
            actions: [{ type: 'navigate', params: ({ context }) => ({ path: context.pendingPath! }) }, 'forgetPath'],
          },
          { guard: 'hasPendingGame', target: 'game', actions: 'openPendingGame' },
          { target: 'closed' },
        ],
      },
    },
    registration: {
      description: 'Sign Up: form, phone, code, celebration.',
      invoke: {
        id: 'registrationFlow',
        src: 'registrationFlow',
        input: ({ self }: { self: AnyActorRef }) => {
          const bootstrap = contextOf(self, 'bootstrap');
          return { trialBonusAmount: trialBonusAmountOf(bootstrap), refId: bootstrap?.refId ?? null };
        },
        onDone: 'closed',
      },
    },
    phoneValidation: {
      description: "'Phone Validation' (variant 1).",
      invoke: {
        id: 'phoneValidationFlow',
        src: 'phoneValidationFlow',
        input: ({ self }: { self: AnyActorRef }) => ({ digits: contextOf(self, 'session')?.session?.phone.slice(2) ?? '' }),
      },
    },
    phoneVerification: {
      description: 'Phone verification (variant 2) with the resend countdown.',
      invoke: {
        id: 'phoneVerificationFlow',
        src: 'phoneVerificationFlow',
        input: ({ self }: { self: AnyActorRef }) => {
          const session = contextOf(self, 'session')?.session;
          return { phone: session?.phone ?? '', smsVerified: session?.smsVerified ?? false };
        },
      },
    },
    callRequest: {
      description: "'Sizi Arayalım': the call-back request.",
      invoke: {
        id: 'callRequestFlow',
        src: 'callRequestFlow',
        input: ({ self }: { self: AnyActorRef }) => ({ username: contextOf(self, 'session')?.session?.username ?? '' }),
        onDone: 'closed',
      },
    },
    recovery: {
      description: 'Account recovery; the login form follows one second after success.',
      invoke: { id: 'recoveryFlow', src: 'recoveryFlow', onDone: 'login' },
    },
    changePassword: {
      description: 'Change password (the dashboard page runs the same flow).',
      invoke: { id: 'changePasswordFlow', src: 'changePasswordFlow' },
    },
    emailConfirmation: {
      description: "The e-mail confirmation: the link's code checked at once, or one typed; the link sent again.",
      invoke: {
        id: 'emailConfirmationFlow',
        src: 'emailConfirmationFlow',
        // Entered only by its opener, whose address and code it starts with.
        input: ({ event }: { event: DialogsEvent }) => {
          assertEvent(event, 'OPEN.EMAIL_CONFIRMATION');
          return { email: event.email, code: event.code };
        },
      },
    },
    notifications: {
      description: 'The notification panel (bottom sheet on mobile).',
      tags: 'showsNotifications',
    },
    realityCheck: {
      description: 'The reality check: time played and the net result; the reality-check machine closes it when answered.',
      tags: 'showsRealityCheck',
      on: { 'REALITY_CHECK.CLOSE': 'closed' },
    },
    exclusion: {
      description: 'The confirmation of a time-out or self-exclusion; a confirmed one ends the session.',
      invoke: {
        id: 'exclusionFlow',
        src: 'exclusionFlow',
        input: ({ context }: { context: DialogsContext }) => ({ choice: context.exclusion }),
        onDone: 'closed',
      },
    },
    deposit: {
      description: "'Deposit Money', full height: the deposit methods and the chosen method's form.",
      on: { 'DEPOSIT.CLOSE': 'closed' },
      invoke: { id: 'depositFlow', src: 'depositFlow', input: { type: PaymentType.Deposit } },
    },
    game: {
      description: 'The phone’s full-height game modal, without a close button: the game closes it (exit, or a failed launch).',
      exit: 'forgetGame',
      invoke: {
        id: 'gameFlow',
        src: 'gameFlow',
        input: ({ context }: { context: DialogsContext }) => ({
          game: context.game,
          mobile: true,
          language: context.language,
          lobbyUrl: `${context.siteOrigin}${lobbyPathOf(context.game)}`,
          siteOrigin: context.siteOrigin,
          digitainHosts: context.digitainHosts,
          fun: context.fun,
        }),
        onDone: 'closed',
      },
      initial: 'playing',
      // The reality check covers the game and stops play until answered, then gives the game back (MGA, UKGC; issue 21).
      on: { 'OPEN.REALITY_CHECK': { guard: 'isPlayer', target: '.checking' } },
      states: {
        playing: { on: { 'OPEN.DEPOSIT': { guard: 'isPlayer', target: 'depositing' } } },
        depositing: {
          description: "'Deposit Money' over the game, which keeps running underneath.",
          on: { 'DEPOSIT.CLOSE': 'playing' },
          invoke: { id: 'depositFlow', src: 'depositFlow', input: { type: PaymentType.Deposit } },
        },
        checking: {
          description:
            'The reality check over the game, which is covered and cannot be played until the player answers; then the game is back.',
          tags: 'showsRealityCheck',
          on: { 'REALITY_CHECK.CLOSE': 'playing' },
        },
      },
    },
  },
});
