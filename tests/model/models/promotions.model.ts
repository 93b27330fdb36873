import { promotionsMachine } from '../../../machines/promotions.machine';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

const promotion = {
  id: 1,
  images: ['/media/promo/a.svg', '/media/promo-wide/a.svg'],
  title: 'Hoş Geldin Bonusu',
  description: '<p>%100</p>',
};

interface Model {
  at: 'loading' | 'failed' | 'browsing' | 'reading';
  count: number;
}
const fetching = { src: 'fetchPromotions' };
const valueOf = (at: Model['at']) => (at === 'browsing' || at === 'reading' ? { shown: at } : at);

/** Spec section 2 'Other': the cards, then one promotion's detail (only one that exists); a failure offers Try again. */
const oracle = defineOracle<Model>({
  start: () => ({ state: { at: 'loading', count: 0 }, value: 'loading', invokes: [fetching], context: { promotions: [], selected: null } }),
  step(model, event) {
    const same = { state: model, value: valueOf(model.at) };
    switch (event.type) {
      case 'xstate.done.actor.fetchPromotions': {
        const promotions = (event as unknown as { output: unknown[] }).output;
        return { state: { at: 'browsing', count: promotions.length }, value: valueOf('browsing'), context: { promotions } };
      }
      case 'xstate.error.actor.fetchPromotions':
        return { state: { ...model, at: 'failed' }, value: 'failed' };
      case 'RETRY':
        return model.at === 'failed' ? { state: { ...model, at: 'loading' }, value: 'loading', invokes: [fetching] } : same;
      case 'OPEN': {
        const index = (event as unknown as { index: number }).index;
        if (model.at !== 'browsing' || index < 0 || index >= model.count) return same;
        return { state: { ...model, at: 'reading' }, value: valueOf('reading'), context: { selected: index } };
      }
      case 'CLOSE':
        return model.at === 'reading'
          ? { state: { ...model, at: 'browsing' }, value: valueOf('browsing'), context: { selected: null } }
          : same;
      default:
        throw new Error(`the promotions model has no rule for ${event.type}`);
    }
  },
});

export const promotionsModel = defineModel({
  id: 'promotions',
  machine: promotionsMachine,
  inputs: [{ name: 'the page', input: undefined }],
  events: [
    { type: 'RETRY' },
    { type: 'OPEN', index: 0 },
    { type: 'OPEN', index: 5 },
    // Just past the last card, and before the first: no card there either.
    { type: 'OPEN', index: 1 },
    { type: 'OPEN', index: -1 },
    { type: 'CLOSE' },
    { type: 'xstate.done.actor.fetchPromotions', output: [promotion] } as never,
    { type: 'xstate.error.actor.fetchPromotions', error: networkError } as never,
  ],
  oracle,
});
