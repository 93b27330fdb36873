import { fromPromise } from 'xstate';
import { realityCheckMachine } from '../../../machines/realityCheck.machine';
import { RESPONSIBLE_GAMING_ROUTE } from '../../routes';
import { dataOf } from '../effects';
import type { Services } from '../services';

/**
 * The reality check of a logged-in player (issue 8). Both figures come from
 * customer/limits: the interval, and this session's start and net result.
 * Time played is counted from the session's start, so a reload does not set
 * it back to zero.
 */
export const createFlow = (services: Services) =>
  realityCheckMachine.provide({
    actors: {
      fetchInterval: fromPromise(async () => (await dataOf(services, 'limits')).realityCheckMinutes),
      fetchSummary: fromPromise(async () => {
        const { session } = await dataOf(services, 'limits');
        return { startedAt: session.startedAt, net: session.net, readAt: services.clock.now() };
      }),
    },
    actions: {
      // The limits page (the machine has closed any dialog over it).
      openLimits: () => services.page.navigate(RESPONSIBLE_GAMING_ROUTE),
    },
  });
