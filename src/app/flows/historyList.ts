import { fromPromise } from 'xstate';
import { historyListMachine, type HistoryFilters, type HistoryKind, type HistoryPage } from '../../../machines/historyList.machine';
import { TransactionKind, type TransactionStatus } from '../../../contract/enums';
import { dataOf } from '../effects';
import type { Services } from '../services';

/** The call behind each history page, with the filters it understands. */
function fetchHistory(services: Services, kind: HistoryKind, filters: HistoryFilters, page: { skip: number; take: number }): Promise<HistoryPage> {
  const days = { ...(filters.from ? { from: filters.from } : {}), ...(filters.to ? { to: filters.to } : {}) };
  switch (kind) {
    case 'financialActivities':
      return dataOf(services, 'transactions', {
        ...page,
        ...days,
        kind: (filters.kind ?? TransactionKind.All) as TransactionKind,
        ...(filters.status !== undefined ? { status: filters.status as TransactionStatus } : {}),
      });
    case 'gameHistory':
      return dataOf(services, 'gameHistory', { ...page, ...days });
    case 'bonusHistory':
      return dataOf(services, 'bonusHistory', page);
    case 'sessionHistory':
      return dataOf(services, 'sessionHistory', page);
  }
}

export const createFlow = (services: Services) =>
  historyListMachine.provide({
    actors: { fetchPage: fromPromise(({ input }) => fetchHistory(services, input.kind, input.filters, { skip: input.skip, take: input.take })) },
  });
