import { homeMachine } from '../../../machines/home.machine';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

type Region = 'winners' | 'sections' | 'promotions' | 'player';
type Model = Record<Region, string>;
/** Each region: its call, the context it fills and the retry event that asks again. */
const REGIONS: Record<Region, { src: string; holds: string; retry: string }> = {
  winners: { src: 'fetchWinners', holds: 'winners', retry: 'RETRY.WINNERS' },
  sections: { src: 'fetchSections', holds: 'sections', retry: 'RETRY.SECTIONS' },
  promotions: { src: 'fetchPromotions', holds: 'promotions', retry: 'RETRY.PROMOTIONS' },
  player: { src: 'fetchPlayerGames', holds: 'playerGames', retry: 'RETRY.PLAYER' },
};
const regions = Object.keys(REGIONS) as Region[];

/**
 * The home page: top winners, lobby sections, promotions and a player's own
 * games load side by side; each one's failure leaves the others and offers
 * its own Try again; a visitor has no games of their own (no call).
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const player = (input as { player?: boolean }).player ?? false;
    const model: Model = { winners: 'loading', sections: 'loading', promotions: 'loading', player: player ? 'loading' : 'visitor' };
    return { state: model, value: model, invokes: regions.filter((r) => model[r] === 'loading').map((r) => ({ src: REGIONS[r].src })) };
  },
  step(model, event) {
    for (const region of regions) {
      const { src, holds, retry } = REGIONS[region];
      if (event.type === `xstate.done.actor.${src}`) {
        const next = { ...model, [region]: 'ready' };
        return { state: next, value: next, context: { [holds]: (event as unknown as { output: unknown }).output } };
      }
      if (event.type === `xstate.error.actor.${src}`) {
        const next = { ...model, [region]: 'failed' };
        return { state: next, value: next };
      }
      if (event.type === retry) {
        if (model[region] !== 'failed') return { state: model, value: model };
        const next = { ...model, [region]: 'loading' };
        return { state: next, value: next, invokes: [{ src }] };
      }
    }
    throw new Error(`the home model has no rule for ${event.type}`);
  },
});

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
  oracle,
  simplePaths: false,
});
