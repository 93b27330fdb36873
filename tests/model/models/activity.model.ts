import { activityMachine } from '../../../machines/activity.machine';
import { ApiError } from '../../../contract/errors';
import { ACTIVITY_DAYS, type PlayerActivity } from '../../../contract/responsibleGaming';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

const figures = { deposits: 0, withdrawals: 0, net: 0, playSeconds: 0 };
const statement: PlayerActivity = {
  days: Array.from({ length: ACTIVITY_DAYS }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    ...figures,
    deposits: i === ACTIVITY_DAYS - 1 ? 1250 : 0,
  })),
  periods: {
    day: { from: '2026-11-30', ...figures, deposits: 1250 },
    week: { from: '2026-11-30', ...figures, deposits: 1250 },
    month: { from: '2026-11-01', ...figures, deposits: 1250 },
  },
  limits: [{ kind: 'deposit', period: 'week', amount: 2000 }],
};
/** An answer that does not match the contract: the client refuses it as a contract error, which the page says in its own words. */
const malformed = new ApiError('contract', 'activity', 'response of activity does not match the contract');

type Notice = { key: string } | { text: string };
interface Model {
  at: 'loading' | 'failed' | 'loaded';
  activity: PlayerActivity | null;
  notice: Notice | null;
}
const fetching = { src: 'fetchActivity' };

/**
 * The activity statement (issue 33, item 8): it loads with the page; the
 * server's statement is kept as it came; a refusal says the server's words, a
 * failed call (offline, or an answer that does not match the contract) our own
 * for its kind, and both offer Try again, which loads afresh with the notice
 * gone. A limit saved beside it (REFRESH) reads the statement again, from any state. Never a page with nothing on it: failed always holds a notice.
 */
const oracle = defineOracle<Model>({
  start: () => ({
    state: { at: 'loading', activity: null, notice: null },
    value: 'loading',
    invokes: [fetching],
    context: { activity: null, notice: null },
  }),
  step(model, event) {
    const expect = (next: Model, invokes: Array<{ src: string }> = []) => ({
      state: next,
      value: next.at,
      invokes,
      context: { activity: next.activity, notice: next.notice },
    });
    switch (event.type) {
      case 'xstate.done.actor.fetchActivity': {
        const answer = (event as unknown as { output: { success: boolean; message: string; data?: PlayerActivity } }).output;
        return answer.success
          ? expect({ at: 'loaded', activity: answer.data!, notice: null })
          : expect({ ...model, at: 'failed', notice: { text: answer.message } });
      }
      case 'xstate.error.actor.fetchActivity': {
        const error = (event as unknown as { error: unknown }).error;
        const key =
          error instanceof ApiError && error.kind === 'contract'
            ? 'errors.contract'
            : error instanceof ApiError && error.kind === 'network'
              ? 'errors.network'
              : 'errors.unexpected';
        return expect({ ...model, at: 'failed', notice: { key } });
      }
      case 'RETRY':
        return model.at === 'failed' ? expect({ ...model, at: 'loading', notice: null }, [fetching]) : expect(model);
      case 'REFRESH':
        // A limit was saved beside it: read again from wherever it is, even mid-load (that read may predate the save).
        return expect({ ...model, at: 'loading', notice: null }, [fetching]);
      default:
        throw new Error(`the activity model has no rule for ${event.type}`);
    }
  },
});

export const activityModel = defineModel({
  id: 'activity',
  machine: activityMachine,
  inputs: [{ name: 'the page', input: undefined }],
  events: [
    { type: 'RETRY' },
    { type: 'REFRESH' },
    { type: 'xstate.done.actor.fetchActivity', output: { success: true, message: '', data: statement } } as never,
    { type: 'xstate.done.actor.fetchActivity', output: { success: false, message: 'Oturumunuz sona erdi.' } } as never,
    { type: 'xstate.error.actor.fetchActivity', error: networkError } as never,
    { type: 'xstate.error.actor.fetchActivity', error: malformed } as never,
  ],
  project: (snapshot) => ({
    notice: snapshot.context.notice === null ? null : 'key' in snapshot.context.notice ? snapshot.context.notice.key : 'text',
  }),
  oracle,
  invariants: {
    // Never a blank page: a failure always says something, and a statement is shown only once it came.
    'activity.failed': (snapshot) => (snapshot.context.notice === null ? 'failed without a notice: the page would say nothing' : undefined),
    'activity.loaded': (snapshot) => (snapshot.context.activity === null ? 'loaded without a statement' : undefined),
  },
});
