import { assign, fromPromise, setup } from 'xstate';
import type { Registered } from './system';
import type { CmsCategory } from '../contract/schemas';

declare module './system' {
  interface SystemActors {
    cms: Registered<CmsEvent>;
  }
}

export type CmsEvent = { type: 'RELOAD' };

/**
 * The CMS categories (Footer, Story, Terms of use, Terms of service) behind
 * the footer columns and the static-page menu. Spec section 8: a failed call
 * yields empty lists, so the footer simply shows fewer links.
 *
 * Supplied by src/: actor fetchCategories.
 */
export const cmsMachine = setup({
  types: {} as { context: { categories: CmsCategory[] }; events: CmsEvent },
  actors: {
    fetchCategories: fromPromise<CmsCategory[]>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  actions: {
    setCategories: assign((_, categories: CmsCategory[]) => ({ categories })),
    clear: assign({ categories: [] }),
  },
}).createMachine({
  id: 'cms',
  description: 'CMS categories for the footer and the static-page menu.',
  context: { categories: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchCategories',
        src: 'fetchCategories',
        onDone: { target: 'ready', actions: { type: 'setCategories', params: ({ event }) => event.output } },
        onError: { target: 'empty', actions: 'clear' },
      },
    },
    ready: { on: { RELOAD: 'loading' } },
    empty: { description: 'The call failed: empty lists.', on: { RELOAD: 'loading' } },
  },
});
