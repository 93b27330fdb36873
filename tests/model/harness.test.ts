// @vitest-environment node
// Tests of the harness itself: it must fail when a path is wrong or a
// transition goes unwalked, and it must drive invoked actors and delays.
import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { measureCoverage } from './coverage';
import { defineModel } from './model';
import { resendCountdownModel } from './models/resendCountdown.model';
import { topNotificationModel } from './models/topNotification.model';
import { coveringPaths as generatePaths } from './coveringPaths';
import { dropPrefixPaths, type ModelPath } from './paths';
import { PathReplayError, replayPath } from './replay';

async function replayAll(model: Parameters<typeof generatePaths>[0], paths: ModelPath[]) {
  return Promise.all(paths.map((p) => replayPath(model, p)));
}

/** A fixture with every construct the harness must drive: invoke (done and error), always, after. */
const fetchThenWait = setup({
  types: {} as { context: { attempts: number; result: string | null }; events: { type: 'LOAD' } | { type: 'RETRY' } },
  actors: { loadThing: fromPromise<string>(async () => 'real value') },
  delays: { cooldown: 2000 },
  guards: { canRetry: ({ context }) => context.attempts < 2 },
  actions: { countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }) },
}).createMachine({
  id: 'fetchThenWait',
  context: { attempts: 0, result: null },
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      entry: 'countAttempt',
      invoke: {
        id: 'load',
        src: 'loadThing',
        onDone: { target: 'loaded', actions: assign({ result: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { always: [{ guard: 'canRetry', target: 'coolingDown' }, { target: 'gaveUp' }] },
    coolingDown: { after: { cooldown: 'idle' } },
    gaveUp: { type: 'final' },
    loaded: { type: 'final' },
  },
});

const fixtureModel = defineModel({
  id: 'fetchThenWait',
  machine: fetchThenWait,
  inputs: [{ name: 'fresh', input: undefined }],
  events: [
    { type: 'LOAD' },
    { type: 'xstate.done.actor.load', output: 'from the server' } as never,
    { type: 'xstate.error.actor.load', error: new Error('offline') } as never,
  ],
});

describe('the model-test harness', () => {
  it('drives invoked actors (done and error), eventless hops and delays to full coverage', async () => {
    const paths = generatePaths(fixtureModel);
    const results = await replayAll(fixtureModel, paths);
    const coverage = measureCoverage(fetchThenWait, paths.length, results);
    expect(coverage.problems).toEqual([]);
    expect(coverage.states).toEqual({ covered: 6, total: 6 });
    expect(paths.some((p) => p.steps.some((s) => s.event.type === 'xstate.error.actor.load'))).toBe(true);
    expect(paths.some((p) => p.steps.some((s) => s.event.type.startsWith('xstate.after.cooldown')))).toBe(true);
  });

  it('fails a path whose step was removed, naming the step', async () => {
    const [path] = generatePaths(resendCountdownModel);
    const broken: ModelPath = { ...path!, steps: path!.steps.filter((_, i) => i !== 2) };
    await expect(replayPath(resendCountdownModel, broken)).rejects.toThrow(PathReplayError);
    await expect(replayPath(resendCountdownModel, broken)).rejects.toThrow(/step 3 \(after oneSecond\): expected/);
  });

  it('fails a delayed step when no such timer is pending', async () => {
    const path = generatePaths(topNotificationModel).find((p) => p.steps.some((s) => s.event.type.startsWith('xstate.after.')))!;
    const cut = path.steps.findIndex((s) => s.event.type === 'CLOSE');
    const broken: ModelPath = { ...path, steps: [...path.steps.slice(0, cut), ...path.steps.slice(cut + 1)] };
    await expect(replayPath(topNotificationModel, broken)).rejects.toThrow(/no 500 ms timer is pending|expected/);
  });

  it('reports a transition as uncovered when the step that takes it is removed from the replayed paths', async () => {
    const paths = generatePaths(resendCountdownModel).map((p) => ({
      ...p,
      steps: p.steps.filter((s) => s.event.type !== 'RESEND'),
    }));
    const results = await replayAll(resendCountdownModel, paths);
    const coverage = measureCoverage(resendCountdownModel.machine, paths.length, results);
    expect(coverage.transitions.covered).toBe(coverage.transitions.total - 1);
    expect(coverage.problems).toEqual(['transition resendCountdown.ready:0:0 (ready --RESEND--> counting) is never taken']);
  });

  it('accepts an exclusion with a reason, and rejects a stale one', async () => {
    const paths = generatePaths(resendCountdownModel).map((p) => ({ ...p, steps: p.steps.filter((s) => s.event.type !== 'RESEND') }));
    const results = await replayAll(resendCountdownModel, paths);
    const excluded = measureCoverage(resendCountdownModel.machine, paths.length, results, {
      transitions: { 'resendCountdown.ready:0:0': 'test: pretend the UI cannot resend' },
    });
    expect(excluded.problems).toEqual([]);
    const stale = measureCoverage(resendCountdownModel.machine, paths.length, results, {
      states: { 'resendCountdown.counting': 'but it is covered' },
      transitions: { 'resendCountdown.ready:0:0': 'reason' },
    });
    expect(stale.problems).toEqual(['exclusion of state resendCountdown.counting is stale (it is covered)']);
  });

  it('keeps the longest of paths that share a prefix', () => {
    const step = (type: string) => ({ event: { type }, value: 'x', expected: type });
    const make = (...types: string[]): ModelPath => ({
      name: types.join(),
      kind: 'shortest',
      inputName: 'i',
      input: undefined,
      steps: [step('xstate.init'), ...types.map(step)],
    });
    const kept = dropPrefixPaths([make('A'), make('A', 'B'), make('A', 'C'), make('A', 'B', 'D')]);
    expect(kept.map((p) => p.name).sort()).toEqual(['A,B,D', 'A,C']);
  });
});
