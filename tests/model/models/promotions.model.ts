import { promotionsMachine } from '../../../machines/promotions.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const promotion = { id: 1, images: ['/media/promo/a.svg', '/media/promo-wide/a.svg'], title: 'Hoş Geldin Bonusu', description: '<p>%100</p>' };

export const promotionsModel = defineModel({
  id: 'promotions',
  machine: promotionsMachine,
  inputs: [{ name: 'the page', input: undefined }],
  events: [
    { type: 'RETRY' },
    { type: 'OPEN', index: 0 },
    { type: 'OPEN', index: 5 },
    { type: 'CLOSE' },
    { type: 'xstate.done.actor.fetchPromotions', output: [promotion] } as never,
    { type: 'xstate.error.actor.fetchPromotions', error: networkError } as never,
  ],
});
