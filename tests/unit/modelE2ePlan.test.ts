// @vitest-environment node
// The browser model run's planner without a browser: the chosen paths cover
// what every drivable path covers, an adapter's `allows` shapes generation,
// and leaf states are named as the adapters' checks are keyed.
import { describe, expect, it } from 'vitest';
import { planMachine } from '../e2e/model/plan';
import { leafStates } from '../e2e/model/runPath';
import { loginAdapter } from '../e2e/model/adapters/login.adapter';
import { recoveryAdapter } from '../e2e/model/adapters/recovery.adapter';
import { gameLaunchAdapter } from '../e2e/model/adapters/gameLaunch.adapter';
import { toPlanned } from '../e2e/model/plan';
import { LaunchProvider } from '../../contract/enums';
import { measureCoverage } from '../model/coverage';
import { replayPath } from '../model/replay';

describe('model paths in the browser: the plan', () => {
  it('names leaf states by their path, parallel regions each', () => {
    expect(leafStates('editing')).toEqual(['editing']);
    expect(leafStates({ form: { countries: 'loading', entry: 'editing' } })).toEqual(['form.countries.loading', 'form.entry.editing']);
    expect(leafStates({ celebrating: 'claimed' })).toEqual(['celebrating.claimed']);
  });

  it('chooses few login paths that still take every transition, leaving out the undrivable', async () => {
    const plan = await planMachine(loginAdapter);
    expect(plan.chosen.length).toBeLessThanOrEqual(4);
    const results = await Promise.all(plan.chosen.map((path) => replayPath(loginAdapter.model, path)));
    const coverage = measureCoverage(loginAdapter.model.machine, plan.chosen.length, results);
    expect(coverage.problems).toEqual([]);
    // Refused and then accepted with the same username: the server cannot answer that.
    for (const path of plan.chosen)
      expect(loginAdapter.undrivable!({ machine: 'login', name: path.name, inputName: path.inputName, steps: path.steps })).toBeNull();
  });

  it("generates recovery's paths within the fields each step shows", async () => {
    const plan = await planMachine(recoveryAdapter);
    for (const path of plan.chosen) {
      path.steps.forEach((step, i) => {
        if (i > 0 && step.event.type === 'CHANGE')
          expect(recoveryAdapter.allows!(path.steps[i - 1]!.value, step.event as never, {})).toBe(true);
      });
    }
    const results = await Promise.all(plan.chosen.map((path) => replayPath(recoveryAdapter.model, path)));
    const coverage = measureCoverage(recoveryAdapter.model.machine, plan.chosen.length, results, recoveryAdapter.excluded);
    expect(coverage.problems).toEqual([]);
  });

  it("includes each adapter goal once: every launch system's game plays and closes itself", async () => {
    const plan = await planMachine(gameLaunchAdapter);
    const goals = plan.chosen.flatMap((path) => gameLaunchAdapter.goals!(toPlanned('gameLaunch', path)));
    for (const provider of Object.values(LaunchProvider)) expect(goals).toContain(`${provider} plays and exits`);
    // The answer the server never gives is not generated at all.
    for (const path of plan.chosen) expect(JSON.stringify(path.steps)).not.toContain('javascript:');
  });
});
