// Every machine, found where it lives: each machines/<id>.machine.ts exports
// the machine whose id is <id> (loading it fails otherwise), so a new machine
// reaches the model tests, the flows export, the browser model paths and the
// mutation run without a line anywhere else. Node only: tests and scripts/
// read it; the app never needs every machine at once.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { StateMachine, type AnyStateMachine } from 'xstate';

const SUFFIX = '.machine.ts';

/** The id of every machine, from machines/'s file names, sorted. */
export const machineIds: readonly string[] = readdirSync(join(import.meta.dirname, '../../machines'))
  .filter((file) => file.endsWith(SUFFIX))
  .map((file) => file.slice(0, -SUFFIX.length))
  .sort();

/** A machine by its id: the export of machines/<id>.machine.ts that is a machine of that id. */
export async function loadMachine(id: string): Promise<AnyStateMachine> {
  const module = (await import(`../../machines/${id}.machine.ts`)) as Record<string, unknown>;
  const machine = Object.values(module).find((value): value is AnyStateMachine => value instanceof StateMachine && value.id === id);
  if (!machine) throw new Error(`machines/${id}.machine.ts exports no machine with the id '${id}'`);
  return machine;
}

/** Every machine by its id. */
export const machineCatalogue: Readonly<Record<string, AnyStateMachine>> = Object.fromEntries(
  await Promise.all(machineIds.map(async (id) => [id, await loadMachine(id)] as const)),
);
