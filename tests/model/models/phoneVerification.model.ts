import { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import { defineModel } from '../model';
import { callOutcomes } from './fixtures';

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
    ...callOutcomes('requestCode'),
    ...callOutcomes('confirmCode'),
    ...callOutcomes('resendCode'),
  ],
  simplePaths: false,
});
