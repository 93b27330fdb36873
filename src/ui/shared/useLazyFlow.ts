import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { lazyFlowMachine } from '../../../machines/lazyFlow.machine';
import { lazyFlowStatus } from '../../../machines/lazyFlowStatus';
import type { LazySlot } from '../../app/flows/registry';

type LazySnapshot = SnapshotFrom<typeof lazyFlowMachine>;

export type LazyFlowView<T> = { status: 'loading' } | { status: 'failed'; retry(): void } | { status: 'running'; flow: T };

/**
 * What a lazily loaded flow (machines/lazyFlow.machine.ts) shows: Loading
 * while its code arrives (or before its slot exists), a message with Try
 * again when it could not, and then the flow itself for the view to render.
 */
export function useLazyFlow<T extends AnyActorRef>(lazyRef: LazySlot<T> | undefined): LazyFlowView<T> {
  // useSelector reads an absent actor as an undefined snapshot: a slot not yet started is loading.
  const status = useSelector(lazyRef, (s: LazySnapshot | undefined) => lazyFlowStatus(s));
  const flow = useSelector(lazyRef, (s: LazySnapshot | undefined) => s?.context.flow ?? null);
  if (lazyRef && status === 'failed') return { status: 'failed', retry: () => lazyRef.send({ type: 'RETRY' }) };
  // The slot's flow is T: the registry (src/app/flows/registry.ts) loads that flow into that slot.
  if (flow && status === 'running') return { status: 'running', flow: flow as T };
  return { status: 'loading' };
}
