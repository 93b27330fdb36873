import { fromPromise } from 'xstate';
import { gameSearchMachine } from '../../../machines/gameSearch.machine';
import { actor, dataOf, failureToast, tell, toast } from '../effects';
import type { Services } from '../services';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';

addStrings(casinoStrings);

/** The side menu's game search and Aviator shortcut: casino/games, and a found game opened as a tile opens it (the menu closes). */
export const createGameSearchFlow = (services: Services) =>
  gameSearchMachine.provide({
    actors: { searchGames: fromPromise(({ input }) => dataOf(services, 'searchGames', input)) },
    actions: {
      openGame: ({ system }, { game, mobile }) => {
        tell(actor(system, 'dialogs'), { type: 'OPEN.GAME', game, mobile });
        tell(actor(system, 'mobileNav'), { type: 'CLOSE' });
      },
      showNotFound: ({ system }) => toast(system, { id: 'game-search', kind: 'warning', message: { key: 'casinoShortcut.aviatorMissing' } }),
      showFailure: failureToast('game-search'),
    },
  });
