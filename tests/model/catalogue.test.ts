// @vitest-environment node
// Every machine the catalogue finds (tests/model/machineCatalogue.ts, from
// machines/'s file names) has a model under its own id, which
// tests/machines/paths.test.ts generates its path tests from; and no machine
// file hides where the catalogue does not look.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalogue, machineIds } from './machineCatalogue';
import type { MachineModel } from './model';

const root = process.cwd();

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? machineFiles(join(dir, entry.name)) : entry.name.endsWith('.machine.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('machine catalogue', () => {
  it.each(machineIds)('%s has a model, under its own id', async (id) => {
    expect(machineCatalogue[id]!.id).toBe(id);
    const file = join(root, 'tests/model/models', `${id}.model.ts`);
    expect(existsSync(file)).toBe(true);
    const model = ((await import(file)) as Record<string, MachineModel | undefined>)[`${id}Model`];
    expect(model?.id).toBe(id);
    expect(model?.machine.id).toBe(id);
  });

  it('finds every machine file: none sits in a subfolder of machines/', () => {
    const files = machineFiles(join(root, 'machines')).map((f) => f.slice(join(root, 'machines').length + 1).replace(/\.machine\.ts$/, ''));
    expect(files.sort()).toEqual([...machineIds]);
    expect(machineIds.length).toBeGreaterThan(30);
  });
});
