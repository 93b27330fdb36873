import { claimBonusMachine } from '../../../machines/claimBonus.machine';
import type { AvailableBonus } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { callOutcomes, networkError } from './fixtures';

const welcome: AvailableBonus = {
  id: 1,
  title: 'Hoş Geldin Bonusu',
  description: '<p>100 ₺</p>',
  amount: 100,
  imageUrl: null,
  validUntil: null,
};

interface Model {
  at: 'loading' | 'failed' | 'listing' | 'claiming';
  ids: number[];
  claiming: number | null;
}
const fetching = { src: 'fetchBonuses' };

/**
 * 'Bonuses & Discounts': the list, a claim of a listed bonus only, its
 * answer shown (success reloads the list; a refusal or failure keeps it).
 */
const oracle = defineOracle<Model>({
  start: () => ({
    state: { at: 'loading', ids: [], claiming: null },
    value: 'loading',
    invokes: [fetching],
    context: { bonuses: [], claiming: null },
  }),
  step(model, event) {
    const same = { state: model, value: model.at };
    const answered = (at: Model['at'], effect: { type: string; params: unknown }) => ({
      state: { ...model, at, claiming: null },
      value: at,
      effects: [effect],
      invokes: at === 'loading' ? [fetching] : [],
      context: { claiming: null },
    });
    switch (event.type) {
      case 'xstate.done.actor.fetchBonuses': {
        const bonuses = (event as unknown as { output: Array<{ id: number }> }).output;
        return { state: { ...model, at: 'listing', ids: bonuses.map((b) => b.id) }, value: 'listing', context: { bonuses } };
      }
      case 'xstate.error.actor.fetchBonuses':
        return { state: { ...model, at: 'failed' }, value: 'failed' };
      case 'RETRY':
        return model.at === 'failed' ? { state: { ...model, at: 'loading' }, value: 'loading', invokes: [fetching] } : same;
      case 'CLAIM': {
        const { id } = event as unknown as { id: number };
        if (model.at !== 'listing' || !model.ids.includes(id)) return same;
        return {
          state: { ...model, at: 'claiming', claiming: id },
          value: 'claiming',
          invokes: [{ src: 'claimBonus', input: { id } }],
          context: { claiming: id },
        };
      }
      case 'xstate.done.actor.claimBonus': {
        const { success, message } = (event as unknown as { output: { success: boolean; message: string } }).output;
        return success
          ? answered('loading', { type: 'showClaimed', params: { message } })
          : answered('listing', { type: 'showRefusal', params: { message } });
      }
      case 'xstate.error.actor.claimBonus':
        return answered('listing', { type: 'showFailure', params: { error: (event as unknown as { error: unknown }).error } });
      default:
        throw new Error(`the claim bonus model has no rule for ${event.type}`);
    }
  },
});

export const claimBonusModel = defineModel({
  id: 'claimBonus',
  machine: claimBonusMachine,
  inputs: [{ name: 'player', input: undefined }],
  events: [
    // Two offers: claiming one is claiming that one, whatever else is listed.
    { type: 'xstate.done.actor.fetchBonuses', output: [welcome, { ...welcome, id: 2, title: 'Kayıp Bonusu' }] } as never,
    { type: 'xstate.error.actor.fetchBonuses', error: networkError } as never,
    { type: 'RETRY' },
    { type: 'CLAIM', id: 1 },
    { type: 'CLAIM', id: 9 },
    ...callOutcomes('claimBonus', 'Bu bonusu zaten aldınız.'),
  ],
  project: (snapshot) => snapshot.context.bonuses.length,
  oracle,
});
