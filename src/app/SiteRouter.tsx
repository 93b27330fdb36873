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
 *   remembering the link, and goes there after a successful login;
 * - a new page starts at its top.
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
      const moved = path.split('?')[0] !== location.pathname;
      navigate(path, options);
      // A new page starts at its top, as a page load does: a footer link opened its page still scrolled
      // to the footer. Back and forward pass the browser's popstate, not here, and keep its restoration.
      if (moved) window.scrollTo(0, 0);
    },
    [actors, phone],
  );
  return (
    <Router hrefs={hrefs} aroundNav={aroundNav}>
      {children}
    </Router>
  );
}
