import { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const ok = { success: true, message: 'Tamam' };
const no = { success: false, message: 'Kod hatalı.' };

export const phoneVerificationModel = defineModel({
  id: 'phoneVerification',
  machine: phoneVerificationMachine,
  inputs: [
    { name: 'not verified', input: { phone: '905551234567', smsVerified: false } },
    { name: 'verified', input: { phone: '905551234567', smsVerified: true } },
  ],
  events: [
    { type: 'CHANGE.PHONE', digits: '5559876543' },
    { type: 'CHANGE.PHONE', digits: '555' },
    { type: 'CHANGE.CODE', code: '123456' },
    { type: 'SEND' },
    { type: 'VERIFY' },
    { type: 'UPDATE_NUMBER' },
    { type: 'RESEND' },
    // The countdown child is stubbed in path replays; its message is sent as it would send it.
    { type: 'COUNTDOWN.READY' },
    { type: 'xstate.done.actor.requestCode', output: ok } as never,
    { type: 'xstate.done.actor.requestCode', output: no } as never,
    { type: 'xstate.error.actor.requestCode', error: networkError } as never,
    { type: 'xstate.done.actor.confirmCode', output: ok } as never,
    { type: 'xstate.done.actor.confirmCode', output: no } as never,
    { type: 'xstate.error.actor.confirmCode', error: networkError } as never,
    { type: 'xstate.done.actor.resendCode', output: ok } as never,
    { type: 'xstate.done.actor.resendCode', output: no } as never,
    { type: 'xstate.error.actor.resendCode', error: networkError } as never,
  ],
  simplePaths: false,
});
