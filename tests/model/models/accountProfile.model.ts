import { accountProfileMachine } from '../../../machines/accountProfile.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

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
});
