import { useCallback, type ReactNode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import { routeForScreen } from '../routes';
import { usePhone } from '../ui/shared/usePhone';

/**
 * Every link and every navigation of the views passes here (wouter's
 * `hrefs` and `aroundNav`), so on a phone a sportsbook link leads to its
 * mobile variant (`/spor` to `/spor/fcg`), in its address as in where it
 * goes: the rule is written once, in src/routes.ts. A page opened directly
 * (address bar, bookmark, reload) meets the sportsbook page's own redirect.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const phone = usePhone();
  const hrefs = useCallback((href: string) => routeForScreen(href, phone), [phone]);
  const aroundNav = useCallback<AroundNavHandler>((navigate, to, options) => navigate(routeForScreen(to, phone), options), [phone]);
  return (
    <Router hrefs={hrefs} aroundNav={aroundNav}>
      {children}
    </Router>
  );
}
