import { gameSearchMachine } from '../../../machines/gameSearch.machine';
import type { Game } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';
import { networkError } from './fixtures';

const aviator: Game = {
  name: 'Aviator',
  gameCode: 'spribe-3010',
  providerName: 'Hub88',
  mainProviderId: 12,
  system: null,
  productId: null,
  systemCategory: 32,
  imageUrl: null,
};

type At = 'idle' | 'debouncing' | 'searching' | 'results' | 'failed' | 'findingAviator';
interface Model {
  at: At;
  query: string;
  mobile: boolean;
}
/** Spec sections 7 and 9: five results, non-live games only. */
const search = (text: string) => ({ src: 'searchGames', input: { live: false, search: text, skip: 0, take: 5 } });

/**
 * The menu's game search: a query waits 300 ms, then searches its trimmed
 * text; a blank query empties it; the Aviator shortcut (not while a
 * search is on its way) searches 'Aviator' and opens the first result, or
 * says none was found or the search failed.
 */
const oracle = defineOracle<Model>({
  start: () => ({ state: { at: 'idle', query: '', mobile: false }, value: 'idle', context: { query: '', results: [], mobile: false } }),
  step(model, event) {
    const at = (next: At, extra: Partial<Model> = {}) => ({ ...model, ...extra, at: next });
    switch (event.type) {
      case 'SEARCH': {
        const { query } = event as unknown as { query: string };
        // Only spaces: no search, and the box keeps them (the player's keys are never written over).
        if (query.trim() === '') return { state: at('idle', { query }), value: 'idle', context: { query, results: [] } };
        // Each keystroke waits the whole debounce again.
        return { state: at('debouncing', { query }), value: 'debouncing', context: { query }, timers: ['debounce'] };
      }
      case 'RETRY':
        return model.at === 'failed'
          ? { state: at('searching'), value: 'searching', invokes: [search(model.query.trim())] }
          : { state: model, value: model.at };
      case 'AVIATOR': {
        const { mobile } = event as unknown as { mobile: boolean };
        if (!['idle', 'results', 'failed'].includes(model.at)) return { state: model, value: model.at };
        return { state: at('findingAviator', { mobile }), value: 'findingAviator', invokes: [search('Aviator')], context: { mobile } };
      }
      case 'xstate.done.actor.searchGames': {
        const results = (event as unknown as { output: unknown[] }).output;
        return { state: at('results'), value: 'results', context: { results } };
      }
      case 'xstate.error.actor.searchGames':
        return { state: at('failed'), value: 'failed' };
      case 'xstate.done.actor.findAviator': {
        const [first] = (event as unknown as { output: unknown[] }).output;
        return {
          state: at('idle'),
          value: 'idle',
          effects: first
            ? [sent('dialogs', { type: 'OPEN.GAME', game: first, mobile: model.mobile }), sent('mobileNav', { type: 'CLOSE' })]
            : [{ type: 'showNotFound' }],
        };
      }
      case 'xstate.error.actor.findAviator':
        return {
          state: at('idle'),
          value: 'idle',
          effects: [{ type: 'showFailure', params: { error: (event as unknown as { error: unknown }).error } }],
        };
      default:
        if (event.type.startsWith('xstate.after.'))
          return model.at !== 'debouncing'
            ? { state: model, value: model.at }
            : { state: at('searching'), value: 'searching', invokes: [search(model.query.trim())] };
        throw new Error(`the game search model has no rule for ${event.type}`);
    }
  },
});

export const gameSearchModel = defineModel({
  id: 'gameSearch',
  machine: gameSearchMachine,
  inputs: [{ name: 'closed', input: undefined }],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.debounce.gameSearch.debouncing' } as never,
    // Typed with a space after it: kept as typed, searched trimmed.
    { type: 'SEARCH', query: 'avi ' },
    { type: 'SEARCH', query: '' },
    // Only spaces: as good as emptied.
    { type: 'SEARCH', query: '  ' },
    { type: 'RETRY' },
    { type: 'AVIATOR', mobile: true },
    { type: 'xstate.done.actor.searchGames', output: [aviator] } as never,
    { type: 'xstate.error.actor.searchGames', error: networkError } as never,
    { type: 'xstate.done.actor.findAviator', output: [aviator] } as never,
    { type: 'xstate.done.actor.findAviator', output: [] } as never,
    { type: 'xstate.error.actor.findAviator', error: networkError } as never,
  ],
  project: () => null,
  oracle,
  // The dialogs, which open a found game, and the phone's menu, which gives way to it.
  system: { dialogs: {}, mobileNav: {} },
});
