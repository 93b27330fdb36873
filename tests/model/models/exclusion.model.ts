import { exclusionMachine } from '../../../machines/exclusion.machine';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';
import { networkError } from './fixtures';

interface Model {
  at: 'confirming' | 'submitting' | 'cancelled' | 'done';
  choice: { kind: string; days?: number };
  password: string;
}

/** Self-exclusion asks for the password, and so does a 30-day time-out (issue 32, L9). */
const needsPassword = (choice: Model['choice']) => choice.kind !== 'timeout' || (choice.days ?? 0) >= 30;

/**
 * Issue 8: nothing happens without the confirmation; self-exclusion (and,
 * since issue 32, a 30-day time-out) also needs the password; the request carries the choice and the password; a
 * refusal clears the password and says why; a failure keeps it; success
 * ends the session with the server's message; cancelling changes nothing.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { choice } = input as { choice: Model['choice'] };
    return { state: { at: 'confirming', choice, password: '' }, value: 'confirming', context: { choice, password: '' } };
  },
  step(model, event) {
    const same = { state: model, value: model.at, context: { password: model.password } };
    switch (event.type) {
      case 'CHANGE_PASSWORD': {
        if (model.at !== 'confirming') return same;
        const password = (event as unknown as { value: string }).value;
        return { state: { ...model, password }, value: 'confirming', context: { password } };
      }
      case 'CONFIRM':
        if (model.at !== 'confirming' || (needsPassword(model.choice) && model.password === '')) return same;
        return {
          state: { ...model, at: 'submitting' },
          value: 'submitting',
          invokes: [{ src: 'exclude', input: { choice: model.choice, password: model.password } }],
        };
      case 'CANCEL':
        return model.at === 'confirming' ? { state: { ...model, at: 'cancelled' }, value: 'cancelled' } : same;
      case 'xstate.done.actor.exclude': {
        const { success, message } = (event as unknown as { output: { success: boolean; message: string } }).output;
        if (success)
          return { state: { ...model, at: 'done' }, value: 'done', effects: [sent('session', { type: 'LOGOUT', reason: message })] };
        return {
          state: { ...model, at: 'confirming', password: '' },
          value: 'confirming',
          effects: [{ type: 'showRefusal', params: { message } }],
          context: { password: '' },
        };
      }
      case 'xstate.error.actor.exclude':
        return {
          state: { ...model, at: 'confirming' },
          value: 'confirming',
          effects: [{ type: 'showFailure', params: { error: (event as unknown as { error: unknown }).error } }],
          context: { password: model.password },
        };
      default:
        throw new Error(`the exclusion model has no rule for ${event.type}`);
    }
  },
});

export const exclusionModel = defineModel({
  id: 'exclusion',
  machine: exclusionMachine,
  inputs: [
    { name: '24-hour time-out', input: { choice: { kind: 'timeout', days: 1 } } },
    { name: '30-day time-out', input: { choice: { kind: 'timeout', days: 30 } } },
    { name: 'six-month self-exclusion', input: { choice: { kind: 'selfexclusion', months: 6 } } },
    { name: 'permanent self-exclusion', input: { choice: { kind: 'selfexclusion', months: null } } },
  ],
  events: [
    { type: 'CHANGE_PASSWORD', value: 'secret1' },
    { type: 'CHANGE_PASSWORD', value: '' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    {
      type: 'xstate.done.actor.exclude',
      output: { success: true, message: 'Molanız başladı.', data: { until: '2026-11-22T10:00:00.000Z' } },
    } as never,
    { type: 'xstate.done.actor.exclude', output: { success: false, message: 'Şifreniz hatalı.' } } as never,
    { type: 'xstate.error.actor.exclude', error: networkError } as never,
  ],
  project: (snapshot) => ({ password: snapshot.context.password.length > 0 }),
  oracle,
  finals: ['cancelled', 'done'],
  // The session, which it ends.
  system: { session: {} },
});
