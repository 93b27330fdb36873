// One typed registry of the lazily loaded flows (issue 23): each flow's
// code by name, and which flow each machine's lazy slot runs. The slots'
// loaders (src/app/actors/lazySlots.ts) and the views' actor types
// (`FlowRef`, `LazySlot`) all derive from it, so a view renders the flow its
// slot really loads: pairing a dialog with another flow's view, or a page
// with a flow it does not run, is a type error. Machines name their slots
// (machines/dialogs.machine.ts, app.machine.ts, session.machine.ts,
// mobileNav.machine.ts); the maps below must name every one.
import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate';
import type { appMachine, PAGE_SLOTS, PageFlow } from '../../../machines/app.machine';
import type { dialogsMachine } from '../../../machines/dialogs.machine';
import type { lazyFlowMachine } from '../../../machines/lazyFlow.machine';
import type { mobileNavMachine } from '../../../machines/mobileNav.machine';
import type { sessionMachine } from '../../../machines/session.machine';
import type { Services } from '../services';

/**
 * Each flow's code by its one name, the id of its machine (machines/<name>.machine.ts):
 * the module ./<name>.ts, whose `createFlow` gives the machine its effects.
 * Loaded when first needed: one chunk per flow, none on the first screen.
 */
export const FLOWS = {
  login: () => import('./login'),
  registration: () => import('./registration'),
  recovery: () => import('./recovery'),
  changePassword: () => import('./changePassword'),
  phoneValidation: () => import('./phoneValidation'),
  phoneVerification: () => import('./phoneVerification'),
  callRequest: () => import('./callRequest'),
  emailConfirmation: () => import('./emailConfirmation'),
  accountProfile: () => import('./accountProfile'),
  promotions: () => import('./promotions'),
  gameLaunch: () => import('./gameLaunch'),
  paymentMethods: () => import('./paymentMethods'),
  lobby: () => import('./lobby'),
  historyList: () => import('./historyList'),
  claimBonus: () => import('./claimBonus'),
  popup: () => import('./popup'),
  home: () => import('./home'),
  gameSearch: () => import('./gameSearch'),
  limitsEditor: () => import('./limitsEditor'),
  realityCheck: () => import('./realityCheck'),
  exclusion: () => import('./exclusion'),
  contentPage: () => import('./contentPage'),
  liveChat: () => import('./liveChat'),
} satisfies Record<string, () => Promise<{ createFlow: (services: Services) => AnyActorLogic }>>;

export type FlowName = keyof typeof FLOWS;
/** A flow's logic as its module makes it (the machine with its effects provided). */
export type FlowLogic<N extends FlowName> = ReturnType<Awaited<ReturnType<(typeof FLOWS)[N]>>['createFlow']>;
/** The running flow a view renders. */
export type FlowRef<N extends FlowName> = ActorRefFrom<FlowLogic<N>>;

/** The actors a machine names for src/ to supply, by name. */
type ActorsOf<M extends { provide: (implementations: never) => unknown }> = NonNullable<Parameters<M['provide']>[0]['actors']>;
/** The names of a machine's lazy slots: the actors it declares as the lazyFlow machine. */
type LazySlotsOf<M extends { provide: (implementations: never) => unknown }> = {
  [Name in keyof ActorsOf<M>]-?: NonNullable<ActorsOf<M>[Name]> extends typeof lazyFlowMachine ? Name : never;
}[keyof ActorsOf<M>];

/** The dialogs machine's slots: every actor it names is a lazily loaded flow. */
export const DIALOG_FLOWS = {
  loginFlow: 'login',
  registrationFlow: 'registration',
  recoveryFlow: 'recovery',
  changePasswordFlow: 'changePassword',
  phoneValidationFlow: 'phoneValidation',
  phoneVerificationFlow: 'phoneVerification',
  callRequestFlow: 'callRequest',
  emailConfirmationFlow: 'emailConfirmation',
  depositFlow: 'paymentMethods',
  gameFlow: 'gameLaunch',
  exclusionFlow: 'exclusion',
} as const satisfies Record<LazySlotsOf<typeof dialogsMachine>, FlowName>;
export type DialogSlot = keyof typeof DIALOG_FLOWS;

/** The app machine's lazy slots: one per page flow (PAGE_SLOTS says which page runs which), the popup and the live chat. */
export const APP_FLOWS = {
  changePasswordPage: 'changePassword',
  contentPage: 'contentPage',
  phoneVerificationPage: 'phoneVerification',
  accountPage: 'accountProfile',
  promotionsPage: 'promotions',
  gamePlayPage: 'gameLaunch',
  paymentMethodsPage: 'paymentMethods',
  lobbyPage: 'lobby',
  historyPage: 'historyList',
  claimBonusPage: 'claimBonus',
  responsibleGamingPage: 'limitsEditor',
  homePage: 'home',
  popup: 'popup',
  liveChat: 'liveChat',
} as const satisfies Record<LazySlotsOf<typeof appMachine>, FlowName>;

/** The session's slot (the reality check runs while a player is logged in) and the side menu's search. */
export const SESSION_FLOWS = { realityCheck: 'realityCheck' } as const satisfies Record<LazySlotsOf<typeof sessionMachine>, FlowName>;
export const MOBILE_NAV_FLOWS = { searchFlow: 'gameSearch' } as const satisfies Record<LazySlotsOf<typeof mobileNavMachine>, FlowName>;

/** The flow a page runs while shown. */
export type PageFlowRef<P extends PageFlow> = FlowRef<(typeof APP_FLOWS)[(typeof PAGE_SLOTS)[P]]>;
export type DialogFlowRef<S extends DialogSlot> = FlowRef<(typeof DIALOG_FLOWS)[S]>;

declare const runs: unique symbol;
/**
 * A lazy slot (machines/lazyFlow.machine.ts) whose flow, once loaded, is `T`.
 * A type only: the slot's loader is the registry's loader for that flow,
 * which is what makes it so (XState types a spawned child by the logic named
 * in setup, and a slot's logic arrives at run time).
 */
export type LazySlot<T extends AnyActorRef> = AnyActorRef & { readonly [runs]?: T };
