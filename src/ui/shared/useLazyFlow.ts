import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { LazyFlowContext } from '../../../machines/lazyFlow.machine';
import type { LazySlot } from '../../app/flows/registry';

type LazySnapshot = { value: unknown; context: LazyFlowContext };
const NOT_STARTED: LazySnapshot = { value: 'loading', context: { input: undefined, flow: null, output: undefined } };
// Before a slot exists, the hooks below need something to subscribe to: a stand-in that never changes and
// only answers the two calls useSelector makes (it is never sent to, so it is not a whole actor).
const none = { subscribe: () => ({ unsubscribe() {} }), getSnapshot: () => NOT_STARTED } as unknown as AnyActorRef;

export type LazyFlowView<T> = { status: 'loading' } | { status: 'failed'; retry(): void } | { status: 'running'; flow: T };

/**
 * What a lazily loaded flow (machines/lazyFlow.machine.ts) shows: Loading
 * while its code arrives, a message with Try again when it could not, and
 * then the flow itself for the view to render.
 */
export function useLazyFlow<T extends AnyActorRef>(lazyRef: LazySlot<T> | undefined): LazyFlowView<T> {
  const ref = lazyRef ?? none;
  const value = useSelector(ref, (s: LazySnapshot) => s.value);
  const flow = useSelector(ref, (s: LazySnapshot) => s.context.flow);
  if (value === 'failed') return { status: 'failed', retry: () => ref.send({ type: 'RETRY' }) };
  // The slot's flow is T: the registry (src/app/flows/registry.ts) loads that flow into that slot.
  if (flow && (value === 'running' || value === 'done')) return { status: 'running', flow: flow as T };
  return { status: 'loading' };
}
