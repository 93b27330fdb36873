// Every browser adapter, in the order the report lists them.
import type { AnyAdapter } from '../adapter';
import { accountProfileAdapter } from './accountProfile.adapter';
import { bannerCarouselAdapter } from './bannerCarousel.adapter';
import { callRequestAdapter } from './callRequest.adapter';
import { changePasswordAdapter } from './changePassword.adapter';
import { claimBonusAdapter } from './claimBonus.adapter';
import { contentPageAdapter } from './contentPage.adapter';
import { dialogsAdapter } from './dialogs.adapter';
import { emailConfirmationAdapter } from './emailConfirmation.adapter';
import { exclusionAdapter } from './exclusion.adapter';
import { favouritesAdapter } from './favourites.adapter';
import { footerLinksAdapter } from './footerLinks.adapter';
import { gameLaunchAdapter } from './gameLaunch.adapter';
import { gameSearchAdapter } from './gameSearch.adapter';
import { historyListAdapter } from './historyList.adapter';
import { homeAdapter } from './home.adapter';
import { languageSwitchAdapter } from './languageSwitch.adapter';
import { limitsEditorAdapter } from './limitsEditor.adapter';
import { liveChatAdapter } from './liveChat.adapter';
import { lobbyAdapter } from './lobby.adapter';
import { loginAdapter } from './login.adapter';
import { mobileNavAdapter } from './mobileNav.adapter';
import { notificationsAdapter } from './notifications.adapter';
import { numberInputAdapter } from './numberInput.adapter';
import { paymentAdapter } from './payment.adapter';
import { paymentMethodsAdapter } from './paymentMethods.adapter';
import { phoneValidationAdapter } from './phoneValidation.adapter';
import { phoneVerificationAdapter } from './phoneVerification.adapter';
import { popupAdapter } from './popup.adapter';
import { promotionsAdapter } from './promotions.adapter';
import { realityCheckAdapter } from './realityCheck.adapter';
import { recoveryAdapter } from './recovery.adapter';
import { registrationAdapter } from './registration.adapter';
import { resendCountdownAdapter } from './resendCountdown.adapter';
import { sessionAdapter } from './session.adapter';
import { topNotificationAdapter } from './topNotification.adapter';

export const adapters: AnyAdapter[] = [
  sessionAdapter,
  loginAdapter,
  registrationAdapter,
  changePasswordAdapter,
  emailConfirmationAdapter,
  callRequestAdapter,
  recoveryAdapter,
  phoneValidationAdapter,
  phoneVerificationAdapter,
  resendCountdownAdapter,
  topNotificationAdapter,
  favouritesAdapter,
  notificationsAdapter,
  paymentAdapter,
  gameLaunchAdapter,
  dialogsAdapter,
  lobbyAdapter,
  liveChatAdapter,
  footerLinksAdapter,
  contentPageAdapter,
  promotionsAdapter,
  accountProfileAdapter,
  claimBonusAdapter,
  languageSwitchAdapter,
  historyListAdapter,
  gameSearchAdapter,
  paymentMethodsAdapter,
  numberInputAdapter,
  exclusionAdapter,
  limitsEditorAdapter,
  realityCheckAdapter,
  mobileNavAdapter,
  homeAdapter,
  bannerCarouselAdapter,
  popupAdapter,
];
