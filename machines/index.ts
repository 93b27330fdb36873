// The catalogue: every machine with its id, for the model tests (tests/model/)
// and for tooling (the Stately inspector, the browser model tests).
import type { AnyStateMachine } from 'xstate';
import { accountProfileMachine } from './accountProfile.machine';
import { appMachine } from './app.machine';
import { contentPageMachine } from './contentPage.machine';
import { cmsMachine } from './cms.machine';
import { registrationMachine } from './registration.machine';
import { phoneVerificationMachine } from './phoneVerification.machine';
import { promotionsMachine } from './promotions.machine';
import { homeMachine } from './home.machine';
import { popupMachine } from './popup.machine';
import { bannerCarouselMachine } from './bannerCarousel.machine';
import { claimBonusMachine } from './claimBonus.machine';
import { historyListMachine } from './historyList.machine';
import { gameSearchMachine } from './gameSearch.machine';
import { lobbyMachine } from './lobby.machine';
import { favouritesMachine } from './favourites.machine';
import { paymentMethodsMachine } from './paymentMethods.machine';
import { paymentMachine } from './payment.machine';
import { numberInputMachine } from './numberInput.machine';
import { phoneValidationMachine } from './phoneValidation.machine';
import { callRequestMachine } from './callRequest.machine';
import { emailConfirmationMachine } from './emailConfirmation.machine';
import { bootstrapMachine } from './bootstrap.machine';
import { changePasswordMachine } from './changePassword.machine';
import { dialogsMachine } from './dialogs.machine';
import { gameLaunchMachine } from './gameLaunch.machine';
import { lazyFlowMachine } from './lazyFlow.machine';
import { loginMachine } from './login.machine';
import { mobileNavMachine } from './mobileNav.machine';
import { notificationsMachine } from './notifications.machine';
import { recoveryMachine } from './recovery.machine';
import { sessionMachine } from './session.machine';
import { toastsMachine } from './toasts.machine';
import { languageSwitchMachine } from './languageSwitch.machine';
import { resendCountdownMachine } from './resendCountdown.machine';
import { topNotificationMachine } from './topNotification.machine';
import { realityCheckMachine } from './realityCheck.machine';
import { exclusionMachine } from './exclusion.machine';
import { limitsEditorMachine } from './limitsEditor.machine';
import { liveChatMachine } from './liveChat.machine';
import { footerLinksMachine } from './footerLinks.machine';
import { activityMachine } from './activity.machine';

export const machineCatalogue = {
  accountProfile: accountProfileMachine,
  app: appMachine,
  contentPage: contentPageMachine,
  liveChat: liveChatMachine,
  footerLinks: footerLinksMachine,
  cms: cmsMachine,
  registration: registrationMachine,
  phoneVerification: phoneVerificationMachine,
  promotions: promotionsMachine,
  phoneValidation: phoneValidationMachine,
  callRequest: callRequestMachine,
  emailConfirmation: emailConfirmationMachine,
  bootstrap: bootstrapMachine,
  changePassword: changePasswordMachine,
  dialogs: dialogsMachine,
  gameLaunch: gameLaunchMachine,
  lazyFlow: lazyFlowMachine,
  login: loginMachine,
  mobileNav: mobileNavMachine,
  notifications: notificationsMachine,
  recovery: recoveryMachine,
  session: sessionMachine,
  toasts: toastsMachine,
  languageSwitch: languageSwitchMachine,
  realityCheck: realityCheckMachine,
  exclusion: exclusionMachine,
  limitsEditor: limitsEditorMachine,
  resendCountdown: resendCountdownMachine,
  topNotification: topNotificationMachine,
  home: homeMachine,
  popup: popupMachine,
  bannerCarousel: bannerCarouselMachine,
  claimBonus: claimBonusMachine,
  historyList: historyListMachine,
  gameSearch: gameSearchMachine,
  lobby: lobbyMachine,
  favourites: favouritesMachine,
  paymentMethods: paymentMethodsMachine,
  payment: paymentMachine,
  numberInput: numberInputMachine,
  activity: activityMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type MachineId = keyof typeof machineCatalogue;
export const machineIds = Object.keys(machineCatalogue) as MachineId[];
