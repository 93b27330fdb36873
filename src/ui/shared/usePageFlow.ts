import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import type { PageFlow } from '../../../machines/app.machine';
import { useApp } from './AppContext';

/**
 * Starts a page's flow while the page is shown (PAGE.ENTER / PAGE.LEAVE) and
 * returns it once started. `input` starts the flow (keep it stable: a new
 * object starts the flow again).
 */
export function usePageFlow<T extends AnyActorRef = AnyActorRef>(page: PageFlow, id?: number, input?: unknown): T | undefined {
  const { actors } = useApp();
  useEffect(() => {
    actors.app.send({ type: 'PAGE.ENTER', page, ...(id !== undefined ? { id } : {}), ...(input !== undefined ? { input } : {}) });
    return () => actors.app.send({ type: 'PAGE.LEAVE', page });
  }, [actors, page, id, input]);
  return useSelector(actors.app, (s) => s.children[`page.${page}`]) as T | undefined;
}
