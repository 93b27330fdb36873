import { resendCountdownMachine } from '../../../machines/resendCountdown.machine';
import { defineModel } from '../model';

// A 3-second countdown walks the same states and transitions as the real
// 60-second one (the guard flips only at the last second) with 4 context
// values instead of 61; tests/unit/resendCountdown.test.ts checks the 60 s.
export const resendCountdownModel = defineModel({
  id: 'resendCountdown',
  machine: resendCountdownMachine,
  inputs: [{ name: '3 s countdown', input: { seconds: 3 } }],
  events: [{ type: 'RESEND' }],
});
