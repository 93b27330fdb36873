import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { AppActors } from './appActors';

/**
 * Tells the machines that care where the player is, and starts a new page at
 * its top, as a page load would: a link tapped in the footer otherwise opened
 * its page still scrolled to the footer. Back and forward keep the browser's
 * own scroll restoration. Renders nothing.
 */
export function RouteSync({ actors }: { actors: AppActors }) {
  const [path] = useLocation();
  const cameBack = useRef(false);
  useEffect(() => {
    const onPopState = () => {
      cameBack.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const firstPath = useRef(true);
  useEffect(() => {
    actors.topNotification.send({ type: 'NAVIGATE', path });
    actors.mobileNav.send({ type: 'NAVIGATED' });
    if (firstPath.current) firstPath.current = false;
    else if (!cameBack.current) window.scrollTo(0, 0);
    cameBack.current = false;
  }, [actors, path]);
  return null;
}
