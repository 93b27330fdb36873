import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { AppActors } from './appActors';
import { ROUTES } from '../routes';

/**
 * The route guard (spec section 2) for a guarded page opened directly (the
 * address bar, a bookmark, a reload, Back): there is no page of the site to
 * stay on, so the visitor gets the home page, in place of the guarded one,
 * with the login form over it; after logging in, the dialogs machine
 * continues to the route. A visitor's link to a guarded page never gets here:
 * the router blocks it where it is (SiteRouter.tsx; docs/decisions/architecture.md,
 * issue 33).
 */
export function GuardedRoute({ actors, children }: { actors: AppActors; children: ReactNode }) {
  const [path, navigate] = useLocation();
  const loggedIn = useSelector(actors.session, (s) => s.matches('loggedIn'));
  useEffect(() => {
    if (!loggedIn) {
      // The query goes with the path (an e-mail's link carries its code in it: ui/dashboard/AccountPage.tsx),
      // read as the page is now: the shown path is deferred (SiteRouter.tsx), the query is not, and would
      // be the home page's, without the code, by a second run of this effect.
      actors.dialogs.send({ type: 'GUARD.BLOCKED', path: `${path}${window.location.search}` });
      navigate(ROUTES.home, { replace: true });
    }
  }, [loggedIn, path, navigate, actors]);
  return loggedIn ? <>{children}</> : null;
}
