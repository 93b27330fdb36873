import { useCallback, type ReactNode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import type { AppActors } from './appActors';
import { isLoginOnly, routeForScreen } from '../routes';
import { usePhone } from '../ui/shared/usePhone';

/**
 * Every link and every navigation of the views passes here (wouter's
 * `hrefs` and `aroundNav`), so two rules of spec section 2 hold for all of
 * them, written once in src/routes.ts:
 * - on a phone, a sportsbook link leads to its mobile variant (`/spor` to
 *   `/spor/fcg`), in its address as in where it goes;
 * - a visitor's link to a login-only page is blocked: the address and the
 *   page stay, and the dialogs machine opens the login form over them,
 *   remembering the link, and goes there after a successful login.
 * A page opened directly (address bar, bookmark, reload) meets the route's
 * own guard instead (GuardedRoute.tsx), and the phone's sportsbook route
 * (AppRoutes.tsx).
 */
export function SiteRouter({ actors, children }: { actors: AppActors; children: ReactNode }) {
  const phone = usePhone();
  const hrefs = useCallback((href: string) => routeForScreen(href, phone), [phone]);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      const path = routeForScreen(to, phone);
      if (isLoginOnly(path) && !actors.session.getSnapshot().matches('loggedIn')) {
        actors.dialogs.send({ type: 'GUARD.BLOCKED', path });
        return;
      }
      navigate(path, options);
    },
    [actors, phone],
  );
  return (
    <Router hrefs={hrefs} aroundNav={aroundNav}>
      {children}
    </Router>
  );
}
