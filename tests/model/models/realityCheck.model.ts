import { realityCheckMachine } from '../../../machines/realityCheck.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const realityCheckModel = defineModel({
  id: 'realityCheck',
  machine: realityCheckMachine,
  inputs: [
    { name: 'off', input: { minutes: 0 } },
    { name: 'every 15 minutes', input: { minutes: 15 } },
  ],
  events: [
    { type: 'SET_INTERVAL', minutes: 0 },
    { type: 'SET_INTERVAL', minutes: 30 },
    { type: 'CONTINUE' },
    { type: 'LOG_OUT' },
    { type: 'OPEN_LIMITS' },
    { type: 'xstate.done.actor.fetchSummary', output: { startedAt: '2026-11-21T10:00:00.000Z', net: -12.5 } } as never,
    { type: 'xstate.error.actor.fetchSummary', error: networkError } as never,
  ],
  project: (snapshot) => ({ minutes: snapshot.context.minutes, summary: snapshot.context.summary !== null }),
});
