import { fromPromise } from 'xstate';
import { lazyFlowMachine } from '../../../machines/lazyFlow.machine';
import { lazyFlowStatus, type LazyFlowStatus } from '../../../machines/lazyFlowStatus';
import { defineModel, defineOracle } from '../model';
import { AN_ACTOR, sent } from '../replay';

/** Stands in for a loaded flow: runs until the path says it finished. */
const loadedFlow = fromPromise(() => new Promise<never>(() => {}));

type At = 'loading' | 'failed' | 'running' | 'done';
const loading = { src: 'loadFlow' };

/**
 * A flow's code loads when first needed; once loaded the flow runs as the
 * child `flow` with the input handed on; its output is the lazy flow's; a
 * load that fails offers Try again and loses nothing.
 */
const oracle = defineOracle<{ at: At }>({
  start: (input) => ({ state: { at: 'loading' }, value: 'loading', invokes: [loading], context: { input, flow: null } }),
  step({ at }, event) {
    switch (event.type) {
      case 'xstate.done.actor.loadFlow':
        return { state: { at: 'running' }, value: 'running', context: { flow: AN_ACTOR } };
      case 'xstate.error.actor.loadFlow':
        return { state: { at: 'failed' }, value: 'failed', context: { flow: null } };
      case 'RETRY':
        return at === 'failed' ? { state: { at: 'loading' }, value: 'loading', invokes: [loading] } : { state: { at }, value: at };
      case 'xstate.done.actor.flow': {
        if (at !== 'running') return { state: { at }, value: at };
        const output = (event as unknown as { output: unknown }).output;
        return { state: { at: 'done' }, value: 'done', context: { output }, output };
      }
      case 'FORWARD': {
        // Handed to the running flow; a flow not loaded yet (or finished) has nobody to tell.
        const forwarded = (event as unknown as { event: unknown }).event;
        return { state: { at }, value: at, effects: at === 'running' ? [sent('flow', forwarded)] : [] };
      }
      default:
        throw new Error(`the lazy flow model has no rule for ${event.type}`);
    }
  },
});

export const lazyFlowModel = defineModel({
  id: 'lazyFlow',
  machine: lazyFlowMachine,
  inputs: [{ name: 'a dialog flow', input: { username: 'demo' } }],
  events: [
    { type: 'RETRY' },
    { type: 'FORWARD', event: { type: 'CLOSE' } },
    { type: 'xstate.done.actor.loadFlow', output: loadedFlow } as never,
    { type: 'xstate.error.actor.loadFlow', error: new Error('Failed to fetch dynamically imported module') } as never,
    { type: 'xstate.done.actor.flow', output: { username: 'demo' } } as never,
  ],
  oracle,
  finals: ['done'],
  // What a view of the slot shows (machines/lazyFlowStatus.ts): Loading, Try again, or the flow.
  tags: { loading: ['lazyFlow.loading'], failed: ['lazyFlow.failed'], flowShown: ['lazyFlow.running', 'lazyFlow.done'] },
  // What every view of the slot reads from those tags (useLazyFlow): the model's own answer in each state.
  invariants: Object.fromEntries(
    (
      [
        ['loading', 'loading'],
        ['failed', 'failed'],
        ['running', 'running'],
        ['done', 'running'],
      ] as const satisfies ReadonlyArray<readonly [At, LazyFlowStatus]>
    ).map(([state, status]) => [
      `lazyFlow.${state}`,
      (snapshot: Parameters<typeof lazyFlowStatus>[0]) => {
        if (lazyFlowStatus(snapshot) !== status) return `a view of the slot shows '${lazyFlowStatus(snapshot)}', not '${status}'`;
        // Before its parent has started the slot, a view has no snapshot to read, and shows Loading too.
        if (state === 'loading' && lazyFlowStatus(undefined) !== 'loading') return 'a view of a slot not started yet does not show Loading';
      },
    ]),
  ),
});
