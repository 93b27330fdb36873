// Which generated paths the browser runs. Every path of the machine-level
// generator (tests/model/paths.ts) that the adapter can drive is replayed on
// the bare machine to learn what it covers; then paths are chosen greedily,
// each adding the most uncovered states and transitions (the shorter on a
// tie), until nothing more can be added. The browser thus runs a few paths
// per machine, not the thousands the machine-level tests replay in
// milliseconds, and still takes every transition any drivable path takes.
// An adapter's goals add what states and transitions cannot say, such as
// 'each provider's game plays and exits'.
import type { AnyAdapter, PlannedPath } from './adapter';
import { generateAllPaths, type ModelPath } from '../../model/paths';
import { replayPath, type ReplayResult } from '../../model/replay';
import { canPerform } from './runPath';

export interface MachinePlan {
  adapter: AnyAdapter;
  chosen: ModelPath[];
  /** Generated paths the adapter cannot drive, with the first reason. */
  skipped: number;
}

export function toPlanned(machine: string, path: ModelPath): PlannedPath {
  return {
    machine,
    name: path.name,
    inputName: path.inputName,
    // Errors serialise to {}; the browser only needs to know an actor failed.
    steps: path.steps.map((step) => ({
      event: JSON.parse(JSON.stringify(step.event)) as PlannedPath['steps'][number]['event'],
      value: step.value,
    })),
  };
}

function drivable(adapter: AnyAdapter, path: ModelPath): boolean {
  if (adapter.inputs && !adapter.inputs.includes(path.inputName)) return false;
  if (!path.steps.every((step) => canPerform(adapter, step.event))) return false;
  return !adapter.undrivable?.(toPlanned(adapter.id, path));
}

export async function planMachine(adapter: AnyAdapter): Promise<MachinePlan> {
  const { allows } = adapter;
  const generated = generateAllPaths(
    allows
      ? { ...adapter.model, allows: (snapshot, event) => allows(snapshot.value, event, snapshot.context as Record<string, unknown>) }
      : adapter.model,
  );
  const candidates = generated.filter((path) => drivable(adapter, path));
  const covered = new Map<ModelPath, ReplayResult>();
  for (const path of candidates) covered.set(path, await replayPath(adapter.model, path));

  const goalsOf = new Map(candidates.map((path) => [path, adapter.goals?.(toPlanned(adapter.id, path)) ?? []]));
  const seen = new Set<string>();
  const gain = (path: ModelPath) => {
    const result = covered.get(path)!;
    return (
      [...result.states].filter((id) => !seen.has(`s:${id}`)).length +
      [...result.transitions].filter((id) => !seen.has(`t:${id}`)).length +
      goalsOf.get(path)!.filter((goal) => !seen.has(`g:${goal}`)).length
    );
  };
  const chosen: ModelPath[] = [];
  const pool = [...candidates];
  for (;;) {
    let best: ModelPath | null = null;
    let bestGain = 0;
    for (const path of pool) {
      const g = gain(path);
      if (g > bestGain || (g === bestGain && g > 0 && best && path.steps.length < best.steps.length)) {
        best = path;
        bestGain = g;
      }
    }
    if (!best) break;
    chosen.push(best);
    pool.splice(pool.indexOf(best), 1);
    const result = covered.get(best)!;
    result.states.forEach((id) => seen.add(`s:${id}`));
    result.transitions.forEach((id) => seen.add(`t:${id}`));
    goalsOf.get(best)!.forEach((goal) => seen.add(`g:${goal}`));
  }
  return { adapter, chosen, skipped: generated.length - candidates.length };
}
