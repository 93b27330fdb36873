import { assign, fromPromise, sendTo, setup, assertEvent } from 'xstate';
import { activityMachine, type ActivityEvent } from './activity.machine';
import { refused } from './answers';
import { inSystem } from './system';
import type { LimitKind, LimitPeriod, PlayerLimits, RealityCheckRequest } from '../contract/responsibleGaming';
import { parseLimitDraft } from '../domain/limits';

/** An interval the page offers (off, 15, 30 or 60 minutes). */
type RealityCheckMinutes = RealityCheckRequest['minutes'];

/** What customer/limits and customer/realitycheck answer: the limits as they now stand. */
export type LimitsAnswer = { success: true; message: string; data: PlayerLimits } | { success: false; message: string; data?: unknown };

export type LimitsEditorEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT'; kind: LimitKind; period: LimitPeriod }
  | { type: 'CHANGE'; value: string }
  | { type: 'SAVE' }
  | { type: 'REMOVE' }
  | { type: 'CANCEL' }
  | { type: 'SET_REALITY_CHECK'; minutes: RealityCheckMinutes }
  // The end of a self-exclusion (the third review of issue 32): ask to return, confirmed with the password.
  | { type: 'ASK_TO_RETURN' }
  | { type: 'CHANGE_RETURN_PASSWORD'; value: string }
  | { type: 'CONFIRM_RETURN' }
  | { type: 'CANCEL_RETURN' };

interface Context {
  limits: PlayerLimits | null;
  editing: { kind: LimitKind; period: LimitPeriod } | null;
  draft: string;
  /** What SAVE or REMOVE sends: a limit, or null to remove it. */
  amount: number | null;
  realityCheck: RealityCheckMinutes;
  /** The password that confirms a return from a self-exclusion whose time is over. */
  returnPassword: string;
}

/**
 * The responsible-gaming page's limits (issue 8): the deposit and loss
 * limits per day, week and month and the daily session limit, each with
 * what is used and left this period and any pending change; one limit is
 * edited at a time. The server decides whether a change applies now (a
 * decrease) or in 24 hours (an increase or a removal) and says so; the
 * reality-check interval is set here too.
 *
 * The person's self-exclusion comes with the limits (`selfExclusion`): the
 * page says it runs, or that its time is over and the account stays closed
 * until the player asks to return (UKGC LCCP SR code 3.5.3: positive action,
 * then a one-day cooling-off), or when it reopens. Asking is confirmed here
 * with the password; the server's answer is the limits with the time the
 * account reopens, and its message is announced.
 *
 * The activity statement (machines/activity.machine.ts) runs beside it for
 * as long as the page does, under the child id `activity`.
 *
 * Supplied by src/: actors fetchLimits, saveLimit, saveRealityCheck, askToReturn, activity;
 * actions announce (the server's message), showRefusal, showFailure. It
 * tells the running reality check the new interval itself.
 */
export const limitsEditorMachine = setup({
  /** tags 'busy': a limit or the interval is being saved (the view disables the forms). */
  types: {} as { context: Context; events: LimitsEditorEvent; tags: 'busy' },
  actors: {
    /** The activity statement beside the limits (issue 33, item 8): its own machine, its fetch supplied by src/ with the page's flow. */
    activity: activityMachine,
    fetchLimits: fromPromise<PlayerLimits>(async () => {
      throw new Error('fetchLimits is supplied by src/app');
    }),
    saveLimit: fromPromise<LimitsAnswer, { kind: LimitKind; period: LimitPeriod; amount: number | null }>(async () => {
      throw new Error('saveLimit is supplied by src/app');
    }),
    saveRealityCheck: fromPromise<LimitsAnswer, { minutes: RealityCheckMinutes }>(async () => {
      throw new Error('saveRealityCheck is supplied by src/app');
    }),
    askToReturn: fromPromise<LimitsAnswer, { password: string }>(async () => {
      throw new Error('askToReturn is supplied by src/app');
    }),
  },
  guards: {
    draftIsValid: ({ context }) => context.editing !== null && parseLimitDraft(context.editing.kind, context.draft) !== null,
    hasLimit: ({ context }) => currentOf(context) !== null,
    /** Only a self-exclusion whose time is over, not yet asked about, can be returned from. */
    selfExclusionEnded: ({ context }) => context.limits?.selfExclusion?.state === 'ended',
    hasReturnPassword: ({ context }) => context.returnPassword.length > 0,
    refused,
  },
  actions: {
    setLimits: assign((_, limits: PlayerLimits | null) => ({ limits })),
    startEditing: assign(({ event, context }) => {
      assertEvent(event, 'EDIT');
      const editing = { kind: event.kind, period: event.period };
      const current = currentOf({ ...context, editing });
      return { editing, draft: current === null ? '' : String(current) };
    }),
    setDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'CHANGE');
        return event.value;
      },
    }),
    takeDraft: assign({ amount: ({ context }) => parseLimitDraft(context.editing!.kind, context.draft) }),
    takeRemoval: assign({ amount: null }),
    stopEditing: assign({ editing: null, draft: '', amount: null }),
    keepRealityCheck: assign({
      realityCheck: ({ event }) => {
        assertEvent(event, 'SET_REALITY_CHECK');
        return event.minutes;
      },
    }),
    setReturnPassword: assign({
      returnPassword: ({ event }) => {
        assertEvent(event, 'CHANGE_RETURN_PASSWORD');
        return event.value;
      },
    }),
    clearReturnPassword: assign({ returnPassword: '' }),
    announce: (_, _params: { message: string }) => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
    /** The activity statement measures against the limits: a saved one is read afresh there. */
    refreshActivity: sendTo('activity', { type: 'REFRESH' } satisfies ActivityEvent),
    /** The reality check running for this session counts from the new interval (through its slot, to the running flow). */
    applyRealityCheck: sendTo(inSystem('realityCheck'), (_, { minutes }: { minutes: number }) => ({
      type: 'FORWARD' as const,
      event: { type: 'SET_INTERVAL' as const, minutes },
    })),
  },
}).createMachine({
  id: 'limitsEditor',
  description:
    'The limits page: see each limit, used and left this period; change one at a time; set the reality check; once a self-exclusion’s time is over, ask to return.',
  context: { limits: null, editing: null, draft: '', amount: null, realityCheck: 0, returnPassword: '' },
  invoke: { id: 'activity', src: 'activity' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchLimits',
        src: 'fetchLimits',
        onDone: { target: 'ready', actions: { type: 'setLimits', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      description: 'The limits could not be loaded; Try again.',
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            EDIT: { target: 'editing', actions: 'startEditing' },
            SET_REALITY_CHECK: { target: 'savingRealityCheck', actions: 'keepRealityCheck' },
            ASK_TO_RETURN: { guard: 'selfExclusionEnded', target: 'confirmingReturn' },
          },
        },
        confirmingReturn: {
          description:
            'The self-exclusion’s time is over: what asking to return means (the account reopens 24 hours later), the password, Confirm or Cancel.',
          on: {
            CHANGE_RETURN_PASSWORD: { actions: 'setReturnPassword' },
            CONFIRM_RETURN: { guard: 'hasReturnPassword', target: 'askingToReturn' },
            CANCEL_RETURN: { target: 'viewing', actions: 'clearReturnPassword' },
          },
        },
        askingToReturn: {
          invoke: {
            id: 'askToReturn',
            src: 'askToReturn',
            input: ({ context }) => ({ password: context.returnPassword }),
            onDone: [
              {
                guard: { type: 'refused', params: ({ event }) => event.output },
                target: 'confirmingReturn',
                actions: ['clearReturnPassword', { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) }],
              },
              {
                target: 'viewing',
                actions: [
                  { type: 'setLimits', params: ({ event }) => limitsOf(event.output) },
                  'clearReturnPassword',
                  { type: 'announce', params: ({ event }) => ({ message: event.output.message }) },
                ],
              },
            ],
            onError: { target: 'confirmingReturn', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        editing: {
          description: 'One limit: its amount (lira, or minutes for the session), Save, Remove, Cancel.',
          on: {
            CHANGE: { actions: 'setDraft' },
            SAVE: { guard: 'draftIsValid', target: 'saving', actions: 'takeDraft' },
            REMOVE: { guard: 'hasLimit', target: 'saving', actions: 'takeRemoval' },
            CANCEL: { target: 'viewing', actions: 'stopEditing' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveLimit',
            src: 'saveLimit',
            input: ({ context }) => ({ ...context.editing!, amount: context.amount }),
            onDone: [
              {
                guard: { type: 'refused', params: ({ event }) => event.output },
                target: 'editing',
                actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) },
              },
              {
                target: 'viewing',
                actions: [
                  { type: 'setLimits', params: ({ event }) => limitsOf(event.output) },
                  'stopEditing',
                  'refreshActivity',
                  { type: 'announce', params: ({ event }) => ({ message: event.output.message }) },
                ],
              },
            ],
            onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        savingRealityCheck: {
          tags: 'busy',
          invoke: {
            id: 'saveRealityCheck',
            src: 'saveRealityCheck',
            input: ({ context }) => ({ minutes: context.realityCheck }),
            onDone: [
              {
                guard: { type: 'refused', params: ({ event }) => event.output },
                target: 'viewing',
                actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) },
              },
              {
                target: 'viewing',
                actions: [
                  { type: 'setLimits', params: ({ event }) => limitsOf(event.output) },
                  { type: 'applyRealityCheck', params: ({ context }) => ({ minutes: context.realityCheck }) },
                  { type: 'announce', params: ({ event }) => ({ message: event.output.message }) },
                ],
              },
            ],
            onError: { target: 'viewing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

/** The limits an accepted change answers with (a refusal has none). */
function limitsOf(answer: LimitsAnswer): PlayerLimits | null {
  return answer.success ? answer.data : null;
}

/** The amount in force for the limit being edited, as the page shows it (lira or minutes). */
function currentOf(context: Context): number | null {
  const editing = context.editing;
  if (!editing) return null;
  return context.limits?.limits.find((l) => l.kind === editing.kind && l.period === editing.period)?.amount ?? null;
}
