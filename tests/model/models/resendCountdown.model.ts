import { createActor, createMachine } from 'xstate';
import { resendCountdownMachine } from '../../../machines/resendCountdown.machine';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';

const SECONDS = 3;
/** The phone flow that owns a countdown: told when resending becomes possible. */
const owner = createActor(createMachine({ id: 'phoneFlow' }), { id: 'phoneFlow' }).start();

/**
 * Spec section 9, 'Resend countdown 60 s' (3 s here): it counts down a second
 * at a time from the full length, the player may resend only at zero, and
 * resending starts the full count again. The flow that owns it, if any, is
 * told each time resending becomes possible.
 */
const oracle = defineOracle<{ remaining: number; owned: boolean }>({
  start: (input) => {
    const owned = Boolean((input as { notify?: unknown }).notify);
    return {
      state: { remaining: SECONDS, owned },
      value: 'counting',
      context: { remaining: SECONDS, total: SECONDS, ...(owned ? {} : { notify: null }) },
    };
  },
  step({ remaining, owned }, event) {
    if (event.type.startsWith('xstate.after.')) {
      if (remaining === 0) return { state: { remaining, owned }, value: 'ready', context: { remaining } };
      const left = remaining - 1;
      const told = left === 0 && owned ? [sent('phoneFlow', { type: 'COUNTDOWN.READY' })] : [];
      return { state: { remaining: left, owned }, value: left > 0 ? 'counting' : 'ready', effects: told, context: { remaining: left } };
    }
    if (event.type === 'RESEND') {
      if (remaining > 0) return { state: { remaining, owned }, value: 'counting', context: { remaining } };
      return { state: { remaining: SECONDS, owned }, value: 'counting', context: { remaining: SECONDS } };
    }
    throw new Error(`the resend countdown model has no rule for ${event.type}`);
  },
});

export const resendCountdownModel = defineModel({
  id: 'resendCountdown',
  machine: resendCountdownMachine,
  inputs: [
    { name: '3 s countdown', input: { seconds: SECONDS } },
    { name: '3 s countdown of a phone flow', input: { seconds: SECONDS, notify: owner } },
  ],
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
    'resendCountdown.ready': (snapshot) =>
      snapshot.context.remaining === 0 ? undefined : `ready with ${snapshot.context.remaining} s left`,
  },
});
