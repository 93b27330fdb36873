import { homeMachine } from '../../../machines/home.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const homeModel = defineModel({
  id: 'home',
  machine: homeMachine,
  inputs: [
    { name: 'a visitor', input: {} },
    { name: 'a player', input: { player: true } },
  ],
  events: [
    { type: 'xstate.done.actor.fetchWinners', output: [{ game: 'Aviator', name: 'a***e', image: null, amount: 120.5, currencySymbol: '₺' }] } as never,
    { type: 'xstate.error.actor.fetchWinners', error: networkError } as never,
    { type: 'xstate.done.actor.fetchSections', output: [] } as never,
    { type: 'xstate.error.actor.fetchSections', error: networkError } as never,
    { type: 'xstate.done.actor.fetchPromotions', output: [] } as never,
    { type: 'xstate.error.actor.fetchPromotions', error: networkError } as never,
    { type: 'RETRY.WINNERS' },
    { type: 'RETRY.SECTIONS' },
    { type: 'RETRY.PROMOTIONS' },
    { type: 'xstate.done.actor.fetchPlayerGames', output: { recent: [], favourites: [] } } as never,
    { type: 'xstate.error.actor.fetchPlayerGames', error: networkError } as never,
    { type: 'RETRY.PLAYER' },
  ],
  project: () => null,
  simplePaths: false,
});
