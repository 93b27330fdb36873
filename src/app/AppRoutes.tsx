import { Route, Switch } from 'wouter';
import { ChangePasswordPage } from '../ui/changePassword/ChangePasswordPage';
import { HomePage } from '../ui/home/HomePage';
import { NotFoundPage } from '../ui/shell/NotFoundPage';
import type { AppActors } from './appActors';
import { GuardedRoute } from './GuardedRoute';

/** The routes of spec section 2 that exist so far; /dashboard/* is guarded. */
export function AppRoutes({ actors }: { actors: AppActors }) {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/dashboard/*?">
        <GuardedRoute actors={actors}>
          <Switch>
            <Route path="/dashboard/change-password" component={ChangePasswordPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </GuardedRoute>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
