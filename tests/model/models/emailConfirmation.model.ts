import { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';
import { callOutcomes } from './fixtures';

type At = 'waiting' | 'sending' | 'confirming' | 'confirmed';
interface Model {
  at: At;
  email: string;
  code: string;
}
type Answer = { success: boolean; message: string };
/** The e-mail's code: six digits; whatever else is typed is dropped. */
const sixDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/**
 * Issue 34 (unshown by the spec, designed as its phone codes are): the code
 * of the e-mail's link is checked as soon as the dialog opens; a typed code
 * is checked once it has six digits; a confirmed address is told to the
 * session and the dialog says so until closed; a refused code is cleared;
 * 'Send the link again' clears the code box once a new e-mail is on its way;
 * the server's message shows after every answer, a failure says so.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { email, code } = input as { email: string; code?: string | null };
    const clean = sixDigits(code ?? '');
    const model: Model = { at: clean.length === 6 ? 'confirming' : 'waiting', email, code: clean };
    return {
      state: model,
      value: model.at,
      invokes: model.at === 'confirming' ? [check(model)] : [],
      context: { email, code: clean },
    };
  },
  step(model, event) {
    const expect = (
      next: Model,
      extra: { effects?: Array<{ type: string; params?: unknown }>; invokes?: Array<{ src: string; input?: unknown }> } = {},
    ) => ({ state: next, value: next.at, ...extra, context: { email: next.email, code: next.code } });
    const answer = () => (event as unknown as { output: Answer }).output;
    const failure = () => ({ type: 'showFailure', params: { error: (event as unknown as { error: unknown }).error } });
    switch (event.type) {
      case 'CHANGE.CODE':
        return model.at === 'waiting' ? expect({ ...model, code: sixDigits((event as unknown as { code: string }).code) }) : expect(model);
      case 'CONFIRM':
        return model.at === 'waiting' && model.code.length === 6
          ? expect({ ...model, at: 'confirming' }, { invokes: [check(model)] })
          : expect(model);
      case 'SEND':
        return model.at === 'waiting' ? expect({ ...model, at: 'sending' }, { invokes: [{ src: 'sendLink' }] }) : expect(model);
      case 'xstate.done.actor.sendLink': {
        const { success, message } = answer();
        return success
          ? expect({ ...model, at: 'waiting', code: '' }, { effects: [{ type: 'showSuccess', params: { message } }] })
          : expect({ ...model, at: 'waiting' }, { effects: [{ type: 'showRefusal', params: { message } }] });
      }
      case 'xstate.error.actor.sendLink':
        return expect({ ...model, at: 'waiting' }, { effects: [failure()] });
      case 'xstate.done.actor.confirmCode': {
        const { success, message } = answer();
        return success
          ? expect(
              { ...model, at: 'confirmed' },
              { effects: [sent('session', { type: 'EMAIL.CONFIRMED' }), { type: 'showSuccess', params: { message } }] },
            )
          : expect({ ...model, at: 'waiting', code: '' }, { effects: [{ type: 'showRefusal', params: { message } }] });
      }
      case 'xstate.error.actor.confirmCode':
        return expect({ ...model, at: 'waiting' }, { effects: [failure()] });
      default:
        throw new Error(`the e-mail confirmation model has no rule for ${event.type}`);
    }
  },
});
const check = (model: Model) => ({ src: 'confirmCode', input: { code: model.code } });

export const emailConfirmationModel = defineModel({
  id: 'emailConfirmation',
  machine: emailConfirmationMachine,
  // A new e-mail on its way, or a code being checked (also at once, from the link): the form waits.
  tags: { busy: ['emailConfirmation.sending', 'emailConfirmation.confirming'] },
  inputs: [
    { name: 'from the account page', input: { email: 'demo@example.com' } },
    { name: "from the e-mail's link", input: { email: 'demo@example.com', code: '123456' } },
    // A link whose code was cut short is not sent: the player types the code.
    { name: 'from a link with a cut code', input: { email: 'demo@example.com', code: '1234' } },
  ],
  events: [
    { type: 'CHANGE.CODE', code: '123456' },
    { type: 'CHANGE.CODE', code: '12' },
    // Spaces and a dash, as an e-mail client may show it: only the digits stay.
    { type: 'CHANGE.CODE', code: '123 456' },
    // Seven digits: the sixth is the last kept.
    { type: 'CHANGE.CODE', code: '1234567' },
    { type: 'CONFIRM' },
    { type: 'SEND' },
    ...callOutcomes('sendLink'),
    ...callOutcomes('confirmCode'),
  ],
  simplePaths: false,
  oracle,
  finals: ['confirmed'],
  // The session, which it tells the confirmed address.
  system: { session: {} },
});
