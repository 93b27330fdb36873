import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { PageFlow } from '../../../machines/app.machine';
import type { LazySlot, PageFlowRef } from '../../app/flows/registry';
import { useApp } from './AppContext';

/**
 * Starts a page's flow while the page is shown (PAGE.ENTER / PAGE.LEAVE) and
 * returns its lazy slot once started, typed by the flow the registry runs
 * for that page. `input` starts the flow (keep it stable: a new object
 * starts the flow again).
 */
export function usePageFlow<P extends PageFlow>(page: P, id?: number, input?: unknown): LazySlot<PageFlowRef<P>> | undefined {
  const { actors } = useApp();
  useEffect(() => {
    actors.app.send({ type: 'PAGE.ENTER', page, ...(id !== undefined ? { id } : {}), ...(input !== undefined ? { input } : {}) });
    return () => actors.app.send({ type: 'PAGE.LEAVE', page });
  }, [actors, page, id, input]);
  return useSelector(actors.app, (s) => s.children[`page.${page}`]);
}
