import type { EventObject } from 'xstate';
import { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import { defineModel, defineOracle } from '../model';
import { AN_ACTOR, sent } from '../replay';
import { callOutcomes } from './fixtures';

type Where = 'notVerified' | 'verified' | 'update' | 'sending' | 'entering' | 'verifying' | 'resending';
interface Model {
  at: Where;
  digits: string;
  code: string;
  resendReady: boolean;
}
type Step = EventObject & { digits?: string; code?: string; output?: { success: boolean; message: string }; error?: unknown };

/** Spec section 5: the phone is the mask's ten digits after 90; the code six digits. */
const onlyDigits = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);
const phoneOf = (digits: string) => `90${digits}`;
const IN_CODE_ENTRY: Where[] = ['entering', 'verifying', 'resending'];

/**
 * Spec sections 2 and 4 (phone verification, variant 2): the stored phone is
 * prefilled, Verified when the record says so; Update Number enables the
 * field; Send Code (a full number only) asks for a code (step 1) and, with the
 * server's 'code sent', shows code entry with a 60 s countdown; Verify (six
 * digits) confirms it (step 2): success is Verified and tells the session, a
 * refusal or failure clears the code; Click to resend only after the
 * countdown, which starts again with the new code.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { phone, smsVerified } = input as { phone: string; smsVerified: boolean };
    const digits = onlyDigits(phone.startsWith('90') ? phone.slice(2) : phone, 10);
    const at: Where = smsVerified && digits.length === 10 ? 'verified' : 'notVerified';
    return { state: { at, digits, code: '', resendReady: false }, value: at };
  },
  step(model, event: Step) {
    const valueOf = (at: Where) => (IN_CODE_ENTRY.includes(at) ? { verificationCode: at } : at);
    const go = (next: Model, extra: object = {}) => ({
      state: next,
      value: valueOf(next.at),
      context: { digits: next.digits, code: next.code, resendReady: next.resendReady },
      ...extra,
    });
    const stay = () => go(model);
    const sendCode = { src: 'requestCode', input: { step: 1, phone: phoneOf(model.digits) } };
    const answer = event.output;
    switch (event.type) {
      case 'UPDATE_NUMBER':
        return model.at === 'notVerified' || model.at === 'verified' ? go({ ...model, at: 'update' }) : stay();
      case 'CHANGE.PHONE':
        return model.at === 'update' ? go({ ...model, digits: onlyDigits(event.digits!, 10) }) : stay();
      case 'SEND':
        if ((model.at !== 'notVerified' && model.at !== 'update') || model.digits.length !== 10) return stay();
        return go({ ...model, at: 'sending' }, { invokes: [sendCode] });
      case 'CHANGE.CODE':
        return model.at === 'entering' ? go({ ...model, code: onlyDigits(event.code!, 6) }) : stay();
      case 'VERIFY':
        if (model.at !== 'entering' || model.code.length !== 6) return stay();
        return go(
          { ...model, at: 'verifying' },
          { invokes: [{ src: 'confirmCode', input: { step: 2, phone: phoneOf(model.digits), code: model.code } }] },
        );
      case 'RESEND':
        if (model.at !== 'entering' || !model.resendReady) return stay();
        return go({ ...model, at: 'resending' }, { invokes: [sendCode] });
      case 'COUNTDOWN.READY':
        return IN_CODE_ENTRY.includes(model.at) ? go({ ...model, resendReady: true }) : stay();
      case 'xstate.done.actor.requestCode':
        return answer!.success
          ? go(
              { ...model, at: 'entering', resendReady: false },
              {
                effects: [{ type: 'showSuccess', params: { message: answer!.message } }],
                invokes: [{ src: 'countdown', input: { notify: AN_ACTOR } }],
              },
            )
          : go({ ...model, at: 'notVerified' }, { effects: [{ type: 'showRefusal', params: { message: answer!.message } }] });
      case 'xstate.error.actor.requestCode':
        return go({ ...model, at: 'notVerified' }, { effects: [{ type: 'showFailure', params: { error: event.error } }] });
      case 'xstate.done.actor.confirmCode':
        return answer!.success
          ? go(
              { ...model, at: 'verified', code: '' },
              {
                effects: [
                  sent('session', { type: 'PHONE.VERIFIED', phone: phoneOf(model.digits) }),
                  { type: 'showSuccess', params: { message: answer!.message } },
                ],
              },
            )
          : go({ ...model, at: 'entering', code: '' }, { effects: [{ type: 'showRefusal', params: { message: answer!.message } }] });
      case 'xstate.error.actor.confirmCode':
        return go({ ...model, at: 'entering', code: '' }, { effects: [{ type: 'showFailure', params: { error: event.error } }] });
      case 'xstate.done.actor.resendCode':
        return answer!.success
          ? go(
              { ...model, at: 'entering', resendReady: false },
              // A new code: the countdown starts its wait again (spec section 9).
              { effects: [{ type: 'showSuccess', params: { message: answer!.message } }, sent('countdown', { type: 'RESEND' })] },
            )
          : go({ ...model, at: 'entering' }, { effects: [{ type: 'showRefusal', params: { message: answer!.message } }] });
      case 'xstate.error.actor.resendCode':
        return go({ ...model, at: 'entering' }, { effects: [{ type: 'showFailure', params: { error: event.error } }] });
      default:
        throw new Error(`the phone verification model has no rule for ${event.type}`);
    }
  },
});

export const phoneVerificationModel = defineModel({
  id: 'phoneVerification',
  machine: phoneVerificationMachine,
  // A code asked for, checked or asked for again: the form waits.
  tags: {
    busy: ['phoneVerification.sending', 'phoneVerification.verificationCode.verifying', 'phoneVerification.verificationCode.resending'],
  },
  inputs: [
    { name: 'not verified', input: { phone: '905551234567', smsVerified: false } },
    { name: 'verified', input: { phone: '905551234567', smsVerified: true } },
    { name: 'verified, but the stored phone is short', input: { phone: '90555123', smsVerified: true } },
    // Written with spaces and a digit too many: the ten digits after 90 are the number.
    { name: 'a stored phone with spaces and an extra digit', input: { phone: '90 555 123 45 678', smsVerified: false } },
  ],
  events: [
    { type: 'CHANGE.PHONE', digits: '5559876543' },
    { type: 'CHANGE.PHONE', digits: '555' },
    { type: 'CHANGE.PHONE', digits: '(555) 987-65-43 99' },
    { type: 'CHANGE.CODE', code: '123456' },
    { type: 'CHANGE.CODE', code: '12-34' },
    // Seven digits: the sixth is the last kept.
    { type: 'CHANGE.CODE', code: '1234567' },
    { type: 'SEND' },
    { type: 'VERIFY' },
    { type: 'UPDATE_NUMBER' },
    { type: 'RESEND' },
    // The countdown child is stubbed in path replays; its message is sent as it would send it.
    { type: 'COUNTDOWN.READY' },
    ...callOutcomes('requestCode'),
    ...callOutcomes('confirmCode'),
    ...callOutcomes('resendCode'),
  ],
  project: (s) => ({ digits: s.context.digits.length, code: s.context.code.length, resendReady: s.context.resendReady }),
  oracle,
  simplePaths: false,
  // The session, which it tells the verified phone.
  system: { session: {} },
});
