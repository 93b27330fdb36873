import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { EventFromLogic } from 'xstate';
import type { appMachine, PageFlow, PageRouteInputs } from '../../../machines/app.machine';
import type { LazySlot, PageFlowRef } from '../../app/flows/registry';
import { useApp } from './AppContext';

/**
 * Starts a page's flow while the page is shown (PAGE.ENTER / PAGE.LEAVE) and
 * returns its lazy slot once started, typed by the flow the registry runs
 * for that page. `input` is what the route gives the flow, typed by page
 * (PageRouteInputs; keep it stable: a new object starts the flow again).
 */
export function usePageFlow<P extends PageFlow>(
  page: P,
  id?: number,
  input?: P extends keyof PageRouteInputs ? PageRouteInputs[P] : undefined,
): LazySlot<PageFlowRef<P>> | undefined {
  const { actors } = useApp();
  useEffect(() => {
    // TypeScript cannot tie `input` to `page` through the generic (a correlated union); the signature above does.
    const enter = { type: 'PAGE.ENTER', page, ...(id !== undefined ? { id } : {}), ...(input !== undefined ? { input } : {}) };
    actors.app.send(enter as EventFromLogic<typeof appMachine>);
    return () => actors.app.send({ type: 'PAGE.LEAVE', page });
  }, [actors, page, id, input]);
  return useSelector(actors.app, (s) => s.children[`page.${page}`]);
}
