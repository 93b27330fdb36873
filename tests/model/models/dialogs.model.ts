import { dialogsMachine } from '../../../machines/dialogs.machine';
import type { Game } from '../../../contract/schemas';
import { encodeGameParam } from '../../../domain/gameParam';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';

const aviator: Game = {
  name: 'Aviator',
  gameCode: 'spribe-3010',
  providerName: 'Hub88',
  mainProviderId: 12,
  system: null,
  productId: null,
  systemCategory: 32,
  imageUrl: null,
};

type Dialog =
  | 'closed'
  | 'popup'
  | 'login'
  | 'registration'
  | 'phoneValidation'
  | 'phoneVerification'
  | 'callRequest'
  | 'recovery'
  | 'changePassword'
  | 'emailConfirmation'
  | 'notifications'
  | 'realityCheck'
  | 'exclusion'
  | 'deposit'
  | 'game';
interface Model {
  at: Dialog;
  /** Inside the game modal: the game, Deposit Money over it, or the reality check over it. */
  overGame: 'playing' | 'depositing' | 'checking';
  pendingPath: string | null;
  pendingGame: Game | null;
  loggedIn: boolean;
  game: Game | null;
  fun: boolean;
  exclusion: unknown;
  /** What the account page opened the e-mail confirmation with: the address, and the link's code if any. */
  emailConfirmation: { email: string; code?: string } | null;
  language: string;
  siteOrigin: string;
  /** Digitain's configured static hosts: the phone's game gets them. */
  digitainHosts: readonly string[];
}
type Effect = { type: string; params?: unknown };
type Invoke = { src: string; input?: unknown };

const OPENERS: Record<string, Dialog> = {
  'OPEN.LOGIN': 'login',
  'OPEN.REGISTRATION': 'registration',
  'OPEN.RECOVERY': 'recovery',
  'OPEN.PHONE_VALIDATION': 'phoneValidation',
  'OPEN.PHONE_VERIFICATION': 'phoneVerification',
  'OPEN.CALL_REQUEST': 'callRequest',
  'OPEN.CHANGE_PASSWORD': 'changePassword',
  'OPEN.EMAIL_CONFIRMATION': 'emailConfirmation',
  'OPEN.NOTIFICATIONS': 'notifications',
  'OPEN.REALITY_CHECK': 'realityCheck',
  'OPEN.EXCLUSION': 'exclusion',
  'OPEN.DEPOSIT': 'deposit',
};
/** Spec section 2: the desktop's play page, and the page for fun (issue 21), of a game. */
const playPathOf = (game: Game) => `/casino/play/${encodeGameParam(game)}`;
const funPathOf = (game: Game) => `/casino/fun/${encodeGameParam(game)}`;

/** The session and the configuration running beside the dialogs (the model's stand-ins for them): a player's, or (the English page of this model) no one's. */
const ENGLISH_VISITOR = 'en';
const SYSTEM = {
  session: { session: { phone: '905551234567', username: 'demo', smsVerified: true } },
  bootstrap: { stored: { trialBonusAmount: 50 }, refId: 'ref-7' },
  popup: {},
};
const NO_ONE = { ...SYSTEM, session: { session: null } };
/** The popup is told it closed, through its slot (which hands it to the running popup flow). */
const POPUP_CLOSED = sent('popup', { type: 'FORWARD', event: { type: 'CLOSE' } });
/** The popup asked while another dialog is open: it is told to wait, through its slot. */
const POPUP_NOT_NOW = sent('popup', { type: 'FORWARD', event: { type: 'NOT_NOW' } });

/**
 * The flow each dialog runs while open, with what it starts from: the
 * player's phone (its ten digits after 90 for the validation form), their
 * username, the configuration's trial bonus and the referral id of the
 * visit. The game modal's flow gets the game, the phone layout, the language
 * and the lobby to return to.
 */
function flowsOf(model: Model): Invoke[] {
  switch (model.at) {
    case 'login':
      return [{ src: 'loginFlow' }];
    case 'registration':
      return [{ src: 'registrationFlow', input: { trialBonusAmount: 50, refId: 'ref-7' } }];
    case 'phoneValidation':
      return [{ src: 'phoneValidationFlow', input: { digits: '5551234567' } }];
    case 'phoneVerification':
      return [{ src: 'phoneVerificationFlow', input: { phone: '905551234567', smsVerified: true } }];
    case 'callRequest':
      // A visitor may ask to be called back too: the form starts without a username.
      return [{ src: 'callRequestFlow', input: { username: model.language === ENGLISH_VISITOR ? '' : 'demo' } }];
    case 'recovery':
      return [{ src: 'recoveryFlow' }];
    case 'changePassword':
      return [{ src: 'changePasswordFlow' }];
    case 'emailConfirmation':
      // The address the account page shows, and the code of the e-mail's link when it came from one.
      return [{ src: 'emailConfirmationFlow', input: model.emailConfirmation }];
    case 'exclusion':
      return [{ src: 'exclusionFlow', input: { choice: model.exclusion } }];
    case 'deposit':
      return [{ src: 'depositFlow', input: { type: 1 } }];
    case 'game': {
      const lobby = `/casino/${(model.game as { isLive?: boolean }).isLive ? 'live' : 'slot'}`;
      return [
        {
          src: 'gameFlow',
          input: {
            game: model.game,
            mobile: true,
            language: model.language,
            lobbyUrl: `${model.siteOrigin}${lobby}`,
            siteOrigin: model.siteOrigin,
            digitainHosts: model.digitainHosts,
            fun: model.fun,
          },
        },
      ];
    }
    default:
      return [];
  }
}

/** Dialogs only a visitor opens (a player is already in). */
const VISITORS_ONLY = ['OPEN.LOGIN', 'OPEN.REGISTRATION', 'OPEN.RECOVERY'];
/** Dialogs of the player's own account, money and limits. */
const PLAYERS_ONLY = [
  'OPEN.PHONE_VALIDATION',
  'OPEN.PHONE_VERIFICATION',
  'OPEN.CHANGE_PASSWORD',
  'OPEN.EMAIL_CONFIRMATION',
  'OPEN.NOTIFICATIONS',
  'OPEN.DEPOSIT',
  'OPEN.REALITY_CHECK',
  'OPEN.EXCLUSION',
];

/**
 * Spec section 2 'Dialogs' and issue 21: one dialog at a time, opening one
 * (or the same one again from outside it) closes what is open; the popup
 * only over no dialog (asking over one, it is told not now), and told when it goes (it may take its ask back before it shows); the route guard opens login
 * and remembers where the visitor was going, and a login goes there; a
 * visitor's game asks for login and opens after it (the play page on a
 * desktop, the modal on a phone); a player's game opens at once; a game for
 * fun opens for anyone; Deposit Money and the reality check open over the
 * phone's game, which stays; closing forgets where to go. Login, sign-up
 * and recovery are a visitor's to open, the account's own dialogs a
 * player's: anything else changes nothing.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { language, siteOrigin, digitainHosts } = input as { language: string; siteOrigin: string; digitainHosts: readonly string[] };
    const model: Model = {
      at: 'closed',
      overGame: 'playing',
      pendingPath: null,
      pendingGame: null,
      loggedIn: false,
      game: null,
      fun: false,
      exclusion: null,
      emailConfirmation: null,
      language,
      siteOrigin,
      digitainHosts,
    };
    return expectationOf(model, [], []);
  },
  step(model, event) {
    /** Leaving a dialog for another (or the same one, entered again): what leaving and entering do. */
    const go = (next: Model, effects: Effect[] = []) => {
      const leaving = model.at === 'popup' ? [POPUP_CLOSED] : [];
      const entered = { ...next, game: model.at === 'game' && next.at !== 'game' ? null : next.game };
      return expectationOf(entered, [...leaving, ...effects], flowsOf(entered));
    };
    const forgot = { pendingPath: null, pendingGame: null };
    const stay = (next: Model = model, effects: Effect[] = [], invokes: Invoke[] = []) => expectationOf(next, effects, invokes);
    const opened = OPENERS[event.type];
    if (opened) {
      // Who may open what (spec section 2): the account's dialogs are a player's, login, sign-up and recovery a visitor's.
      if (model.loggedIn ? VISITORS_ONLY.includes(event.type) : PLAYERS_ONLY.includes(event.type)) return stay();
      if (model.at === 'game' && event.type === 'OPEN.DEPOSIT') {
        return model.overGame === 'playing'
          ? stay({ ...model, overGame: 'depositing' }, [], [{ src: 'depositFlow', input: { type: 1 } }])
          : stay();
      }
      if (model.at === 'game' && event.type === 'OPEN.REALITY_CHECK') return stay({ ...model, overGame: 'checking' });
      if (model.at === opened || (opened === 'deposit' && model.at === 'game')) return stay();
      const exclusion = event.type === 'OPEN.EXCLUSION' ? (event as unknown as { choice: unknown }).choice : model.exclusion;
      const { email, code } = event as unknown as { email: string; code?: string };
      const emailConfirmation = event.type === 'OPEN.EMAIL_CONFIRMATION' ? { email, code } : model.emailConfirmation;
      return go({ ...model, ...forgot, at: opened, exclusion, emailConfirmation });
    }
    switch (event.type) {
      case 'OPEN.POPUP':
        if (model.at === 'closed') return go({ ...model, at: 'popup' });
        return model.at === 'popup' ? stay() : stay(model, [POPUP_NOT_NOW]);
      case 'POPUP.WITHDRAW':
        // The popup takes back its ask (a field took the focus before it showed): only the popup goes.
        return model.at === 'popup' ? go({ ...model, at: 'closed' }) : stay();
      case 'SESSION.CHANGED':
        return stay({ ...model, loggedIn: (event as unknown as { loggedIn: boolean }).loggedIn });
      case 'CLOSE':
        return go({ ...model, ...forgot, at: 'closed' });
      case 'DEPOSIT.CLOSE':
        if (model.at === 'deposit') return go({ ...model, at: 'closed' });
        return model.at === 'game' && model.overGame === 'depositing' ? stay({ ...model, overGame: 'playing' }) : stay();
      case 'REALITY_CHECK.CLOSE':
        if (model.at === 'realityCheck') return go({ ...model, at: 'closed' });
        return model.at === 'game' && model.overGame === 'checking' ? stay({ ...model, overGame: 'playing' }) : stay();
      case 'GUARD.BLOCKED': {
        const { path } = event as unknown as { path: string };
        return model.at === 'login' ? stay({ ...model, pendingPath: path }) : go({ ...model, at: 'login', pendingPath: path });
      }
      case 'OPEN.GAME': {
        const { game, mobile, fun } = event as unknown as { game: Game; mobile: boolean; fun?: boolean };
        if (fun && mobile) return go({ ...model, ...forgot, at: 'game', overGame: 'playing', game, fun: true });
        if (fun) return go({ ...model, ...forgot, at: 'closed' }, [{ type: 'navigate', params: { path: funPathOf(game) } }]);
        if (!model.loggedIn)
          return go({ ...model, at: 'login', pendingPath: mobile ? null : playPathOf(game), pendingGame: mobile ? game : null });
        if (mobile) return go({ ...model, ...forgot, at: 'game', overGame: 'playing', game, fun: false });
        return go({ ...model, ...forgot, at: 'closed' }, [{ type: 'navigate', params: { path: playPathOf(game) } }]);
      }
      case 'xstate.done.actor.loginFlow':
        if (model.pendingPath !== null)
          return go({ ...model, ...forgot, at: 'closed' }, [{ type: 'navigate', params: { path: model.pendingPath } }]);
        if (model.pendingGame !== null)
          return go({ ...model, at: 'game', overGame: 'playing', game: model.pendingGame, pendingGame: null, fun: false });
        return go({ ...model, at: 'closed' });
      case 'xstate.done.actor.recoveryFlow':
        return go({ ...model, at: 'login' });
      case 'xstate.done.actor.registrationFlow':
      case 'xstate.done.actor.callRequestFlow':
      case 'xstate.done.actor.exclusionFlow':
      case 'xstate.done.actor.gameFlow':
        return go({ ...model, at: 'closed' });
      default:
        throw new Error(`the dialogs model has no rule for ${event.type}`);
    }
  },
});

function expectationOf(model: Model, effects: Effect[], invokes: Invoke[]) {
  return {
    state: model,
    value: model.at === 'game' ? { game: model.overGame } : model.at,
    effects,
    invokes,
    context: {
      pendingPath: model.pendingPath,
      pendingGame: model.pendingGame,
      loggedIn: model.loggedIn,
      game: model.game,
      fun: model.fun,
      exclusion: model.exclusion,
    },
  };
}

/**
 * The dialog flows each state runs, and so shows (the model's own table):
 * one dialog at a time, but the deposit over the phone's game, which stays
 * running underneath, as it does under the reality check.
 */
const FLOWS_SHOWN: Record<string, readonly string[]> = {
  closed: [],
  popup: [],
  notifications: [],
  realityCheck: [],
  login: ['loginFlow'],
  registration: ['registrationFlow'],
  recovery: ['recoveryFlow'],
  changePassword: ['changePasswordFlow'],
  emailConfirmation: ['emailConfirmationFlow'],
  phoneValidation: ['phoneValidationFlow'],
  phoneVerification: ['phoneVerificationFlow'],
  callRequest: ['callRequestFlow'],
  exclusion: ['exclusionFlow'],
  deposit: ['depositFlow'],
  'game.playing': ['gameFlow'],
  'game.depositing': ['gameFlow', 'depositFlow'],
  'game.checking': ['gameFlow'],
};

export const dialogsModel = defineModel({
  id: 'dialogs',
  machine: dialogsMachine,
  inputs: [
    {
      name: 'nothing open',
      input: { language: 'tr', siteOrigin: 'http://127.0.0.1:8080', digitainHosts: ['https://games.operator.example'] },
    },
    {
      name: 'nothing open, no one logged in, in English',
      input: { language: ENGLISH_VISITOR, siteOrigin: 'http://127.0.0.1:8080', digitainHosts: ['https://games.operator.example'] },
    },
  ],
  system: (input) => ((input as { language: string }).language === ENGLISH_VISITOR ? NO_ONE : SYSTEM),
  // The English visitor's page of the model asks for a call back and closes it: the rest is walked on the Turkish one.
  allows: (snapshot, event) =>
    snapshot.context.language !== ENGLISH_VISITOR ||
    ['OPEN.CALL_REQUEST', 'CLOSE', 'xstate.done.actor.callRequestFlow'].includes(event.type),
  events: [
    { type: 'OPEN.LOGIN' },
    { type: 'OPEN.NOTIFICATIONS' },
    { type: 'OPEN.RECOVERY' },
    { type: 'OPEN.REGISTRATION' },
    { type: 'OPEN.PHONE_VALIDATION' },
    { type: 'OPEN.PHONE_VERIFICATION' },
    { type: 'OPEN.CALL_REQUEST' },
    { type: 'OPEN.CHANGE_PASSWORD' },
    { type: 'OPEN.EMAIL_CONFIRMATION', email: 'demo@example.com' },
    { type: 'OPEN.EMAIL_CONFIRMATION', email: 'demo@example.com', code: '123456' },
    { type: 'CLOSE' },
    { type: 'OPEN.POPUP' },
    { type: 'POPUP.WITHDRAW' },
    { type: 'OPEN.DEPOSIT' },
    { type: 'DEPOSIT.CLOSE' },
    { type: 'OPEN.REALITY_CHECK' },
    { type: 'REALITY_CHECK.CLOSE' },
    { type: 'OPEN.EXCLUSION', choice: { kind: 'timeout', days: 1 } },
    { type: 'xstate.done.actor.exclusionFlow', output: undefined } as never,
    { type: 'SESSION.CHANGED', loggedIn: true },
    { type: 'SESSION.CHANGED', loggedIn: false },
    { type: 'OPEN.GAME', game: aviator, mobile: true },
    { type: 'OPEN.GAME', game: aviator, mobile: false },
    { type: 'OPEN.GAME', game: { ...aviator, funMode: true }, mobile: true, fun: true },
    { type: 'OPEN.GAME', game: { ...aviator, funMode: true }, mobile: false, fun: true },
    { type: 'xstate.done.actor.gameFlow', output: undefined } as never,
    { type: 'GUARD.BLOCKED', path: '/dashboard/deposit' },
    { type: 'xstate.done.actor.loginFlow', output: { username: 'demo' } } as never,
    { type: 'xstate.done.actor.recoveryFlow', output: undefined } as never,
    { type: 'xstate.done.actor.registrationFlow', output: undefined } as never,
    { type: 'xstate.done.actor.callRequestFlow', output: undefined } as never,
  ],
  project: (snapshot) => ({
    loggedIn: snapshot.context.loggedIn,
    pending: snapshot.context.pendingPath !== null,
    pendingGame: snapshot.context.pendingGame !== null,
    fun: snapshot.context.fun,
  }),
  simplePaths: false,
  oracle,
  // The views show each running slot's dialog (src/ui/shell/DialogHost.tsx): each state runs exactly its own.
  invariants: Object.fromEntries(
    Object.entries(FLOWS_SHOWN).map(([state, flows]) => [
      `dialogs.${state}`,
      (snapshot: { children: Record<string, unknown> }) => {
        const running = Object.keys(snapshot.children)
          .filter((id) => snapshot.children[id])
          .sort();
        const expected = [...flows].sort();
        return running.join() === expected.join()
          ? undefined
          : `the flows running are [${running.join(', ')}], not [${expected.join(', ')}]`;
      },
    ]),
  ),
  // What shows besides the flows: the reality check (alone, or over the game) and the notification panel.
  tags: { showsRealityCheck: ['dialogs.realityCheck', 'dialogs.game.checking'], showsNotifications: ['dialogs.notifications'] },
});
