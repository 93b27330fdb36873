import { accountProfileMachine } from '../../../machines/accountProfile.machine';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

type At = 'loading' | 'shown' | 'failed';
const fetching = { src: 'fetchProfile' };

/** The account page: the profile is loaded each time, shown as answered, or a failure offers Try again, which asks again. */
const oracle = defineOracle<{ at: At }>({
  start: () => ({ state: { at: 'loading' }, value: 'loading', invokes: [fetching], context: { profile: null } }),
  step({ at }, event) {
    switch (event.type) {
      case 'xstate.done.actor.fetchProfile': {
        const profile = (event as unknown as { output: unknown }).output;
        return { state: { at: 'shown' }, value: 'shown', context: { profile } };
      }
      case 'xstate.error.actor.fetchProfile':
        return { state: { at: 'failed' }, value: 'failed', context: { profile: null } };
      case 'RETRY':
        return at === 'failed' ? { state: { at: 'loading' }, value: 'loading', invokes: [fetching] } : { state: { at }, value: at };
      default:
        throw new Error(`the account profile model has no rule for ${event.type}`);
    }
  },
});

export const accountProfileModel = defineModel({
  id: 'accountProfile',
  machine: accountProfileMachine,
  inputs: [{ name: 'a player', input: undefined }],
  events: [
    { type: 'RETRY' },
    {
      type: 'xstate.done.actor.fetchProfile',
      output: {
        username: 'demo',
        usercode: '1000001',
        name: 'Deniz',
        surname: 'Yılmaz',
        email: 'demo@example.com',
        phone: '905551234567',
        smsVerified: true,
        birthDate: '1990-01-01',
        country: 'Türkiye',
        createdAt: '2026-01-01T10:00:00Z',
      },
    } as never,
    { type: 'xstate.error.actor.fetchProfile', error: networkError } as never,
  ],
  oracle,
});
