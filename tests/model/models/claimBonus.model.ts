import { claimBonusMachine } from '../../../machines/claimBonus.machine';
import type { AvailableBonus } from '../../../src/api/schemas';
import { defineModel } from '../model';
import { callOutcomes, networkError } from './fixtures';

const welcome: AvailableBonus = { id: 1, title: 'Hoş Geldin Bonusu', description: '<p>100 ₺</p>', amount: 100, imageUrl: null, validUntil: null };

export const claimBonusModel = defineModel({
  id: 'claimBonus',
  machine: claimBonusMachine,
  inputs: [{ name: 'player', input: undefined }],
  events: [
    { type: 'xstate.done.actor.fetchBonuses', output: [welcome] } as never,
    { type: 'xstate.error.actor.fetchBonuses', error: networkError } as never,
    { type: 'RETRY' },
    { type: 'CLAIM', id: 1 },
    { type: 'CLAIM', id: 9 },
    ...callOutcomes('claimBonus', 'Bu bonusu zaten aldınız.'),
  ],
  project: (snapshot) => snapshot.context.bonuses.length,
});
