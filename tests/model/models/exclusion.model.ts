import { exclusionMachine } from '../../../machines/exclusion.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const exclusionModel = defineModel({
  id: 'exclusion',
  machine: exclusionMachine,
  inputs: [
    { name: '24-hour time-out', input: { choice: { kind: 'timeout', days: 1 } } },
    { name: 'six-month self-exclusion', input: { choice: { kind: 'selfexclusion', months: 6 } } },
    { name: 'permanent self-exclusion', input: { choice: { kind: 'selfexclusion', months: null } } },
  ],
  events: [
    { type: 'CHANGE_PASSWORD', value: 'secret1' },
    { type: 'CHANGE_PASSWORD', value: '' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.exclude', output: { success: true, message: 'Molanız başladı.', data: { until: '2026-11-22T10:00:00.000Z' } } } as never,
    { type: 'xstate.done.actor.exclude', output: { success: false, message: 'Şifreniz hatalı.' } } as never,
    { type: 'xstate.error.actor.exclude', error: networkError } as never,
  ],
  project: (snapshot) => ({ password: snapshot.context.password.length > 0 }),
});
