import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import type { AppActors } from './appActors';
import { newPage } from './SiteRouter';

/**
 * Tells the machines that care where the player is, and shows a new page
 * from its top, as the page is rendered (before it is painted). Renders nothing.
 */
export function RouteSync({ actors }: { actors: AppActors }) {
  const [path] = useLocation();
  useLayoutEffect(() => {
    if (newPage.path === path) {
      newPage.path = null;
      window.scrollTo(0, 0);
    }
    actors.topNotification.send({ type: 'NAVIGATE', path });
    actors.mobileNav.send({ type: 'NAVIGATED' });
  }, [actors, path]);
  return null;
}
