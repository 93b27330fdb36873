import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';

/** Spec section 9: 'Resend countdown 60 s'. */
export const RESEND_COUNTDOWN_SECONDS = 60;

export interface ResendCountdownInput {
  /** Length of the countdown; the product uses 60 s, tests may use less. */
  seconds?: number;
  /** Told `COUNTDOWN.READY` when resending becomes available (the phone flow that owns it). */
  notify?: AnyActorRef;
}

/**
 * 'Resend code in …' after an SMS code is sent (phone verification, variant 2).
 * A pure timer: the owner of the phone flow hears COUNTDOWN.READY, sends the
 * new code and then sends RESEND here, so a failed resend can be handled where
 * the request lives.
 */
export const resendCountdownMachine = setup({
  types: {} as {
    context: { remaining: number; total: number; notify: AnyActorRef | null };
    input: ResendCountdownInput;
    events: { type: 'RESEND' };
  },
  delays: { oneSecond: 1000 },
  guards: {
    moreThanOneSecondLeft: ({ context }) => context.remaining > 1,
  },
  actions: {
    countDown: assign({ remaining: ({ context }) => context.remaining - 1 }),
    finish: assign({ remaining: 0 }),
    restart: assign({ remaining: ({ context }) => context.total }),
    tellOwner: enqueueActions(({ context, enqueue }) => {
      if (context.notify) enqueue.sendTo(context.notify, { type: 'COUNTDOWN.READY' });
    }),
  },
}).createMachine({
  id: 'resendCountdown',
  description: 'After a code is sent, resending waits 60 s; then the player may resend, which starts the wait again.',
  context: ({ input }) => {
    const total = input.seconds ?? RESEND_COUNTDOWN_SECONDS;
    return { total, remaining: total, notify: input.notify ?? null };
  },
  initial: 'counting',
  states: {
    counting: {
      description: "Shows 'Resend code in {remaining}'; the resend link is disabled.",
      after: {
        oneSecond: [
          { guard: 'moreThanOneSecondLeft', target: 'counting', reenter: true, actions: 'countDown' },
          { target: 'ready', actions: 'finish' },
        ],
      },
    },
    ready: {
      description: "Shows 'Click to resend'.",
      entry: 'tellOwner',
      on: { RESEND: { target: 'counting', actions: 'restart' } },
    },
  },
});
