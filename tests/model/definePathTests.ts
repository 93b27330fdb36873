// The Vitest glue every tests/machines/<id>.paths.test.ts uses: one test per
// generated path, named by its events, then one test that the paths together
// cover every state and transition. Each file writes its machine's figures to
// coverage/model/<id>.json; reportCoverage.ts merges them.
//
// MODEL_DROP_EVENT=RESEND,CLOSE cuts every path before the first such event:
// a way to see the coverage check fail when a transition is left out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureCoverage } from './coverage';
import { exclusions } from './exclusions';
import type { MachineModel } from './model';
import { coveringPaths as generatePaths } from './coveringPaths';
import type { ModelPath } from './paths';
import { replayPath, type ReplayResult } from './replay';

export const MODEL_COVERAGE_DIR = join(process.cwd(), 'coverage', 'model');

function droppedEvents(): string[] {
  return (process.env.MODEL_DROP_EVENT ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function withoutDroppedEvents(paths: ModelPath[]): ModelPath[] {
  const dropped = droppedEvents();
  if (dropped.length === 0) return paths;
  return paths.map((path) => {
    const cut = path.steps.findIndex((step, i) => i > 0 && dropped.includes(step.event.type));
    return cut < 0 ? path : { ...path, name: `${path.name} (cut before ${path.steps[cut]!.event.type})`, steps: path.steps.slice(0, cut) };
  });
}

export async function definePathTests(load: () => Promise<MachineModel>): Promise<void> {
  let model: MachineModel;
  let paths: ModelPath[];
  try {
    model = await load();
    if (model.machine.id !== model.id) throw new Error(`the machine's id is '${model.machine.id}', the model's '${model.id}'`);
    paths = withoutDroppedEvents(generatePaths(model));
  } catch (error) {
    // A machine that cannot be loaded or walked (its initial state is gone, a guard it names is
    // missing) is a failing test, not a file that fails to load: a test runner, and a mutation
    // run, must count it as failed.
    describe('machine paths', () => {
      it('load and can be walked', () => {
        throw error;
      });
    });
    return;
  }
  const results: ReplayResult[] = [];

  describe(`${model.id} paths`, () => {
    for (const path of paths) {
      it(path.name, async () => {
        results.push(await replayPath(model, path));
      });
    }

    it(`${model.id} covers every state and transition`, () => {
      const coverage = measureCoverage(model.machine, paths.length, results, exclusions[model.id]);
      mkdirSync(MODEL_COVERAGE_DIR, { recursive: true });
      writeFileSync(join(MODEL_COVERAGE_DIR, `${model.id}.json`), JSON.stringify(coverage, null, 2));
      expect(results.length, 'every path must replay before coverage is judged').toBe(paths.length);
      expect(coverage.problems).toEqual([]);
    });
  });
}
