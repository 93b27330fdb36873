import { assign, fromPromise, setup, assertEvent } from 'xstate';
import type { ContentItem, ContentPage } from '../contract/schemas';

/** Spec sections 7 and 9: the static page menu is cms/contentlist of category 1, status true. */
export const CONTENT_LIST_REQUEST = { status: true, categoryId: 1 } as const;

/**
 * The static content pages, /pages/{id}, while the player is on them: the
 * menu of pages from the content list (spec section 2 'Static content page
 * menu from the content list'; a failed call leaves it empty, section 8),
 * and the page shown: loading, the page, 'not found', or a failure with a
 * way to try again. Moving to another page (OPEN) keeps the menu.
 *
 * Supplied by src/: actors fetchPage, fetchContentList.
 */
export const contentPageMachine = setup({
  types: {} as {
    context: { id: number; page: ContentPage | null; menu: ContentItem[] };
    input: { id: number };
    events: { type: 'RETRY' } | { type: 'OPEN'; id: number };
  },
  actors: {
    fetchPage: fromPromise<ContentPage | null, { id: number }>(async () => {
      throw new Error('supplied by src/app');
    }),
    fetchContentList: fromPromise<ContentItem[], typeof CONTENT_LIST_REQUEST>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  guards: {
    found: (_, page: ContentPage | null) => page !== null,
    anotherPage: ({ context, event }) => {
      assertEvent(event, 'OPEN');
      return event.id !== context.id;
    },
  },
  actions: {
    setPage: assign((_, page: ContentPage | null) => ({ page })),
    setMenu: assign((_, menu: ContentItem[]) => ({ menu })),
    openPage: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { id: event.id, page: null };
    }),
  },
}).createMachine({
  id: 'contentPage',
  description: 'The static content pages: the menu from the content list, and the page shown.',
  context: ({ input }) => ({ id: input.id, page: null, menu: [] }),
  type: 'parallel',
  states: {
    menu: {
      description: 'cms/contentlist (category 1): the menu of pages; empty if the call fails.',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchContentList',
            src: 'fetchContentList',
            input: CONTENT_LIST_REQUEST,
            onDone: { target: 'ready', actions: { type: 'setMenu', params: ({ event }) => event.output } },
            onError: 'empty',
          },
        },
        ready: {},
        empty: { description: 'The call failed: no menu (spec section 8: empty lists).' },
      },
    },
    page: {
      initial: 'loading',
      on: { OPEN: { guard: 'anotherPage', target: '.loading', actions: 'openPage' } },
      states: {
        loading: {
          // A page still loading is fetched anew for the new id (re-entered here, not from the region: that would re-enter the menu too).
          on: { OPEN: { guard: 'anotherPage', target: 'loading', reenter: true, actions: 'openPage' } },
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ id: context.id }),
            onDone: [
              {
                guard: { type: 'found', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'setPage', params: ({ event }) => event.output },
              },
              { target: 'notFound' },
            ],
            onError: 'failed',
          },
        },
        shown: {},
        notFound: {},
        failed: { on: { RETRY: 'loading' } },
      },
    },
  },
});
