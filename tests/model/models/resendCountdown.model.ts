import { resendCountdownMachine } from '../../../machines/resendCountdown.machine';
import { defineModel, defineOracle } from '../model';

const SECONDS = 3;

/**
 * Spec section 9, 'Resend countdown 60 s' (3 s here): it counts down a second
 * at a time from the full length, the player may resend only at zero, and
 * resending starts the full count again.
 */
const oracle = defineOracle<{ remaining: number }>({
  start: () => ({ state: { remaining: SECONDS }, value: 'counting', context: { remaining: SECONDS, total: SECONDS } }),
  step({ remaining }, event) {
    if (event.type.startsWith('xstate.after.')) {
      if (remaining === 0) return { state: { remaining }, value: 'ready', context: { remaining } };
      const left = remaining - 1;
      return { state: { remaining: left }, value: left > 0 ? 'counting' : 'ready', context: { remaining: left } };
    }
    if (event.type === 'RESEND') {
      if (remaining > 0) return { state: { remaining }, value: 'counting', context: { remaining } };
      return { state: { remaining: SECONDS }, value: 'counting', context: { remaining: SECONDS } };
    }
    throw new Error(`the resend countdown model has no rule for ${event.type}`);
  },
});

export const resendCountdownModel = defineModel({
  id: 'resendCountdown',
  machine: resendCountdownMachine,
  inputs: [{ name: '3 s countdown', input: { seconds: SECONDS } }],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.oneSecond.resendCountdown.counting' } as never,
    { type: 'RESEND' },
  ],
  // Every second of the count is its own state: the model sees each one.
  project: (snapshot) => snapshot.context.remaining,
  coverProjection: true,
  oracle,
  invariants: {
    'resendCountdown.counting': (snapshot) => (snapshot.context.remaining > 0 ? undefined : 'counting with nothing left to count'),
    'resendCountdown.ready': (snapshot) => (snapshot.context.remaining === 0 ? undefined : `ready with ${snapshot.context.remaining} s left`),
  },
});
