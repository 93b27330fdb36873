import { phoneValidationMachine } from '../../../machines/phoneValidation.machine';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';
import { callOutcomes } from './fixtures';

type At = 'phone' | 'sending' | 'code' | 'validating' | 'verified';
interface Model {
  at: At;
  digits: string;
  code: string;
  locked: boolean;
}
type Answer = { success: boolean; message: string };
/** Spec section 5: the phone's 10 digits after 90; a 6-digit code. */
const digitsOnly = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/**
 * Spec sections 2, 4 and 8, variant 1 and registration's phone step: step 1
 * sends '90' and the 10 digits (at once when registration asks, with the
 * phone locked); success enables the code; step 2 sends the phone and the
 * 6-digit code; success verifies that phone; a refused code is cleared;
 * 'Change Phone Number' returns to step 1, unlocked, the code cleared.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { digits = '', locked = false, sendAtOnce = false } = input as { digits?: string; locked?: boolean; sendAtOnce?: boolean };
    const clean = digitsOnly(digits, 10);
    const model: Model = { at: sendAtOnce && clean.length === 10 ? 'sending' : 'phone', digits: clean, code: '', locked };
    return {
      state: model,
      value: model.at,
      invokes: model.at === 'sending' ? [request(model)] : [],
      context: { digits: clean, code: '', locked },
    };
  },
  step(model, event) {
    const expect = (
      next: Model,
      extra: { effects?: Array<{ type: string; params?: unknown }>; invokes?: Array<{ src: string; input?: unknown }> } = {},
    ) => ({
      state: next,
      value: next.at,
      ...extra,
      context: { digits: next.digits, code: next.code, locked: next.locked },
    });
    const answer = () => (event as unknown as { output: Answer }).output;
    const failure = () => ({ type: 'showFailure', params: { error: (event as unknown as { error: unknown }).error } });
    switch (event.type) {
      case 'CHANGE.PHONE':
        return model.at === 'phone' && !model.locked
          ? expect({ ...model, digits: digitsOnly((event as unknown as { digits: string }).digits, 10) })
          : expect(model);
      case 'SEND':
        return model.at === 'phone' && model.digits.length === 10
          ? expect({ ...model, at: 'sending' }, { invokes: [request(model)] })
          : expect(model);
      case 'xstate.done.actor.requestCode': {
        const { success, message } = answer();
        return success
          ? expect({ ...model, at: 'code' }, { effects: [{ type: 'showSuccess', params: { message } }] })
          : expect({ ...model, at: 'phone' }, { effects: [{ type: 'showRefusal', params: { message } }] });
      }
      case 'xstate.error.actor.requestCode':
        return expect({ ...model, at: 'phone' }, { effects: [failure()] });
      case 'CHANGE.CODE':
        return model.at === 'code' ? expect({ ...model, code: digitsOnly((event as unknown as { code: string }).code, 6) }) : expect(model);
      case 'VALIDATE':
        if (model.at !== 'code' || model.code.length !== 6) return expect(model);
        return expect(
          { ...model, at: 'validating' },
          { invokes: [{ src: 'confirmCode', input: { step: 2, phone: `90${model.digits}`, code: model.code } }] },
        );
      case 'CHANGE_NUMBER':
        return model.at === 'code' ? expect({ ...model, at: 'phone', locked: false, code: '' }) : expect(model);
      case 'xstate.done.actor.confirmCode': {
        const { success, message } = answer();
        if (success)
          return {
            ...expect(
              { ...model, at: 'verified' },
              {
                effects: [
                  sent('session', { type: 'PHONE.VERIFIED', phone: `90${model.digits}` }),
                  { type: 'showSuccess', params: { message: message } },
                ],
              },
            ),
            output: { phone: `90${model.digits}` },
          };
        return expect({ ...model, at: 'code', code: '' }, { effects: [{ type: 'showRefusal', params: { message } }] });
      }
      case 'xstate.error.actor.confirmCode':
        return expect({ ...model, at: 'code' }, { effects: [failure()] });
      default:
        throw new Error(`the phone validation model has no rule for ${event.type}`);
    }
  },
});
const request = (model: Model) => ({ src: 'requestCode', input: { step: 1, phone: `90${model.digits}` } });

export const phoneValidationModel = defineModel({
  id: 'phoneValidation',
  machine: phoneValidationMachine,
  // Asking for a code (also at once, on opening: `starting` passes straight on) or checking one: the form waits.
  tags: { busy: ['phoneValidation.sending', 'phoneValidation.validating'] },
  inputs: [
    { name: 'dialog, no phone yet', input: {} },
    { name: 'registration with trial bonus', input: { digits: '5551234567', locked: true, sendAtOnce: true } },
    // A dialog that knows the phone, not asked to send it at once.
    { name: 'dialog with the phone known', input: { digits: '5551234567' } },
    // A phone that is not complete is not sent at once, even when asked.
    { name: 'asked to send an incomplete phone', input: { digits: '555', locked: false, sendAtOnce: true } },
  ],
  events: [
    { type: 'CHANGE.PHONE', digits: '5551234567' },
    { type: 'CHANGE.PHONE', digits: '555' },
    // Typed with brackets and spaces: only the digits stay.
    { type: 'CHANGE.PHONE', digits: '(555) 123 45 67' },
    // Eleven digits: the tenth is the last kept.
    { type: 'CHANGE.PHONE', digits: '55512345678' },
    { type: 'CHANGE.CODE', code: '123456' },
    { type: 'CHANGE.CODE', code: '12' },
    // Seven digits: the sixth is the last kept.
    { type: 'CHANGE.CODE', code: '1234567' },
    { type: 'SEND' },
    { type: 'VALIDATE' },
    { type: 'CHANGE_NUMBER' },
    ...callOutcomes('requestCode'),
    ...callOutcomes('confirmCode'),
  ],
  simplePaths: false,
  oracle,
  finals: ['verified'],
  // The session, which it tells the verified phone.
  system: { session: {} },
});
