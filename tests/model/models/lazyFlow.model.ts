import { fromPromise } from 'xstate';
import { lazyFlowMachine } from '../../../machines/lazyFlow.machine';
import { defineModel } from '../model';

/** Stands in for a loaded flow: runs until the path says it finished. */
const loadedFlow = fromPromise(() => new Promise<never>(() => {}));

export const lazyFlowModel = defineModel({
  id: 'lazyFlow',
  machine: lazyFlowMachine,
  inputs: [{ name: 'a dialog flow', input: { username: 'demo' } }],
  events: [
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadFlow', output: loadedFlow } as never,
    { type: 'xstate.error.actor.loadFlow', error: new Error('Failed to fetch dynamically imported module') } as never,
    { type: 'xstate.done.actor.flow', output: { username: 'demo' } } as never,
  ],
});
