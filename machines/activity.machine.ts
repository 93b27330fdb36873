import { assign, fromPromise, setup } from 'xstate';
import { acceptedData, refused } from './answers';
import { apiErrorMessageKey, type ApiErrorMessageKey } from '../contract/errors';
import type { PlayerActivity } from '../contract/responsibleGaming';
import type { ApiResponse } from '../contract/schemaBlocks';

/** What the page says when the statement cannot be shown: the server's words (a refusal) or ours for the kind of failure. */
export type ActivityNotice = { key: ApiErrorMessageKey } | { text: string };

/** RETRY: the player's Try again. REFRESH: the limits editor saved a limit, so the statement reads the limits afresh. */
export type ActivityEvent = { type: 'RETRY' } | { type: 'REFRESH' };

interface Context {
  activity: PlayerActivity | null;
  notice: ActivityNotice | null;
}

/**
 * The activity statement on the responsible-gaming page (issue 33, item 8):
 * the last 30 days' deposits, withdrawals, net result and time played, and
 * the limits they are measured against (GET customer/activity). It loads
 * with the page; a refusal or a failed call (offline, or an answer that does
 * not match the contract) says why and offers Try again, so the page is never
 * left blank. The limits editor beside it says REFRESH when a limit is saved. The figures are the server's: nothing here adds them up.
 *
 * Supplied by src/: actor fetchActivity (the call's whole answer).
 */
export const activityMachine = setup({
  types: {} as { context: Context; events: ActivityEvent },
  actors: {
    fetchActivity: fromPromise<ApiResponse<PlayerActivity>>(async () => {
      throw new Error('fetchActivity is supplied by src/app');
    }),
  },
  guards: { refused },
  actions: {
    keep: assign((_, activity: PlayerActivity) => ({ activity, notice: null })),
    refuse: assign((_, { message }: { message: string }) => ({ notice: { text: message } })),
    fail: assign((_, { error }: { error: unknown }) => ({ notice: { key: apiErrorMessageKey(error) } })),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'activity',
  description: 'The last 30 days against the limits: a chart and its summary in words.',
  context: { activity: null, notice: null },
  // A limit saved on the page: read again whatever is shown, so the statement measures against the limit now in force.
  on: { REFRESH: { target: '.loading', reenter: true, actions: 'clearNotice' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchActivity',
        src: 'fetchActivity',
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'failed',
            actions: { type: 'refuse', params: ({ event }) => ({ message: event.output.message }) },
          },
          { target: 'loaded', actions: { type: 'keep', params: ({ event }) => acceptedData(event.output) } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'Why the statement is not shown, and Try again.',
      on: { RETRY: { target: 'loading', actions: 'clearNotice' } },
    },
    loaded: {
      description: 'The chart and the summary.',
    },
  },
});
