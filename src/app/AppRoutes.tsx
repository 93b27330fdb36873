import { Route, Switch } from 'wouter';
import { lazy, Suspense, type ReactNode } from 'react';
import { HomePage } from '../ui/home/HomePage';
import { NotFoundPage } from '../ui/shell/NotFoundPage';
import { PageLoading } from '../ui/shell/PageLoading';
import type { AppActors } from './appActors';
import { GuardedRoute } from './GuardedRoute';

// Every page but home loads on first visit, not with the first screen.
const ContentPageView = lazy(() => import('../ui/pages/ContentPageView').then((m) => ({ default: m.ContentPageView })));
const PromotionsPage = lazy(() => import('../ui/promotions/PromotionsPage').then((m) => ({ default: m.PromotionsPage })));
const GamePlayPage = lazy(() => import('../ui/casino/GamePlayPage').then((m) => ({ default: m.GamePlayPage })));
const CasinoPage = lazy(() => import('../ui/casino/CasinoPage').then((m) => ({ default: m.CasinoPage })));
const ProviderPage = lazy(() => import('../ui/casino/CasinoPage').then((m) => ({ default: m.ProviderPage })));
const SportsbookPage = lazy(() => import('../ui/sportsbook/SportsbookPage').then((m) => ({ default: m.SportsbookPage })));
const DashboardRoutes = lazy(() => import('./DashboardRoutes'));

const SPORTSBOOK_ROUTES = ['/spor', '/livespor', '/spor/fcg', '/livespor/fcg', '/esports'];

const loading = (children: ReactNode) => <Suspense fallback={<PageLoading />}>{children}</Suspense>;

/** The routes of spec section 2; /dashboard/* and the play page are guarded. */
export function AppRoutes({ actors }: { actors: AppActors }) {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/promotions">{loading(<PromotionsPage />)}</Route>
      <Route path="/pages/:id">{loading(<ContentPageView />)}</Route>
      <Route path="/casino/provider/:id">{(params) => loading(<ProviderPage id={params.id} />)}</Route>
      <Route path="/casino/:slug?">{(params) => loading(<CasinoPage slug={params.slug} />)}</Route>
      {SPORTSBOOK_ROUTES.map((path) => (
        <Route key={path} path={path}>
          {loading(<SportsbookPage path={path} />)}
        </Route>
      ))}
      <Route path="/casino/fun/:encoded">{loading(<GamePlayPage fun />)}</Route>
      <Route path="/casino/play/:encoded">
        <GuardedRoute actors={actors}>{loading(<GamePlayPage />)}</GuardedRoute>
      </Route>
      <Route path="/dashboard/*?">
        <GuardedRoute actors={actors}>{loading(<DashboardRoutes />)}</GuardedRoute>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
