// The dashboard menu (spec section 2 'Dashboard menu'): the dashboard
// routes, Notifications and Logout. Apart from navigation.ts, which the first
// screen loads: only a player's views list it (the dashboard, the profile
// dropdown and side bar), and they load later.
import type { TranslationKey } from '../../i18n/dictionary';
import { RESPONSIBLE_GAMING_URL } from './navigation';
import { dashboardStrings } from '../../i18n/dashboardStrings';
import { addStrings } from '../../i18n/packs';

addStrings(dashboardStrings);

export type DashboardEntry =
  | { id: string; label: TranslationKey; url: string }
  | { id: 'notifications' | 'logout'; label: TranslationKey; action: 'notifications' | 'logout' };

/** The dashboard menu: the dashboard routes, then Notifications (bottom sheet) and Logout. */
export const DASHBOARD_MENU: readonly DashboardEntry[] = [
  { id: 'account', label: 'dashboard.account', url: '/dashboard/account' },
  { id: 'phone-verification', label: 'dashboard.phoneVerification', url: '/dashboard/phone-verification' },
  { id: 'deposit', label: 'dashboard.deposit', url: '/dashboard/deposit' },
  { id: 'withdraw', label: 'dashboard.withdraw', url: '/dashboard/withdraw' },
  { id: 'change-password', label: 'dashboard.changePassword', url: '/dashboard/change-password' },
  { id: 'financial-activities', label: 'dashboard.financialActivities', url: '/dashboard/financial-activities' },
  { id: 'game-history', label: 'dashboard.gameHistory', url: '/dashboard/game-history' },
  { id: 'claim-bonus', label: 'dashboard.claimBonus', url: '/dashboard/claim-bonus' },
  { id: 'bonuses', label: 'dashboard.bonuses', url: '/dashboard/bonuses' },
  { id: 'session-history', label: 'dashboard.sessionHistory', url: '/dashboard/session-history' },
  { id: 'responsible-gaming', label: 'dashboard.responsibleGaming', url: RESPONSIBLE_GAMING_URL },
  { id: 'notifications', label: 'dashboard.notifications', action: 'notifications' },
  { id: 'logout', label: 'dashboard.logout', action: 'logout' },
];

/** The profile dropdown lists the dashboard menu except Notifications (the bell has them). */
export const PROFILE_DROPDOWN = DASHBOARD_MENU.filter((entry) => entry.id !== 'notifications');
