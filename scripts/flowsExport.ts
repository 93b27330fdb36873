// `npm run flows:export`: every machine of the catalogue, for product owners.
// - flows/<id>.machine.js: the machine as a createMachine({...}) config, the
//   code Stately Studio's "Import from code" takes (scripts/flows/stately.ts;
//   tests/unit/statelyExtraction.test.ts proves Stately's extractor reads it);
// - flows/<id>.json: the definition (machine.toJSON(): states, transitions,
//   named guards and actions, descriptions), for tools that read JSON;
// - flows/<id>.svg: the statechart drawn offline (scripts/flows/diagram.ts);
// - flows/index.html: every machine with its description, its diagram, the
//   transitions that stay in their state, and its generated paths in words
//   (the same paths the model tests replay).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { machineCatalogue, machineIds } from '../tests/model/machineCatalogue';
import type { MachineModel } from '../tests/model/model';
import { coveringPaths as generatePaths } from '../tests/model/coveringPaths';
import { actionNames, allStates, definitionOf, eventLabel, guardName, transitionsOf, type StateJson } from './flows/definition';
import { machineAsCode } from './flows/stately';
import { renderDiagram } from './flows/diagram';
import { renderIndex, type FlowEntry } from './flows/indexPage';

const OUT = 'flows';

async function modelOf(id: string): Promise<MachineModel> {
  const module = (await import(`../tests/model/models/${id}.model.ts`)) as Record<string, MachineModel>;
  return Object.values(module).find((value) => value && typeof value === 'object' && 'machine' in value && value.id === id)!;
}

/** Transitions without a target: they run actions and stay where they are. */
function staying(root: StateJson, delays: Record<string, unknown>): string[] {
  return allStates(root).flatMap((state) =>
    transitionsOf(state)
      .filter((t) => !t.target?.length)
      .map((t) => {
        const guard = guardName(t.guard);
        const actions = actionNames(t.actions);
        return `${state.id}: ${eventLabel(t.eventType, delays)}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ' (ignored)'}`;
      }),
  );
}

async function main() {
  const only = process.argv.includes('--machine') ? process.argv[process.argv.indexOf('--machine') + 1] : undefined;
  if (!only) rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const entries: FlowEntry[] = [];
  for (const id of machineIds.filter((m) => !only || m === only)) {
    const machine = machineCatalogue[id] as AnyStateMachine;
    const definition = definitionOf(machine);
    const delays = (machine.implementations as { delays?: Record<string, unknown> }).delays ?? {};
    writeFileSync(join(OUT, `${id}.json`), `${JSON.stringify(definition, null, 2)}\n`);
    writeFileSync(join(OUT, `${id}.machine.js`), machineAsCode(definition, `machines/${id}.machine.ts`));
    writeFileSync(join(OUT, `${id}.svg`), await renderDiagram(definition, `${id}: ${definition.description ?? ''}`, delays));
    const paths = generatePaths(await modelOf(id));
    entries.push({
      id,
      description: definition.description ?? '',
      states: allStates(definition).length,
      staying: staying(definition, delays),
      paths: paths.map((p) => p.name),
    });
    console.log(`${id}: ${paths.length} paths`);
  }
  if (!only) writeFileSync(join(OUT, 'index.html'), renderIndex(entries));
  console.log(`flows written to ${OUT}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
