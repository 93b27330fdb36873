import { Route, Switch } from 'wouter';
import { lazy, Suspense } from 'react';
import { HomePage } from '../ui/home/HomePage';
import { NotFoundPage } from '../ui/shell/NotFoundPage';
import { PageLoading } from '../ui/shell/PageLoading';
import type { AppActors } from './appActors';
import { GuardedRoute } from './GuardedRoute';

// Dashboard pages load on first visit, not with the first screen.
const ChangePasswordPage = lazy(() => import('../ui/changePassword/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })));
const ContentPageView = lazy(() => import('../ui/pages/ContentPageView').then((m) => ({ default: m.ContentPageView })));
const DashboardHomePage = lazy(() => import('../ui/dashboard/DashboardHomePage').then((m) => ({ default: m.DashboardHomePage })));
const AccountPage = lazy(() => import('../ui/dashboard/AccountPage').then((m) => ({ default: m.AccountPage })));
const PromotionsPage = lazy(() => import('../ui/promotions/PromotionsPage').then((m) => ({ default: m.PromotionsPage })));
const GamePlayPage = lazy(() => import('../ui/casino/GamePlayPage').then((m) => ({ default: m.GamePlayPage })));
const PhoneVerificationPage = lazy(() => import('../ui/phone/PhoneVerificationPage').then((m) => ({ default: m.PhoneVerificationPage })));

/** The routes of spec section 2 that exist so far; /dashboard/* is guarded. */
export function AppRoutes({ actors }: { actors: AppActors }) {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/promotions">
        <Suspense fallback={<PageLoading />}>
          <PromotionsPage />
        </Suspense>
      </Route>
      <Route path="/pages/:id">
        <Suspense fallback={<PageLoading />}>
          <ContentPageView />
        </Suspense>
      </Route>
      <Route path="/casino/play/:encoded">
        <GuardedRoute actors={actors}>
          <Suspense fallback={<PageLoading />}>
            <GamePlayPage />
          </Suspense>
        </GuardedRoute>
      </Route>
      <Route path="/dashboard/*?">
        <GuardedRoute actors={actors}>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              <Route path="/dashboard" component={DashboardHomePage} />
              <Route path="/dashboard/account" component={AccountPage} />
              <Route path="/dashboard/change-password" component={ChangePasswordPage} />
              <Route path="/dashboard/phone-verification" component={PhoneVerificationPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </GuardedRoute>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
