import { exclusionMachine } from '../../../machines/exclusion.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const exclusionModel = defineModel({
  id: 'exclusion',
  machine: exclusionMachine,
  inputs: [{ name: 'nothing chosen', input: undefined }],
  events: [
    { type: 'CHOOSE', choice: { kind: 'timeout', days: 1 } },
    { type: 'CHOOSE', choice: { kind: 'selfexclusion', months: 6 } },
    { type: 'CHOOSE', choice: { kind: 'selfexclusion', months: null } },
    { type: 'CHANGE_PASSWORD', value: 'secret1' },
    { type: 'CHANGE_PASSWORD', value: '' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.exclude', output: { success: true, message: 'Molanız başladı.', data: { until: '2026-11-22T10:00:00.000Z' } } } as never,
    { type: 'xstate.done.actor.exclude', output: { success: false, message: 'Şifreniz hatalı.' } } as never,
    { type: 'xstate.error.actor.exclude', error: networkError } as never,
  ],
  project: (snapshot) => ({ choice: snapshot.context.choice?.kind ?? null, password: snapshot.context.password.length > 0 }),
});
