// The dashboard's pages (spec section 2: /dashboard/*), loaded with the first
// visit to any of them. Each page is a chunk of its own.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../ui/shared/NotFoundPage';
import { PageLoading } from '../ui/shell/PageLoading';
import { DASHBOARD_ROUTES } from '../dashboardRoutes';
import type { PageFlow } from '../../machines/app.machine';
import { preloadPageFlow } from './flows/preloadPageFlow';

/** A page's view, loaded when first shown, with the code of the flow it runs (`flow`) loading beside it. */
const page = <T extends string>(load: () => Promise<Record<T, React.ComponentType>>, name: T, flow?: PageFlow) =>
  lazy(() => {
    if (flow) preloadPageFlow(flow);
    return load().then((m) => ({ default: m[name] }));
  });

const DashboardHomePage = page(() => import('../ui/dashboard/DashboardHomePage'), 'DashboardHomePage');
const AccountPage = page(() => import('../ui/dashboard/AccountPage'), 'AccountPage', 'account');
const ChangePasswordPage = page(() => import('../ui/changePassword/ChangePasswordPage'), 'ChangePasswordPage', 'changePassword');
const PhoneVerificationPage = page(() => import('../ui/phone/PhoneVerificationPage'), 'PhoneVerificationPage', 'phoneVerification');
const DepositPage = page(() => import('../ui/payments/PaymentPages'), 'DepositPage', 'deposit');
const WithdrawPage = page(() => import('../ui/payments/PaymentPages'), 'WithdrawPage', 'withdraw');
const FinancialActivitiesPage = page(() => import('../ui/dashboard/HistoryPages'), 'FinancialActivitiesPage', 'financialActivities');
const GameHistoryPage = page(() => import('../ui/dashboard/HistoryPages'), 'GameHistoryPage', 'gameHistory');
const BonusHistoryPage = page(() => import('../ui/dashboard/HistoryPages'), 'BonusHistoryPage', 'bonusHistory');
const SessionHistoryPage = page(() => import('../ui/dashboard/HistoryPages'), 'SessionHistoryPage', 'sessionHistory');
const ClaimBonusPage = page(() => import('../ui/dashboard/ClaimBonusPage'), 'ClaimBonusPage', 'claimBonus');
const ResponsibleGamingPage = page(
  () => import('../ui/responsibleGaming/ResponsibleGamingPage'),
  'ResponsibleGamingPage',
  'responsibleGaming',
);

export default function DashboardRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={DASHBOARD_ROUTES.home} component={DashboardHomePage} />
        <Route path={DASHBOARD_ROUTES.account} component={AccountPage} />
        <Route path={DASHBOARD_ROUTES.changePassword} component={ChangePasswordPage} />
        <Route path={DASHBOARD_ROUTES.phoneVerification} component={PhoneVerificationPage} />
        <Route path={DASHBOARD_ROUTES.deposit} component={DepositPage} />
        <Route path={DASHBOARD_ROUTES.withdraw} component={WithdrawPage} />
        <Route path={DASHBOARD_ROUTES.financialActivities} component={FinancialActivitiesPage} />
        <Route path={DASHBOARD_ROUTES.gameHistory} component={GameHistoryPage} />
        <Route path={DASHBOARD_ROUTES.claimBonus} component={ClaimBonusPage} />
        <Route path={DASHBOARD_ROUTES.bonuses} component={BonusHistoryPage} />
        <Route path={DASHBOARD_ROUTES.sessionHistory} component={SessionHistoryPage} />
        <Route path={DASHBOARD_ROUTES.responsibleGaming} component={ResponsibleGamingPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
