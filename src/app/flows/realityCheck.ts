import { fromPromise, sendTo } from 'xstate';
import { realityCheckMachine } from '../../../machines/realityCheck.machine';
import type { DialogsEvent } from '../../../machines/dialogs.machine';
import { RESPONSIBLE_GAMING_ROUTE } from '../../routes';
import { actor, tell, dataOf } from '../effects';
import type { Services } from '../services';

const dialogs = ({ system }: { system: unknown }) => actor(system, 'dialogs')!;

/**
 * The reality check of a logged-in player (issue 8). Both figures come from
 * customer/limits: the interval, and this session's start and net result.
 * Time played is counted from the session's start, so a reload does not set
 * it back to zero.
 */
export const createRealityCheckFlow = (services: Services) =>
  realityCheckMachine.provide({
    actors: {
      fetchInterval: fromPromise(async () => (await dataOf(services, 'limits')).realityCheckMinutes),
      fetchSummary: fromPromise(async () => {
        const { session } = await dataOf(services, 'limits');
        return { startedAt: session.startedAt, net: session.net, readAt: services.clock.now() };
      }),
    },
    actions: {
      openDialog: sendTo(dialogs, { type: 'OPEN.REALITY_CHECK' } satisfies DialogsEvent),
      closeDialog: sendTo(dialogs, { type: 'REALITY_CHECK.CLOSE' } satisfies DialogsEvent),
      logOut: sendTo(({ system }) => actor(system, 'session')!, { type: 'LOGOUT' }),
      // The limits page, with nothing over it: a phone's game modal gives way too.
      openLimits: ({ system }) => {
        tell(actor(system, 'dialogs'), { type: 'CLOSE' } satisfies DialogsEvent);
        services.page.navigate(RESPONSIBLE_GAMING_ROUTE);
      },
    },
  });
