import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { AppActors } from './appActors';
import { ROUTES } from '../routes';

/**
 * The route guard (spec section 2): a visitor on a guarded route gets the
 * login form and stays where they were (the home page on a direct visit);
 * after logging in, the dialogs machine continues to the route.
 */
export function GuardedRoute({ actors, children }: { actors: AppActors; children: ReactNode }) {
  const [path, navigate] = useLocation();
  const loggedIn = useSelector(actors.session, (s) => s.matches('loggedIn'));
  useEffect(() => {
    if (!loggedIn) {
      actors.dialogs.send({ type: 'GUARD.BLOCKED', path });
      navigate(ROUTES.home, { replace: true });
    }
  }, [loggedIn, path, navigate, actors]);
  return loggedIn ? <>{children}</> : null;
}
