import { fromPromise } from 'xstate';
import { accountProfileMachine } from '../../../machines/accountProfile.machine';
import { dataOf } from '../effects';
import type { Services } from '../services';

export const createFlow = (services: Services) =>
  accountProfileMachine.provide({ actors: { fetchProfile: fromPromise(() => dataOf(services, 'profile')) } });
