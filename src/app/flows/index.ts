// Each flow's code loads when its dialog or page is first opened (machines/
// lazyFlow.machine.ts): one chunk per flow, none on the first screen.
import type { AnyActorLogic } from 'xstate';
import { freshImport } from '../../platform/freshImport';
import type { Services } from '../services';

export type LazyFlowName = 'login' | 'register' | 'recovery' | 'changePassword' | 'smsVerification' | 'phoneVerification' | 'callRequest' | 'accountProfile' | 'promotions' | 'gameLaunch' | 'paymentMethods' | 'lobby' | 'gameSearch' | 'history' | 'claimBonus' | 'popup' | 'home' | 'responsibleGaming' | 'realityCheck' | 'exclusion' | 'contentPage' | 'liveChat';

export const flowLoaders: Record<LazyFlowName, (services: Services) => Promise<AnyActorLogic>> = {
  login: async (s) => (await freshImport(() => import('./login'))).createLoginFlow(s),
  register: async (s) => (await freshImport(() => import('./registration'))).createRegistrationFlow(s),
  recovery: async (s) => (await freshImport(() => import('./recovery'))).createRecoveryFlow(s),
  changePassword: async (s) => (await freshImport(() => import('./changePassword'))).createChangePasswordFlow(s),
  smsVerification: async (s) => (await freshImport(() => import('./phone'))).createPhoneValidationFlow(s),
  phoneVerification: async (s) => (await freshImport(() => import('./phone'))).createPhoneVerificationFlow(s),
  callRequest: async (s) => (await freshImport(() => import('./callRequest'))).createCallRequestFlow(s),
  accountProfile: async (s) => (await freshImport(() => import('./accountProfile'))).createAccountProfileFlow(s),
  promotions: async (s) => (await freshImport(() => import('./promotions'))).createPromotionsFlow(s),
  gameLaunch: async (s) => (await freshImport(() => import('./gameLaunch'))).createGameLaunchFlow(s),
  paymentMethods: async (s) => (await freshImport(() => import('./payment'))).createPaymentMethodsFlow(s),
  lobby: async (s) => (await freshImport(() => import('./lobby'))).createLobbyFlow(s),
  history: async (s) => (await freshImport(() => import('./history'))).createHistoryFlow(s),
  claimBonus: async (s) => (await freshImport(() => import('./claimBonus'))).createClaimBonusFlow(s),
  popup: async (s) => (await freshImport(() => import('./popup'))).createPopupFlow(s),
  home: async (s) => (await freshImport(() => import('./home'))).createHomeFlow(s),
  gameSearch: async (s) => (await freshImport(() => import('./gameSearch'))).createGameSearchFlow(s),
  responsibleGaming: async (s) => (await freshImport(() => import('./responsibleGaming'))).createLimitsEditorFlow(s),
  realityCheck: async (s) => (await freshImport(() => import('./realityCheck'))).createRealityCheckFlow(s),
  exclusion: async (s) => (await freshImport(() => import('./exclusion'))).createExclusionFlow(s),
  contentPage: async (s) => (await freshImport(() => import('./contentPage'))).createContentPageFlow(s),
  liveChat: async (s) => (await freshImport(() => import('./liveChat'))).createLiveChatFlow(s),
};
