import { assign, fromPromise, sendTo, setup, assertEvent } from 'xstate';
import { refused } from './answers';
import { inSystem } from './system';
import { timeoutNeedsPassword, type SelfExclusionRequest, type TimeoutRequest } from '../contract/responsibleGaming';

/** What the player asks for: a time-out of some days, or self-exclusion for some months (null: permanently). */
export type ExclusionChoice =
  { kind: 'timeout'; days: TimeoutRequest['days'] } | { kind: 'selfexclusion'; months: SelfExclusionRequest['months'] };

/** Whether the confirmation asks for the password: self-exclusion, and a time-out of 30 days (issue 32, L9; the contract's rule). */
export const choiceNeedsPassword = (choice: ExclusionChoice) => choice.kind === 'selfexclusion' || timeoutNeedsPassword(choice.days);

/** What customer/timeout and customer/selfexclusion answer. */
export interface ExclusionAnswer {
  success: boolean;
  message: string;
  data?: unknown;
}

export interface ExclusionInput {
  choice: ExclusionChoice;
}

export type ExclusionEvent = { type: 'CHANGE_PASSWORD'; value: string } | { type: 'CONFIRM' } | { type: 'CANCEL' };

/**
 * The confirmation of a time-out (24 hours, 7 or 30 days) or of
 * self-exclusion (6 months, 1, 3 or 5 years, or permanently), issue 8. The
 * responsible-gaming page offers the lengths; choosing one opens this flow's
 * dialog through the dialogs machine. Nothing happens without the
 * confirmation, which says what follows (every session ends at once; it
 * cannot be shortened or lifted from the site); self-exclusion and a 30-day
 * time-out also ask for the password. On success the session ends here, with the server's message.
 *
 * Supplied by src/: actor exclude (the call); actions showRefusal,
 * showFailure. It ends the session itself (the session's LOGOUT).
 */
export const exclusionMachine = setup({
  types: {} as {
    context: { choice: ExclusionChoice; password: string };
    input: ExclusionInput;
    events: ExclusionEvent;
  },
  actors: {
    exclude: fromPromise<ExclusionAnswer, { choice: ExclusionChoice; password: string }>(async () => {
      throw new Error('exclude is supplied by src/app');
    }),
  },
  guards: {
    canConfirm: ({ context }) => !choiceNeedsPassword(context.choice) || context.password.length > 0,
    refused,
  },
  actions: {
    setPassword: assign({
      password: ({ event }) => {
        assertEvent(event, 'CHANGE_PASSWORD');
        return event.value;
      },
    }),
    clearPassword: assign({ password: '' }),
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
    /** The page's session ends (the server has already revoked it), its message said after the reload. */
    endSession: sendTo(inSystem('session'), (_, { message }: { message: string }) => ({ type: 'LOGOUT', reason: message })),
  },
}).createMachine({
  id: 'exclusion',
  description: 'A time-out or self-exclusion: confirm (with the password for self-exclusion and a 30-day time-out), and the session ends.',
  context: ({ input }) => ({ choice: input.choice, password: '' }),
  initial: 'confirming',
  states: {
    confirming: {
      description: 'What follows, and the password for self-exclusion and a 30-day time-out.',
      on: {
        CHANGE_PASSWORD: { actions: 'setPassword' },
        CONFIRM: { guard: 'canConfirm', target: 'submitting' },
        CANCEL: 'cancelled',
      },
    },
    submitting: {
      invoke: {
        id: 'exclude',
        src: 'exclude',
        input: ({ context }) => ({ choice: context.choice, password: context.password }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'confirming',
            actions: ['clearPassword', { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) }],
          },
          { target: 'done', actions: { type: 'endSession', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'confirming', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    cancelled: { description: 'Nothing was changed.', type: 'final' },
    done: { description: 'Excluded: the session ends.', type: 'final' },
  },
});
