// Each flow's code loads when its dialog or page is first opened (machines/
// lazyFlow.machine.ts): one chunk per flow, none on the first screen.
import type { AnyActorLogic } from 'xstate';
import type { Services } from '../services';

export type LazyFlowName = 'login' | 'register' | 'recovery' | 'changePassword' | 'smsVerification' | 'phoneVerification' | 'callRequest' | 'accountProfile' | 'promotions' | 'gameLaunch' | 'paymentMethods' | 'lobby' | 'gameSearch' | 'history' | 'claimBonus' | 'popup' | 'home' | 'responsibleGaming' | 'realityCheck' | 'exclusion';

export const flowLoaders: Record<LazyFlowName, (services: Services) => Promise<AnyActorLogic>> = {
  login: async (s) => (await import('./login')).createLoginFlow(s),
  register: async (s) => (await import('./registration')).createRegistrationFlow(s),
  recovery: async (s) => (await import('./recovery')).createRecoveryFlow(s),
  changePassword: async (s) => (await import('./changePassword')).createChangePasswordFlow(s),
  smsVerification: async (s) => (await import('./phone')).createPhoneValidationFlow(s),
  phoneVerification: async (s) => (await import('./phone')).createPhoneVerificationFlow(s),
  callRequest: async (s) => (await import('./callRequest')).createCallRequestFlow(s),
  accountProfile: async (s) => (await import('./accountProfile')).createAccountProfileFlow(s),
  promotions: async (s) => (await import('./promotions')).createPromotionsFlow(s),
  gameLaunch: async (s) => (await import('./gameLaunch')).createGameLaunchFlow(s),
  paymentMethods: async (s) => (await import('./payment')).createPaymentMethodsFlow(s),
  lobby: async (s) => (await import('./lobby')).createLobbyFlow(s),
  history: async (s) => (await import('./history')).createHistoryFlow(s),
  claimBonus: async (s) => (await import('./claimBonus')).createClaimBonusFlow(s),
  popup: async (s) => (await import('./popup')).createPopupFlow(s),
  home: async (s) => (await import('./home')).createHomeFlow(s),
  gameSearch: async (s) => (await import('./gameSearch')).createGameSearchFlow(s),
  responsibleGaming: async (s) => (await import('./responsibleGaming')).createLimitsEditorFlow(s),
  realityCheck: async (s) => (await import('./realityCheck')).createRealityCheckFlow(s),
  exclusion: async (s) => (await import('./exclusion')).createExclusionFlow(s),
};
