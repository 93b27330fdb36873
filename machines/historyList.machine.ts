import { assign, fromPromise, setup, assertEvent } from 'xstate';

/** The dashboard's history pages (spec section 2). */
export type HistoryKind = 'financialActivities' | 'gameHistory' | 'bonusHistory' | 'sessionHistory';

/** What a page may filter by: kind and status (financial activities), and a day range (financial, game). */
export interface HistoryFilters {
  kind?: number;
  status?: number;
  /** Inclusive days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

export interface HistoryPage<Row = unknown> {
  items: Row[];
  total: number;
}

export type HistoryListEvent = { type: 'FILTER'; filters: HistoryFilters } | { type: 'PAGE'; page: number } | { type: 'RETRY' };

/** Rows a page shows. */
export const HISTORY_PAGE_SIZE = 20;

interface Context {
  kind: HistoryKind;
  filters: HistoryFilters;
  page: number;
  items: unknown[];
  total: number;
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

/**
 * A history page of the dashboard (financial activities, game history,
 * bonus history, session history): a page of rows from the server, filters
 * that start again from the first page, paging, and the empty and error
 * states. A filter with its from day after its to day is not sent.
 *
 * Supplied by src/: actor fetchPage (the kind's call).
 */
export const historyListMachine = setup({
  types: {} as { context: Context; input: { kind: HistoryKind }; events: HistoryListEvent },
  actors: {
    fetchPage: fromPromise<HistoryPage, { kind: HistoryKind; filters: HistoryFilters; skip: number; take: number }>(async () => {
      throw new Error('fetchPage is supplied by src/app');
    }),
  },
  guards: {
    validRange: ({ event }) => {
      assertEvent(event, 'FILTER');
      return !(event.filters.from && event.filters.to && event.filters.from > event.filters.to);
    },
    existingPage: ({ context, event }) => {
      assertEvent(event, 'PAGE');
      return Number.isInteger(event.page) && event.page >= 1 && event.page <= pageCount(context.total) && event.page !== context.page;
    },
  },
  actions: {
    setFilters: assign({
      filters: ({ event }) => {
        assertEvent(event, 'FILTER');
        return event.filters;
      },
      page: 1,
    }),
    setPage: assign({
      page: ({ event }) => {
        assertEvent(event, 'PAGE');
        return event.page;
      },
    }),
    setRows: assign((_, page: HistoryPage) => ({ items: page.items, total: page.total })),
  },
}).createMachine({
  id: 'historyList',
  description: 'A dashboard history page: filters, paging, empty and error states.',
  context: ({ input }) => ({ kind: input.kind, filters: {}, page: 1, items: [], total: 0 }),
  initial: 'loading',
  on: {
    FILTER: { guard: 'validRange', target: '.loading', actions: 'setFilters' },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({
          kind: context.kind,
          filters: context.filters,
          skip: (context.page - 1) * HISTORY_PAGE_SIZE,
          take: HISTORY_PAGE_SIZE,
        }),
        onDone: { target: 'shown', actions: { type: 'setRows', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    shown: {
      description: 'The rows and the pager, or the empty text.',
      on: { PAGE: { guard: 'existingPage', target: 'loading', actions: 'setPage' } },
    },
    failed: { description: 'A message and Try again.', on: { RETRY: 'loading' } },
  },
});
