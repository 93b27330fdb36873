// Each dashboard page's title and column: one table for the pages
// (DashboardPage) and for index.html's boot frame, which paints a page's
// title where the page will draw it before the app's script has run
// (scripts/bootFrame.ts, src/boot/boot.ts). A page's title is its label in
// the dashboard's menu.
import type { TranslationKey } from '../../../i18n/dictionary';
import { dashboardStrings } from '../../../i18n/dashboardStrings';
import { addStrings } from '../../../i18n/packs';
import { DASHBOARD_ROUTES, type DashboardPageRoute } from '../../../dashboardRoutes';

addStrings(dashboardStrings);

/** `wide`: tables and card lists, in the wider column. */
export const DASHBOARD_PAGES: Record<DashboardPageRoute, { title: TranslationKey; wide: boolean }> = {
  [DASHBOARD_ROUTES.account]: { title: 'dashboard.account', wide: false },
  [DASHBOARD_ROUTES.phoneVerification]: { title: 'dashboard.phoneVerification', wide: false },
  [DASHBOARD_ROUTES.deposit]: { title: 'dashboard.deposit', wide: false },
  [DASHBOARD_ROUTES.withdraw]: { title: 'dashboard.withdraw', wide: false },
  [DASHBOARD_ROUTES.changePassword]: { title: 'dashboard.changePassword', wide: false },
  [DASHBOARD_ROUTES.financialActivities]: { title: 'dashboard.financialActivities', wide: true },
  [DASHBOARD_ROUTES.gameHistory]: { title: 'dashboard.gameHistory', wide: true },
  [DASHBOARD_ROUTES.claimBonus]: { title: 'dashboard.claimBonus', wide: true },
  [DASHBOARD_ROUTES.bonuses]: { title: 'dashboard.bonuses', wide: true },
  [DASHBOARD_ROUTES.sessionHistory]: { title: 'dashboard.sessionHistory', wide: true },
  [DASHBOARD_ROUTES.responsibleGaming]: { title: 'dashboard.responsibleGaming', wide: true },
};
