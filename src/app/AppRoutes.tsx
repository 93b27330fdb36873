import { Route, Switch } from 'wouter';
import { lazy, Suspense, type ReactNode } from 'react';
import { HomePage } from '../ui/home/HomePage';
import { PageLoading } from '../ui/shell/PageLoading';
import type { AppActors } from './appActors';
import { GuardedRoute } from './GuardedRoute';
import { ROUTE_PATTERNS, ROUTES, SPORTSBOOK_ROUTES } from '../routes';

// Every page but home loads on first visit, not with the first screen.
const ContentPageView = lazy(() => import('../ui/pages/ContentPageView').then((m) => ({ default: m.ContentPageView })));
const PromotionsPage = lazy(() => import('../ui/promotions/PromotionsPage').then((m) => ({ default: m.PromotionsPage })));
const GamePlayPage = lazy(() => import('../ui/casino/GamePlayPage').then((m) => ({ default: m.GamePlayPage })));
const CasinoPage = lazy(() => import('../ui/casino/CasinoPage').then((m) => ({ default: m.CasinoPage })));
const ProviderPage = lazy(() => import('../ui/casino/CasinoPage').then((m) => ({ default: m.ProviderPage })));
const SportsbookPage = lazy(() => import('../ui/sportsbook/SportsbookPage').then((m) => ({ default: m.SportsbookPage })));
const DashboardRoutes = lazy(() => import('./DashboardRoutes'));
const NotFoundPage = lazy(() => import('../ui/shared/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const loading = (children: ReactNode) => <Suspense fallback={<PageLoading />}>{children}</Suspense>;

/** The routes of spec section 2; /dashboard/* and the play page are guarded (src/routes.ts, isLoginOnly, says the same for links). */
export function AppRoutes({ actors }: { actors: AppActors }) {
  return (
    <Switch>
      <Route path={ROUTES.home} component={HomePage} />
      <Route path={ROUTES.promotions}>{loading(<PromotionsPage />)}</Route>
      <Route path={ROUTE_PATTERNS.contentPage}>{loading(<ContentPageView />)}</Route>
      <Route path={ROUTE_PATTERNS.provider}>{(params) => loading(<ProviderPage id={params.id} />)}</Route>
      <Route path={ROUTE_PATTERNS.casinoPage}>{(params) => loading(<CasinoPage slug={params.slug} />)}</Route>
      {SPORTSBOOK_ROUTES.map((path) => (
        <Route key={path} path={path}>
          {loading(<SportsbookPage path={path} />)}
        </Route>
      ))}
      <Route path={ROUTE_PATTERNS.funPlay}>{loading(<GamePlayPage fun />)}</Route>
      <Route path={ROUTE_PATTERNS.play}>
        <GuardedRoute actors={actors}>{loading(<GamePlayPage />)}</GuardedRoute>
      </Route>
      <Route path={ROUTE_PATTERNS.dashboardAny}>
        <GuardedRoute actors={actors}>{loading(<DashboardRoutes />)}</GuardedRoute>
      </Route>
      <Route>{loading(<NotFoundPage />)}</Route>
    </Switch>
  );
}
