import { realityCheckMachine } from '../../../machines/realityCheck.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const realityCheckModel = defineModel({
  id: 'realityCheck',
  machine: realityCheckMachine,
  inputs: [{ name: 'logged in', input: undefined as never }],
  events: [
    { type: 'SET_INTERVAL', minutes: 0 },
    { type: 'SET_INTERVAL', minutes: 30 },
    { type: 'CONTINUE' },
    { type: 'LOG_OUT' },
    { type: 'OPEN_LIMITS' },
    { type: 'xstate.done.actor.fetchInterval', output: 0 } as never,
    { type: 'xstate.done.actor.fetchInterval', output: 15 } as never,
    { type: 'xstate.error.actor.fetchInterval', error: networkError } as never,
    { type: 'xstate.done.actor.fetchSummary', output: { playedMinutes: 15, net: -12.5 } } as never,
    { type: 'xstate.error.actor.fetchSummary', error: networkError } as never,
  ],
  project: (snapshot) => ({ minutes: snapshot.context.minutes, summary: snapshot.context.summary !== null }),
});
