import { favouritesMachine } from '../../../machines/favourites.machine';
import type { Game } from '../../../src/api/schemas';
import { defineModel } from '../model';
import { callOutcomes } from './fixtures';

const game: Game = { name: 'Golden Fruits', gameCode: 'amusnet-0001', providerName: 'Amusnet', mainProviderId: 1, system: null, productId: null, systemCategory: 1, imageUrl: null };

export const favouritesModel = defineModel({
  id: 'favourites',
  machine: favouritesMachine,
  inputs: [{ name: 'visitor', input: undefined }],
  events: [
    { type: 'TOGGLE', game },
    { type: 'SESSION.STARTED' },
    { type: 'xstate.done.actor.fetchFavourites', output: [] } as never,
    { type: 'xstate.done.actor.fetchFavourites', output: [game.gameCode] } as never,
    ...callOutcomes('toggleFavourite', 'Oyun bulunamadı.'),
    { type: 'xstate.error.actor.fetchFavourites', error: new Error('offline') } as never,
  ],
  project: (snapshot) => snapshot.context.codes.includes(game.gameCode),
});
