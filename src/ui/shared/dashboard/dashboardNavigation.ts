// The dashboard menu (spec section 2 'Dashboard menu'): the dashboard
// routes, Notifications and Logout. Apart from navigation.ts, which the first
// screen loads: only a player's views list it (the dashboard, the profile
// dropdown and side bar), and they load later.
import type { TranslationKey } from '../../../i18n/dictionary';
import { dashboardStrings } from '../../../i18n/dashboardStrings';
import { addStrings } from '../../../i18n/packs';
import { DASHBOARD_ROUTES } from '../../../dashboardRoutes';

addStrings(dashboardStrings);

export type DashboardEntry =
  | { id: string; label: TranslationKey; url: string }
  | { id: 'notifications' | 'logout'; label: TranslationKey; action: 'notifications' | 'logout' };

/** The dashboard menu: the dashboard routes, then Notifications (bottom sheet) and Logout. */
export const DASHBOARD_MENU: readonly DashboardEntry[] = [
  { id: 'account', label: 'dashboard.account', url: DASHBOARD_ROUTES.account },
  { id: 'phone-verification', label: 'dashboard.phoneVerification', url: DASHBOARD_ROUTES.phoneVerification },
  { id: 'deposit', label: 'dashboard.deposit', url: DASHBOARD_ROUTES.deposit },
  { id: 'withdraw', label: 'dashboard.withdraw', url: DASHBOARD_ROUTES.withdraw },
  { id: 'change-password', label: 'dashboard.changePassword', url: DASHBOARD_ROUTES.changePassword },
  { id: 'financial-activities', label: 'dashboard.financialActivities', url: DASHBOARD_ROUTES.financialActivities },
  { id: 'game-history', label: 'dashboard.gameHistory', url: DASHBOARD_ROUTES.gameHistory },
  { id: 'claim-bonus', label: 'dashboard.claimBonus', url: DASHBOARD_ROUTES.claimBonus },
  { id: 'bonuses', label: 'dashboard.bonuses', url: DASHBOARD_ROUTES.bonuses },
  { id: 'session-history', label: 'dashboard.sessionHistory', url: DASHBOARD_ROUTES.sessionHistory },
  { id: 'responsible-gaming', label: 'dashboard.responsibleGaming', url: DASHBOARD_ROUTES.responsibleGaming },
  { id: 'notifications', label: 'dashboard.notifications', action: 'notifications' },
  { id: 'logout', label: 'dashboard.logout', action: 'logout' },
];

/** The profile dropdown lists the dashboard menu except Notifications (the bell has them). */
export const PROFILE_DROPDOWN = DASHBOARD_MENU.filter((entry) => entry.id !== 'notifications');
