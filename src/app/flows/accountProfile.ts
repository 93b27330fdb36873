import { fromPromise } from 'xstate';
import { accountProfileMachine } from '../../../machines/accountProfile.machine';
import { dataOf } from '../effects';
import type { Services } from '../services';

export const createAccountProfileFlow = (services: Services) =>
  accountProfileMachine.provide({ actors: { fetchProfile: fromPromise(() => dataOf(services, 'profile')) } });
