import { assign, fromPromise, setup } from 'xstate';
import type { CustomerProfile } from '../contract/schemas';

/**
 * /dashboard/account: the player's details (customer/profile), loaded each
 * time the page is shown so a verified phone or a new balance shows at once;
 * a failure says so and offers Try again. The balance itself comes from the
 * session, which polls it.
 *
 * Supplied by src/: actor fetchProfile.
 */
export const accountProfileMachine = setup({
  types: {} as {
    context: { profile: CustomerProfile | null };
    events: { type: 'RETRY' };
  },
  actors: {
    fetchProfile: fromPromise<CustomerProfile>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  actions: { setProfile: assign((_, profile: CustomerProfile) => ({ profile })) },
}).createMachine({
  id: 'accountProfile',
  description: "The player's account details on /dashboard/account.",
  context: { profile: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: { target: 'shown', actions: { type: 'setProfile', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    shown: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
