import { historyListMachine } from '../../../machines/historyList.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

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
    { type: 'PAGE', page: 9 },
    { type: 'FILTER', filters: { kind: 1, from: '2026-11-01', to: '2026-11-21' } },
    { type: 'FILTER', filters: { from: '2026-11-21', to: '2026-11-01' } },
  ],
  project: (snapshot) => ({ page: snapshot.context.page, pages: Math.ceil(snapshot.context.total / 20) }),
});
