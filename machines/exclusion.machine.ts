import { assign, fromPromise, setup } from 'xstate';

/** What the player asks for: a time-out of some days, or self-exclusion for some months (null: permanently). */
export type ExclusionChoice = { kind: 'timeout'; days: number } | { kind: 'selfexclusion'; months: number | null };

/** What customer/timeout and customer/selfexclusion answer. */
export interface ExclusionAnswer {
  success: boolean;
  message: string;
  data?: { until: string | null } | null;
}

export type ExclusionEvent =
  | { type: 'CHOOSE'; choice: ExclusionChoice }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/**
 * Taking a time-out (24 hours, 7 or 30 days) or excluding oneself (6 months,
 * 1, 3 or 5 years, or permanently), issue 8. Nothing happens without a
 * confirmation that says what follows (every session ends at once; it cannot
 * be shortened or lifted from the site); self-exclusion also asks for the
 * password. On success the session ends here, with the server's message.
 *
 * Supplied by src/: actor exclude (the call); actions openDialog,
 * closeDialog (the confirmation, through the dialogs machine), showRefusal,
 * showFailure, endSession (the page's session ends: the server has already
 * revoked it).
 */
export const exclusionMachine = setup({
  types: {} as {
    context: { choice: ExclusionChoice | null; password: string };
    events: ExclusionEvent;
  },
  actors: {
    exclude: fromPromise<ExclusionAnswer, { choice: ExclusionChoice; password: string }>(async () => {
      throw new Error('exclude is supplied by src/app');
    }),
  },
  guards: {
    canConfirm: ({ context }) => context.choice?.kind === 'timeout' || context.password.length > 0,
    refused: ({ event }) => !(event as unknown as { output: ExclusionAnswer }).output.success,
  },
  actions: {
    choose: assign({ choice: ({ event, context }) => (event.type === 'CHOOSE' ? event.choice : context.choice), password: '' }),
    setPassword: assign({ password: ({ event, context }) => (event.type === 'CHANGE_PASSWORD' ? event.value : context.password) }),
    forget: assign({ choice: null, password: '' }),
    clearPassword: assign({ password: '' }),
    openDialog: () => {},
    closeDialog: () => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
    endSession: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'exclusion',
  description: 'A time-out or self-exclusion: choose, confirm (with the password for self-exclusion), and the session ends.',
  context: { choice: null, password: '' },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The lengths on offer; nothing happens yet.',
      on: { CHOOSE: { target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      description: 'The confirmation dialog: what follows, and the password for self-exclusion.',
      entry: 'openDialog',
      exit: 'closeDialog',
      on: {
        CHANGE_PASSWORD: { actions: 'setPassword' },
        CONFIRM: { guard: 'canConfirm', target: 'submitting' },
        CANCEL: { target: 'choosing', actions: 'forget' },
      },
    },
    submitting: {
      invoke: {
        id: 'exclude',
        src: 'exclude',
        input: ({ context }) => ({ choice: context.choice!, password: context.password }),
        onDone: [
          {
            guard: 'refused',
            target: 'confirming',
            actions: ['clearPassword', { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) }],
          },
          { target: 'done', actions: { type: 'endSession', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'confirming', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});
