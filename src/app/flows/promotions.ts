import { fromPromise } from 'xstate';
import { promotionsMachine } from '../../../machines/promotions.machine';
import { dataOf } from '../effects';
import type { Services } from '../services';

export const createFlow = (services: Services) =>
  promotionsMachine.provide({ actors: { fetchPromotions: fromPromise(() => dataOf(services, 'promotions')) } });
