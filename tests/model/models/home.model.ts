import { homeMachine } from '../../../machines/home.machine';
import { defineModel, defineOracle } from '../model';
import { aviator, networkError } from './fixtures';

type Region = 'winners' | 'sections' | 'promotions' | 'player';
type Model = Record<Region, string>;
/** Each region: its call, the context it fills and the retry event that asks again. */
const REGIONS: Record<Region, { src: string; input?: unknown; holds: string; retry: string }> = {
  // Spec section 9: the top 40 winners, of games that are not live.
  winners: { src: 'fetchWinners', input: { isLive: false, count: 40 }, holds: 'winners', retry: 'RETRY.WINNERS' },
  // The slots', live casino's and games' pages, twelve games each.
  sections: { src: 'fetchSections', input: { slugs: ['slot', 'live', 'games'], size: 12 }, holds: 'sections', retry: 'RETRY.SECTIONS' },
  promotions: { src: 'fetchPromotions', holds: 'promotions', retry: 'RETRY.PROMOTIONS' },
  player: { src: 'fetchPlayerGames', input: { size: 12 }, holds: 'playerGames', retry: 'RETRY.PLAYER' },
};
/** A region's call as the model expects it started: its actor, with its input where it takes one. */
const invokeOf = (region: Region) => {
  const { src, input } = REGIONS[region];
  return input === undefined ? { src } : { src, input };
};
const regions = Object.keys(REGIONS) as Region[];

/**
 * The home page: top winners, lobby sections, promotions and a player's own
 * games load side by side; each one's failure leaves the others and offers
 * its own Try again; a visitor has no games of their own (no call). A
 * login or logout while the page shows changes only the player's games:
 * they go, and a player's load again (the other sections stay as they are).
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const player = (input as { player?: boolean } | undefined)?.player ?? false;
    const model: Model = { winners: 'loading', sections: 'loading', promotions: 'loading', player: player ? 'loading' : 'visitor' };
    // Nothing is shown before its answer: every list starts empty.
    const context = { player, winners: [], sections: [], promotions: [], playerGames: { recent: [], favourites: [] } };
    return { state: model, value: model, invokes: regions.filter((r) => model[r] === 'loading').map(invokeOf), context };
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
        return { state: next, value: next, invokes: [invokeOf(region)] };
      }
    }
    if (event.type === 'SESSION.CHANGED') {
      const player = (event as unknown as { loggedIn: boolean }).loggedIn;
      const next = { ...model, player: player ? 'loading' : 'visitor' };
      return {
        state: next,
        value: next,
        invokes: player ? [invokeOf('player')] : [],
        context: { player, playerGames: { recent: [], favourites: [] } },
      };
    }
    throw new Error(`the home model has no rule for ${event.type}`);
  },
});

export const homeModel = defineModel({
  id: 'home',
  machine: homeMachine,
  inputs: [
    // Started without an input (as the app's page slot may): a visitor.
    { name: 'a visitor', input: undefined as never },
    { name: 'a player', input: { player: true } },
  ],
  events: [
    {
      type: 'xstate.done.actor.fetchWinners',
      output: [{ game: 'Aviator', name: 'a***e', image: null, amount: 120.5, currencySymbol: '₺' }],
    } as never,
    { type: 'xstate.error.actor.fetchWinners', error: networkError } as never,
    {
      type: 'xstate.done.actor.fetchSections',
      output: [{ title: 'casino.pageTitle.slot', url: '/casino/slot', games: [aviator] }],
    } as never,
    { type: 'xstate.error.actor.fetchSections', error: networkError } as never,
    {
      type: 'xstate.done.actor.fetchPromotions',
      output: [{ id: 1, title: 'Hoş geldin bonusu', images: ['/media/promotion/1.svg'] }],
    } as never,
    { type: 'xstate.error.actor.fetchPromotions', error: networkError } as never,
    { type: 'RETRY.WINNERS' },
    { type: 'RETRY.SECTIONS' },
    { type: 'RETRY.PROMOTIONS' },
    { type: 'xstate.done.actor.fetchPlayerGames', output: { recent: [aviator], favourites: [] } } as never,
    { type: 'xstate.error.actor.fetchPlayerGames', error: networkError } as never,
    { type: 'RETRY.PLAYER' },
    { type: 'SESSION.CHANGED', loggedIn: true },
    { type: 'SESSION.CHANGED', loggedIn: false },
  ],
  project: () => null,
  oracle,
  simplePaths: false,
});
