import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { useT } from './AppContext';
import { LoadFailed } from './LoadFailed';
import type { LazySlot } from '../../app/flows/registry';
import { useLazyFlow } from './useLazyFlow';

/** A page's lazily loaded flow: 'Loading...' (or the page's own skeleton) while its code arrives, Try again if it cannot, then the flow's view. */
export function LazyFlowView<T extends AnyActorRef>({
  lazyRef,
  children,
  fallback,
}: {
  lazyRef: LazySlot<T> | undefined;
  children(flow: T): ReactNode;
  fallback?: ReactNode;
}) {
  const t = useT();
  const view = useLazyFlow<T>(lazyRef);
  if (view.status === 'running') return children(view.flow);
  if (view.status === 'failed') return <LoadFailed retry={view.retry} />;
  return fallback ?? <p role="status">{t('app.loading')}</p>;
}
