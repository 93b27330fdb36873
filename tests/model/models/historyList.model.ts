import { historyListMachine } from '../../../machines/historyList.machine';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

interface Filters {
  from?: string;
  to?: string;
}
interface Model {
  at: 'loading' | 'shown' | 'failed';
  kind: string;
  filters: Filters;
  page: number;
  total: number;
}
/** Spec section 2's history pages: 20 rows a page. */
const ROWS = 20;

/**
 * A history page: the rows of one page (skip and take from the page), a
 * filter with a range in order starts again from page 1, paging only to
 * another page that exists, and Try again after a failure.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { kind } = input as { kind: string };
    const model: Model = { at: 'loading', kind, filters: {}, page: 1, total: 0 };
    return { state: model, value: 'loading', invokes: [fetching(model)], context: { kind, filters: {}, page: 1, items: [], total: 0 } };
  },
  step(model, event) {
    const load = (next: Model) => ({
      state: { ...next, at: 'loading' as const },
      value: 'loading',
      invokes: [fetching(next)],
      context: { filters: next.filters, page: next.page },
    });
    switch (event.type) {
      case 'xstate.done.actor.fetchPage': {
        const { items, total } = (event as unknown as { output: { items: unknown[]; total: number } }).output;
        return { state: { ...model, at: 'shown', total }, value: 'shown', context: { items, total } };
      }
      case 'xstate.error.actor.fetchPage':
        return { state: { ...model, at: 'failed' }, value: 'failed' };
      case 'RETRY':
        return model.at === 'failed' ? load(model) : { state: model, value: model.at };
      case 'PAGE': {
        const { page } = event as unknown as { page: number };
        const pages = Math.max(1, Math.ceil(model.total / ROWS));
        if (model.at !== 'shown' || !Number.isInteger(page) || page < 1 || page > pages || page === model.page)
          return { state: model, value: model.at };
        return load({ ...model, page });
      }
      case 'FILTER': {
        const { filters } = event as unknown as { filters: Filters };
        if (filters.from && filters.to && filters.from > filters.to)
          return { state: model, value: model.at, context: { filters: model.filters } };
        return load({ ...model, filters, page: 1 });
      }
      default:
        throw new Error(`the history list model has no rule for ${event.type}`);
    }
  },
});
const fetching = (model: Model) => ({
  src: 'fetchPage',
  input: { kind: model.kind, filters: model.filters, skip: (model.page - 1) * ROWS, take: ROWS },
});

export const historyListModel = defineModel({
  id: 'historyList',
  machine: historyListMachine,
  inputs: [{ name: 'financial activities', input: { kind: 'financialActivities' } }],
  events: [
    { type: 'xstate.done.actor.fetchPage', output: { items: [{ id: 1 }], total: 45 } } as never,
    { type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } } as never,
    { type: 'xstate.error.actor.fetchPage', error: networkError } as never,
    { type: 'RETRY' },
    { type: 'PAGE', page: 2 },
    // The last page of 45 rows (20 a page), the first again, and pages that do not exist.
    { type: 'PAGE', page: 3 },
    { type: 'PAGE', page: 1 },
    { type: 'PAGE', page: 9 },
    { type: 'PAGE', page: 0 },
    { type: 'PAGE', page: 1.5 },
    { type: 'FILTER', filters: { kind: 1, from: '2026-11-01', to: '2026-11-21' } },
    { type: 'FILTER', filters: { from: '2026-11-21', to: '2026-11-01' } },
    // One day (from and to the same), and an open-ended range: both valid.
    { type: 'FILTER', filters: { from: '2026-11-21', to: '2026-11-21' } },
    { type: 'FILTER', filters: { from: '2026-11-01' } },
    { type: 'FILTER', filters: { from: '2026-11-01', to: '' } },
  ],
  project: (snapshot) => ({ page: snapshot.context.page, pages: Math.ceil(snapshot.context.total / 20) }),
  oracle,
});
