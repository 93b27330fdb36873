import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { SlotEvent } from './lazyFlow.machine';
import { inSystem, type Registered } from './system';

declare module './system' {
  interface SystemActors {
    realityCheck: Registered<SlotEvent<RealityCheckEvent>>;
  }
}

/** What the reality check shows: minutes played this session and its net result (wins minus stakes, lira). */
export interface SessionSummary {
  playedMinutes: number;
  net: number;
}

/** What the server says of this session (customer/limits' session), and when the page read it. */
export interface SessionFigures {
  /** When the session started (ISO). */
  startedAt: string;
  /** Wins minus stakes this session, lira. */
  net: number;
  /** The page's clock when the figures were read (ms since the epoch). */
  readAt: number;
}

const MINUTE_MS = 60_000;

/**
 * Minutes played: from the session's start (so a reload does not set it back
 * to zero) to when the figures were read, whole minutes, never negative (a
 * device clock behind the server's).
 */
export const summaryOf = (figures: SessionFigures): SessionSummary => ({
  playedMinutes: Math.max(0, Math.floor((figures.readAt - Date.parse(figures.startedAt)) / MINUTE_MS)),
  net: figures.net,
});

/** When the player's interval cannot be read, it is read again this much later. */
export const REALITY_CHECK_RETRY_MS = 60_000;

export type RealityCheckEvent =
  /** The player chose another interval (off, 15, 30 or 60 minutes): the count starts again. */
  { type: 'SET_INTERVAL'; minutes: number } | { type: 'CONTINUE' } | { type: 'LOG_OUT' } | { type: 'OPEN_LIMITS' };

interface RealityCheckContext {
  /** The player's interval in minutes (customer/limits' realityCheckMinutes); 0 is off. */
  minutes: number;
  /** Minutes counted by this page since the count started: shown when the summary cannot be read. */
  counted: number;
  summary: SessionSummary | null;
}

/**
 * The reality check (issue 8; MGA and UKGC): while logged in, every chosen
 * interval a dialog shows the time played and the net result of this
 * session, with 'Continue' and 'Log out' and a link to the limits page. It
 * comes back after each interval. The interval is a named delay, so the
 * page's clock alone decides when. The session runs it while a player is
 * logged in; it starts by reading the player's interval.
 *
 * Supplied by src/: actors fetchInterval (customer/limits'
 * realityCheckMinutes), fetchSummary (customer/limits' session); action
 * openLimits (the responsible-gaming page). It tells the dialogs machine
 * (its dialog, and no dialog over the limits page) and the session (LOGOUT)
 * itself.
 */
export const realityCheckMachine = setup({
  types: {} as {
    context: RealityCheckContext;
    events: RealityCheckEvent;
  },
  delays: {
    interval: ({ context }) => context.minutes * MINUTE_MS,
    retry: REALITY_CHECK_RETRY_MS,
  },
  actors: {
    fetchInterval: fromPromise<number>(async () => {
      throw new Error('fetchInterval is supplied by src/app');
    }),
    fetchSummary: fromPromise<SessionFigures>(async () => {
      throw new Error('fetchSummary is supplied by src/app');
    }),
  },
  guards: {
    isOn: ({ context }) => context.minutes > 0,
  },
  actions: {
    /** The interval read or chosen (minutes): the count starts again. */
    setInterval: assign((_, minutes: number) => ({ minutes, counted: 0 })),
    count: assign({ counted: ({ context }) => context.counted + context.minutes }),
    setSummary: assign((_, figures: SessionFigures) => ({ summary: summaryOf(figures) })),
    forgetSummary: assign({ summary: null }),
    // Through the dialogs machine, which closes any other dialog first.
    openDialog: sendTo(inSystem('dialogs'), { type: 'OPEN.REALITY_CHECK' }),
    closeDialog: sendTo(inSystem('dialogs'), { type: 'REALITY_CHECK.CLOSE' }),
    /** The limits page shows with nothing over it: a phone's game modal gives way too. */
    closeDialogs: sendTo(inSystem('dialogs'), { type: 'CLOSE' }),
    logOut: sendTo(inSystem('session'), { type: 'LOGOUT' }),
    openLimits: () => {},
  },
}).createMachine({
  id: 'realityCheck',
  description: 'Every chosen interval while logged in: time played and the net result, with Continue, Log out and the limits.',
  context: { minutes: 0, counted: 0, summary: null },
  initial: 'loading',
  states: {
    loading: {
      description: "The player's interval is read.",
      invoke: {
        id: 'fetchInterval',
        src: 'fetchInterval',
        onDone: { target: 'active', actions: { type: 'setInterval', params: ({ event }) => event.output } },
        onError: 'unavailable',
      },
      on: { SET_INTERVAL: { target: 'active', actions: { type: 'setInterval', params: ({ event }) => event.minutes } } },
    },
    unavailable: {
      description: 'The interval could not be read: it is read again a minute later.',
      after: { retry: 'loading' },
      on: { SET_INTERVAL: { target: 'active', actions: { type: 'setInterval', params: ({ event }) => event.minutes } } },
    },
    active: {
      initial: 'deciding',
      on: {
        SET_INTERVAL: { target: '.deciding', actions: [{ type: 'setInterval', params: ({ event }) => event.minutes }, 'forgetSummary'] },
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
          after: { interval: { target: 'summarising', actions: 'count' } },
        },
        summarising: {
          invoke: {
            id: 'fetchSummary',
            src: 'fetchSummary',
            onDone: { target: 'showing', actions: { type: 'setSummary', params: ({ event }) => event.output } },
            // Unknown figures: the dialog still shows the minutes this page counted.
            onError: 'showing',
          },
        },
        showing: {
          description: 'The dialog: time played, net result, Continue, Log out, the limits.',
          entry: 'openDialog',
          exit: 'closeDialog',
          on: {
            CONTINUE: { target: 'counting', actions: 'forgetSummary' },
            OPEN_LIMITS: { target: 'counting', actions: ['forgetSummary', 'closeDialogs', 'openLimits'] },
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
