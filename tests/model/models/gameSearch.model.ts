import { gameSearchMachine } from '../../../machines/gameSearch.machine';
import type { Game } from '../../../src/api/schemas';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const aviator: Game = { name: 'Aviator', gameCode: 'spribe-3010', providerName: 'Hub88', mainProviderId: 12, system: null, productId: null, systemCategory: 32, imageUrl: null };

export const gameSearchModel = defineModel({
  id: 'gameSearch',
  machine: gameSearchMachine,
  inputs: [{ name: 'closed', input: undefined }],
  events: [
    { type: 'SEARCH', query: 'avi' },
    { type: 'SEARCH', query: '' },
    { type: 'CLEAR' },
    { type: 'RETRY' },
    { type: 'AVIATOR', mobile: true },
    { type: 'xstate.done.actor.searchGames', output: [aviator] } as never,
    { type: 'xstate.error.actor.searchGames', error: networkError } as never,
    { type: 'xstate.done.actor.findAviator', output: [aviator] } as never,
    { type: 'xstate.done.actor.findAviator', output: [] } as never,
    { type: 'xstate.error.actor.findAviator', error: networkError } as never,
  ],
  project: () => null,
});
