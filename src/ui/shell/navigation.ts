// What the menus list (spec section 2 'Header and menus', 'Dashboard menu').
// The operator's menu list is not shown in the spec; these are the site's
// sections with their routes. Labels are translation keys.
import type { TranslationKey } from '../../i18n/dictionary';

export interface MenuLink {
  label: TranslationKey;
  url: string;
}

/** The top menu (desktop) and the tiles of the phone's side menu. */
export const TOP_MENU: readonly MenuLink[] = [
  { label: 'nav.sports', url: '/spor' },
  { label: 'nav.liveSports', url: '/livespor' },
  { label: 'nav.casino', url: '/casino/slot' },
  { label: 'nav.liveCasino', url: '/casino/live' },
  { label: 'nav.virtual', url: '/casino/games' },
  { label: 'nav.tvGames', url: '/casino/tvbets' },
  { label: 'nav.bingo', url: '/casino/bingo' },
  { label: 'nav.esports', url: '/esports' },
  { label: 'nav.promotions', url: '/promotions' },
];

export const CLAIM_BONUS_URL = '/dashboard/claim-bonus';
export const PROMOTIONS_URL = '/promotions';
export const DEPOSIT_URL = '/dashboard/deposit';
export const RESPONSIBLE_GAMING_URL = '/dashboard/responsible-gaming';

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
