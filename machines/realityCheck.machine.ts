import { assign, fromPromise, setup } from 'xstate';

/** What the reality check shows: when this session started and its net result (wins minus stakes, lira). */
export interface SessionSummary {
  startedAt: string;
  net: number;
}

export interface RealityCheckInput {
  /** The player's interval in minutes (customer/limits' realityCheckMinutes); 0 is off. */
  minutes: number;
}

export type RealityCheckEvent =
  /** The player chose another interval (off, 15, 30 or 60 minutes): the count starts again. */
  | { type: 'SET_INTERVAL'; minutes: number }
  | { type: 'CONTINUE' }
  | { type: 'LOG_OUT' }
  | { type: 'OPEN_LIMITS' };

/**
 * The reality check (issue 8; MGA and UKGC): while logged in, every chosen
 * interval a dialog shows the time played and the net result of this
 * session, with 'Continue' and 'Log out' and a link to the limits page. It
 * comes back after each interval. The interval is a named delay, so the
 * page's clock alone decides when.
 *
 * Supplied by src/: actor fetchSummary (customer/limits' session); actions
 * openDialog, closeDialog (through the dialogs machine, which closes any
 * other dialog first), logOut (the session's LOGOUT), openLimits (the
 * responsible-gaming page).
 */
export const realityCheckMachine = setup({
  types: {} as {
    context: { minutes: number; summary: SessionSummary | null };
    input: RealityCheckInput;
    events: RealityCheckEvent;
  },
  delays: {
    interval: ({ context }) => context.minutes * 60_000,
  },
  actors: {
    fetchSummary: fromPromise<SessionSummary>(async () => {
      throw new Error('fetchSummary is supplied by src/app');
    }),
  },
  guards: {
    isOn: ({ context }) => context.minutes > 0,
  },
  actions: {
    setInterval: assign({ minutes: ({ event, context }) => (event.type === 'SET_INTERVAL' ? event.minutes : context.minutes) }),
    setSummary: assign({ summary: ({ event }) => (event as unknown as { output: SessionSummary }).output }),
    forgetSummary: assign({ summary: null }),
    openDialog: () => {},
    closeDialog: () => {},
    logOut: () => {},
    openLimits: () => {},
  },
}).createMachine({
  id: 'realityCheck',
  description: 'Every chosen interval while logged in: time played and the net result, with Continue, Log out and the limits.',
  context: ({ input }) => ({ minutes: input.minutes, summary: null }),
  initial: 'active',
  states: {
    active: {
      initial: 'deciding',
      on: {
        SET_INTERVAL: { target: '.deciding', actions: ['setInterval', 'forgetSummary'] },
      },
      states: {
        deciding: {
          always: [{ guard: 'isOn', target: 'counting' }, { target: 'off' }],
        },
        off: {
          description: 'No reality check chosen.',
        },
        counting: {
          description: 'The interval runs; when it passes, the summary is fetched.',
          after: { interval: 'summarising' },
        },
        summarising: {
          invoke: {
            id: 'fetchSummary',
            src: 'fetchSummary',
            onDone: { target: 'showing', actions: 'setSummary' },
            // Unknown figures: the dialog still shows the time played, from the session's start the page knows.
            onError: 'showing',
          },
        },
        showing: {
          description: 'The dialog: time played, net result, Continue, Log out, the limits.',
          entry: 'openDialog',
          exit: 'closeDialog',
          on: {
            CONTINUE: { target: 'counting', actions: 'forgetSummary' },
            OPEN_LIMITS: { target: 'counting', actions: ['forgetSummary', 'openLimits'] },
            LOG_OUT: { target: '#realityCheck.loggingOut' },
          },
        },
      },
    },
    loggingOut: {
      description: 'The session logs out; nothing more to count.',
      entry: 'logOut',
      type: 'final',
    },
  },
});
