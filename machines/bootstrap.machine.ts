import { assign, fromPromise, setup } from 'xstate';
import type { Registered } from './system';
import type { BootstrapConfig } from '../contract/schemas';

declare module './system' {
  interface SystemActors {
    bootstrap: Registered<BootstrapEvent, BootstrapInput>;
  }
}

export interface BootstrapInput {
  /** The configuration known at start: this visit's early answer, or the copy an earlier visit stored (key `bootstrap`). */
  stored: BootstrapConfig | null;
  /** The referrer id under the local-storage key `refId`. */
  refId: number | null;
}

/** What the bootstrap takes: a retry after its calls failed. */
export type BootstrapEvent = { type: 'RETRY' };

/**
 * The operator's configuration (cms/grouped): loaded at start, stored, its
 * translations merged; if it cannot be loaded the stored copy stays in use
 * (spec section 8: bootstrap failure yields false) and the page works on.
 *
 * Supplied by src/: actor fetchBootstrap; action applyConfig (store, merge translations).
 */
export const bootstrapMachine = setup({
  types: {} as { context: BootstrapInput; input: BootstrapInput; events: BootstrapEvent },
  actors: {
    fetchBootstrap: fromPromise<BootstrapConfig>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  actions: {
    setConfig: assign((_, stored: BootstrapConfig) => ({ stored })),
    applyConfig: () => {},
  },
}).createMachine({
  id: 'bootstrap',
  description: 'Loads the site configuration; keeps the stored copy when it cannot.',
  context: ({ input }) => input,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchBootstrap',
        src: 'fetchBootstrap',
        onDone: { target: 'ready', actions: [{ type: 'setConfig', params: ({ event }) => event.output }, 'applyConfig'] },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});

/** The trial bonus amount the registration form offers (0 hides the checkbox). */
export const trialBonusAmountOf = (context: BootstrapInput | undefined) => Number(context?.stored?.trialBonusAmount ?? 0);
