import type { LazyFlowTag } from './lazyFlowStatus';
import { assign, fromPromise, sendTo, setup, type AnyActorLogic, type AnyActorRef, type EventObject, assertEvent } from 'xstate';

export interface LazyFlowContext {
  /** What the flow starts with, handed on unchanged. */
  input: unknown;
  /** The running flow, once its code has loaded. */
  flow: AnyActorRef | null;
  output: unknown;
}

/**
 * What others send a flow's slot: a retry after its code failed to load, or
 * an event for the running flow, which another actor knows only by its slot's
 * system id (the popup, the reality check).
 */
export type SlotEvent<TFlowEvent extends EventObject = EventObject> = { type: 'RETRY' } | { type: 'FORWARD'; event: TFlowEvent };

export type LazyFlowEvent = SlotEvent | { type: 'xstate.done.actor.flow'; output: unknown };

/**
 * A flow whose code loads when it is first needed (a dialog opens, a page is
 * shown), so the first screen does not carry every flow machine. It loads the
 * flow's logic, starts it as the child `flow` with the input it was given,
 * and finishes with the flow's output when the flow finishes. If the code
 * cannot be loaded (offline, a new deployment removed the old chunk) the
 * player can try again or close the dialog; nothing is lost.
 *
 * Supplied by src/: actor loadFlow (a dynamic import of the provided flow).
 */
export const lazyFlowMachine = setup({
  types: {} as {
    context: LazyFlowContext;
    input: unknown;
    output: unknown;
    events: LazyFlowEvent;
    tags: LazyFlowTag;
  },
  actors: {
    loadFlow: fromPromise<AnyActorLogic>(() => Promise.reject(new Error('loadFlow is supplied by src/app'))),
  },
  actions: {
    startFlow: assign(({ spawn, context }, logic: AnyActorLogic) => {
      // The logic arrives at run time, and XState types an id only for logic
      // named in setup (inline logic gets `id?: undefined`); the id is what
      // the views and the done event rely on, so spawn is called as it works.
      const start = spawn as unknown as (logic: AnyActorLogic, options: { id: string; input: unknown }) => AnyActorRef;
      return { flow: start(logic, { id: 'flow', input: context.input }) };
    }),
    forward: sendTo('flow', (_, event: EventObject) => event),
    keepOutput: assign({
      output: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.flow');
        return event.output;
      },
    }),
  },
}).createMachine({
  id: 'lazyFlow',
  description: 'Loads a flow’s code, then runs the flow and ends with its output.',
  context: ({ input }) => ({ input, flow: null, output: undefined }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The flow’s code is on its way; the dialog or page shows Loading.',
      tags: 'loading',
      invoke: {
        id: 'loadFlow',
        src: 'loadFlow',
        onDone: { target: 'running', actions: { type: 'startFlow', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      description: 'The code could not be loaded: a message and Try again.',
      tags: 'failed',
      on: { RETRY: 'loading' },
    },
    running: {
      description:
        'The flow runs as the child `flow`; views render it. What others tell it (FORWARD) is handed on; before it runs, there is nobody to tell.',
      tags: 'flowShown',
      on: {
        'xstate.done.actor.flow': { target: 'done', actions: 'keepOutput' },
        FORWARD: { actions: { type: 'forward', params: ({ event }) => event.event } },
      },
    },
    done: { type: 'final', tags: 'flowShown' },
  },
  output: ({ context }: { context: LazyFlowContext }) => context.output,
});
