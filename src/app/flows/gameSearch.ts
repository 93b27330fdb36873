import { fromPromise } from 'xstate';
import { gameSearchMachine } from '../../../machines/gameSearch.machine';
import { dataOf, failureToast, toast } from '../effects';
import type { Services } from '../services';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';

addStrings(casinoStrings);

/** The side menu's game search and Aviator shortcut: casino/games and what it says (the machine opens a found game itself). */
export const createFlow = (services: Services) =>
  gameSearchMachine.provide({
    actors: { searchGames: fromPromise(({ input }) => dataOf(services, 'searchGames', input)) },
    actions: {
      showNotFound: ({ system }) => toast(system, { id: 'game-search', kind: 'warning', message: { key: 'casinoShortcut.aviatorMissing' } }),
      showFailure: failureToast('game-search'),
    },
  });
