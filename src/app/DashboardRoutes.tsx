// The dashboard's pages (spec section 2: /dashboard/*), loaded with the first
// visit to any of them. Each page is a chunk of its own.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../ui/shell/NotFoundPage';
import { PageLoading } from '../ui/shell/PageLoading';
import { ROUTES } from '../routes';

const page = <T extends string>(load: () => Promise<Record<T, React.ComponentType>>, name: T) => lazy(() => load().then((m) => ({ default: m[name] })));

const DashboardHomePage = page(() => import('../ui/dashboard/DashboardHomePage'), 'DashboardHomePage');
const AccountPage = page(() => import('../ui/dashboard/AccountPage'), 'AccountPage');
const ChangePasswordPage = page(() => import('../ui/changePassword/ChangePasswordPage'), 'ChangePasswordPage');
const PhoneVerificationPage = page(() => import('../ui/phone/PhoneVerificationPage'), 'PhoneVerificationPage');
const DepositPage = page(() => import('../ui/payments/PaymentPages'), 'DepositPage');
const WithdrawPage = page(() => import('../ui/payments/PaymentPages'), 'WithdrawPage');
const FinancialActivitiesPage = page(() => import('../ui/dashboard/HistoryPages'), 'FinancialActivitiesPage');
const GameHistoryPage = page(() => import('../ui/dashboard/HistoryPages'), 'GameHistoryPage');
const BonusHistoryPage = page(() => import('../ui/dashboard/HistoryPages'), 'BonusHistoryPage');
const SessionHistoryPage = page(() => import('../ui/dashboard/HistoryPages'), 'SessionHistoryPage');
const ClaimBonusPage = page(() => import('../ui/dashboard/ClaimBonusPage'), 'ClaimBonusPage');
const ResponsibleGamingPage = page(() => import('../ui/responsibleGaming/ResponsibleGamingPage'), 'ResponsibleGamingPage');

export default function DashboardRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={ROUTES.dashboard} component={DashboardHomePage} />
        <Route path={ROUTES.account} component={AccountPage} />
        <Route path={ROUTES.changePassword} component={ChangePasswordPage} />
        <Route path={ROUTES.phoneVerification} component={PhoneVerificationPage} />
        <Route path={ROUTES.deposit} component={DepositPage} />
        <Route path={ROUTES.withdraw} component={WithdrawPage} />
        <Route path={ROUTES.financialActivities} component={FinancialActivitiesPage} />
        <Route path={ROUTES.gameHistory} component={GameHistoryPage} />
        <Route path={ROUTES.claimBonus} component={ClaimBonusPage} />
        <Route path={ROUTES.bonuses} component={BonusHistoryPage} />
        <Route path={ROUTES.sessionHistory} component={SessionHistoryPage} />
        <Route path={ROUTES.responsibleGaming} component={ResponsibleGamingPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
