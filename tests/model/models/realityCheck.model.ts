import { realityCheckMachine } from '../../../machines/realityCheck.machine';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';

/** What the reality check tells the dialogs machine and the session. */
const toDialogs = (type: string) => sent('dialogs', { type });
const OPEN_DIALOG = toDialogs('OPEN.REALITY_CHECK');
const LOG_OUT = sent('session', { type: 'LOGOUT' });
import { networkError } from './fixtures';

type At = 'loading' | 'unavailable' | 'off' | 'counting' | 'summarising' | 'showing' | 'loggingOut';
interface Model {
  at: At;
  minutes: number;
  counted: number;
  summary: unknown;
}
const ACTIVE: At[] = ['off', 'counting', 'summarising', 'showing'];
const valueOf = (at: At) => (ACTIVE.includes(at) ? { active: at } : at);
const readInterval = { src: 'fetchInterval' };

/**
 * Issue 8 (MGA, UKGC): the player's interval is read (again a minute later
 * if it cannot be); every interval the dialog shows the session's summary
 * (or what this page counted); Continue and the limits link start the next
 * interval, Log out ends the session; a new interval starts the count again;
 * 0 is off.
 */
const oracle = defineOracle<Model>({
  start: () => ({
    state: { at: 'loading', minutes: 0, counted: 0, summary: null },
    value: 'loading',
    invokes: [readInterval],
    context: { minutes: 0, counted: 0, summary: null },
  }),
  step(model, event) {
    const leaving = model.at === 'showing' ? [toDialogs('REALITY_CHECK.CLOSE')] : [];
    const expect = (next: Model, effects: Array<{ type: string }> = [], invokes: Array<{ src: string }> = []) => ({
      state: next,
      value: valueOf(next.at),
      effects,
      invokes,
      context: { minutes: next.minutes, counted: next.counted, summary: next.summary },
    });
    const startWith = (minutes: number) => expect({ at: minutes > 0 ? 'counting' : 'off', minutes, counted: 0, summary: null }, leaving);
    switch (event.type) {
      case 'xstate.done.actor.fetchInterval':
        return startWith((event as unknown as { output: number }).output);
      case 'xstate.error.actor.fetchInterval':
        return expect({ ...model, at: 'unavailable' });
      case 'SET_INTERVAL':
        return model.at === 'loggingOut' ? expect(model) : startWith((event as unknown as { minutes: number }).minutes);
      case 'xstate.done.actor.fetchSummary': {
        // Minutes played are whole minutes from the session's start to the reading, never below zero.
        const { startedAt, net, readAt } = (event as unknown as { output: { startedAt: string; net: number; readAt: number } }).output;
        const playedMinutes = Math.max(0, Math.trunc((readAt - new Date(startedAt).getTime()) / 60_000));
        return expect({ ...model, at: 'showing', summary: { playedMinutes, net } }, [OPEN_DIALOG]);
      }
      case 'xstate.error.actor.fetchSummary':
        return expect({ ...model, at: 'showing' }, [OPEN_DIALOG]);
      case 'CONTINUE':
        return model.at === 'showing' ? expect({ ...model, at: 'counting', summary: null }, leaving) : expect(model);
      case 'OPEN_LIMITS':
        return model.at === 'showing'
          ? expect({ ...model, at: 'counting', summary: null }, [...leaving, toDialogs('CLOSE'), { type: 'openLimits' }])
          : expect(model);
      case 'LOG_OUT':
        return model.at === 'showing' ? expect({ ...model, at: 'loggingOut' }, [...leaving, LOG_OUT]) : expect(model);
      default:
        if (event.type.startsWith('xstate.after.retry.'))
          return model.at !== 'unavailable' ? expect(model) : expect({ ...model, at: 'loading' }, [], [readInterval]);
        if (event.type.startsWith('xstate.after.interval.')) {
          if (model.at !== 'counting') return expect(model);
          return expect({ ...model, at: 'summarising', counted: model.counted + model.minutes }, [], [{ src: 'fetchSummary' }]);
        }
        throw new Error(`the reality check model has no rule for ${event.type}`);
    }
  },
});

export const realityCheckModel = defineModel({
  id: 'realityCheck',
  machine: realityCheckMachine,
  inputs: [{ name: 'logged in', input: undefined as never }],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.retry.realityCheck.unavailable' } as never,
    { type: 'xstate.after.interval.realityCheck.active.counting' } as never,
    { type: 'SET_INTERVAL', minutes: 0 },
    { type: 'SET_INTERVAL', minutes: 30 },
    { type: 'CONTINUE' },
    { type: 'LOG_OUT' },
    { type: 'OPEN_LIMITS' },
    { type: 'xstate.done.actor.fetchInterval', output: 0 } as never,
    { type: 'xstate.done.actor.fetchInterval', output: 15 } as never,
    { type: 'xstate.error.actor.fetchInterval', error: networkError } as never,
    // 15 min 40 s after the session's start: 15 minutes played.
    {
      type: 'xstate.done.actor.fetchSummary',
      output: { startedAt: '2026-11-25T10:00:00.000Z', net: -12.5, readAt: Date.parse('2026-11-25T10:15:40.000Z') },
    } as never,
    // A device clock behind the server's: never a negative time.
    {
      type: 'xstate.done.actor.fetchSummary',
      output: { startedAt: '2026-11-25T10:00:00.000Z', net: 0, readAt: Date.parse('2026-11-25T09:58:00.000Z') },
    } as never,
    { type: 'xstate.error.actor.fetchSummary', error: networkError } as never,
  ],
  project: (snapshot) => ({ minutes: snapshot.context.minutes, summary: snapshot.context.summary !== null }),
  oracle,
  finals: ['loggingOut'],
  // The dialogs machine, which shows its dialog, and the session, which it logs out.
  system: { dialogs: {}, session: {} },
  // The chosen interval in minutes; an unreadable interval is asked again a minute later.
  delays: { interval: (snapshot) => snapshot.context.minutes * 60_000, retry: 60_000 },
});
