// The dashboard's part of the route table (src/routes.ts): a module of its
// own, so that it loads with the dashboard and its menus, not with the first
// screen (a module's code lives in one chunk, whoever imports it).
import { CLAIM_BONUS_ROUTE, DEPOSIT_ROUTE, RESPONSIBLE_GAMING_ROUTE, ROUTES } from './routes';

/** The dashboard's pages: they load with the dashboard (and its menus), not with the first screen. */
export const DASHBOARD_ROUTES = {
  home: ROUTES.dashboard,
  account: '/dashboard/account',
  phoneVerification: '/dashboard/phone-verification',
  deposit: DEPOSIT_ROUTE,
  withdraw: '/dashboard/withdraw',
  changePassword: '/dashboard/change-password',
  financialActivities: '/dashboard/financial-activities',
  gameHistory: '/dashboard/game-history',
  claimBonus: CLAIM_BONUS_ROUTE,
  bonuses: '/dashboard/bonuses',
  sessionHistory: '/dashboard/session-history',
  responsibleGaming: RESPONSIBLE_GAMING_ROUTE,
} as const;

export type DashboardRoute = (typeof DASHBOARD_ROUTES)[keyof typeof DASHBOARD_ROUTES];

/** The dashboard's pages drawn in `DashboardPage` (their titles: src/ui/shared/dashboard/dashboardPages.ts): every route but the dashboard's own home. */
export type DashboardPageRoute = Exclude<DashboardRoute, typeof DASHBOARD_ROUTES.home>;
