import { createContext, useCallback, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Router, useRouter, type AroundNavHandler, type BaseLocationHook } from 'wouter';
import type { AppActors } from './appActors';
import { isLoginOnly, routeForScreen } from '../routes';
import { usePhone } from '../ui/shared/usePhone';

type Location = ReturnType<BaseLocationHook>;
const ShownLocation = createContext<Location | null>(null);

/**
 * The address as the pages render it. Only SiteRouter listens to the
 * location of the router around (the browser's, or a test's memory
 * location); every link, route and menu reads the path it shows from
 * context, deferred, so a new address renders as a transition after the
 * tap's own answer has painted (React yields while it renders, and the old
 * page stays until the new one is ready). When each reader listened to the
 * browser itself, a tap re-rendered every link of the page before its next
 * paint, even with the path deferred in each: 80–130 ms of a 4×-slowed
 * phone's tap on Deposit (issue 31: INP). The first version deferred only
 * the pages (a game tile on a desktop unmounted the casino page and mounted
 * the play page before the next paint).
 */
// Read only inside SiteRouter's provider, which is always there (it is this hook's router).
const useShownLocation: BaseLocationHook = () => useContext(ShownLocation)!;

/**
 * The page a view navigated to, to be shown from its top once rendered
 * (RouteSync.tsx): a new page starts at its top, as a page load does (a
 * footer link opened its page still scrolled to the footer). Scrolled at the
 * tap, the old page jumped to its top while the new one rendered. Back and
 * forward pass the browser's popstate, not `aroundNav`, and keep its scroll
 * restoration.
 */
export const newPage: { path: string | null } = { path: null };

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
  const around = useRouter();
  const [path, navigate] = around.hook(around);
  const shownPath = useDeferredValue(path);
  const shown = useMemo<Location>(() => [shownPath, navigate], [shownPath, navigate]);
  const hrefs = useCallback((href: string) => routeForScreen(href, phone), [phone]);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      const path = routeForScreen(to, phone);
      if (isLoginOnly(path) && !actors.session.getSnapshot().matches('loggedIn')) {
        actors.dialogs.send({ type: 'GUARD.BLOCKED', path });
        return;
      }
      const page = path.split('?')[0]!;
      if (page !== location.pathname) newPage.path = page;
      navigate(path, options);
    },
    [actors, phone],
  );
  return (
    <ShownLocation.Provider value={shown}>
      <Router hook={useShownLocation} searchHook={around.searchHook} hrefs={hrefs} aroundNav={aroundNav}>
        {children}
      </Router>
    </ShownLocation.Provider>
  );
}
