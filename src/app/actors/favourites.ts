// The favourites' effects: the list and the toggle calls, and what each toggle says.
import { fromPromise } from 'xstate';
import { favouritesMachine } from '../../../machines/favourites.machine';
import { dataOf, failureToast, refusalToast, toast } from '../effects';
import type { Services } from '../services';

export function provideFavourites(services: Services) {
  const { api } = services;
  return favouritesMachine.provide({
    actors: {
      fetchFavourites: fromPromise(async () => (await dataOf(services, 'favourites')).userFavoriteList),
      toggleFavourite: fromPromise(({ input }) => api.call('toggleFavourite', input)),
    },
    actions: {
      showAdded: ({ system }) => toast(system, { kind: 'success', message: { key: 'favourites.added' } }),
      showRemoved: ({ system }) => toast(system, { kind: 'warning', message: { key: 'favourites.removed' } }),
      showRefusal: refusalToast('favourite'),
      showFailure: failureToast('favourite'),
    },
  });
}
