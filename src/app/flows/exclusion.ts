import { fromPromise } from 'xstate';
import { choiceNeedsPassword, exclusionMachine, type ExclusionChoice } from '../../../machines/exclusion.machine';
import { failureToast, refusalToast } from '../effects';
import type { Services } from '../services';

const call = ({ api }: Services, choice: ExclusionChoice, password: string) =>
  choice.kind === 'timeout'
    ? api.call('takeTimeout', choiceNeedsPassword(choice) ? { days: choice.days, password } : { days: choice.days })
    : api.call('selfExclude', { months: choice.months, password });

/**
 * A time-out or self-exclusion confirmed in its dialog (issue 8). The server
 * has revoked every session of the player by the time it answers; the
 * page's own session ends here, and its message (until when) is said once
 * after the reload, as for a logout the hub commands.
 */
export const createFlow = (services: Services) =>
  exclusionMachine.provide({
    actors: { exclude: fromPromise(({ input }) => call(services, input.choice, input.password)) },
    actions: {
      showRefusal: refusalToast('exclusion-refused'),
      showFailure: failureToast('exclusion-failed'),
    },
  });
