import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { AppActors } from './appActors';

/** Tells the machines that care where the player is. Renders nothing. */
export function RouteSync({ actors }: { actors: AppActors }) {
  const [path] = useLocation();
  useEffect(() => {
    actors.topNotification.send({ type: 'NAVIGATE', path });
    actors.mobileNav.send({ type: 'NAVIGATED' });
  }, [actors, path]);
  return null;
}
