import { assign, fromPromise, setup } from 'xstate';
import type { ContentPage } from '../src/api/schemas';

/**
 * One static page, /pages/{id}: loading, then the page, or 'not found', or a
 * failure with a way to try again. Supplied by src/: actor fetchPage.
 */
export const contentPageMachine = setup({
  types: {} as {
    context: { id: number; page: ContentPage | null };
    input: { id: number };
    events: { type: 'RETRY' };
  },
  actors: {
    fetchPage: fromPromise<ContentPage | null, { id: number }>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  guards: { found: ({ event }) => (event as unknown as { output: ContentPage | null }).output !== null },
  actions: { setPage: assign({ page: ({ event }) => (event as unknown as { output: ContentPage | null }).output }) },
}).createMachine({
  id: 'contentPage',
  description: 'A static content page by id.',
  context: ({ input }) => ({ id: input.id, page: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ id: context.id }),
        onDone: [{ guard: 'found', target: 'shown', actions: 'setPage' }, { target: 'notFound' }],
        onError: 'failed',
      },
    },
    shown: {},
    notFound: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
