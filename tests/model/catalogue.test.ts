// @vitest-environment node
// Every machine in the catalogue has a model (tests/machines/paths.test.ts
// generates its path tests from it), and every *.machine.ts file is in the catalogue.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalogue, machineIds } from '../../machines';

const root = process.cwd();

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? machineFiles(join(dir, entry.name)) : entry.name.endsWith('.machine.ts') ? [entry.name] : [],
  );
}

describe('machine catalogue', () => {
  it.each(machineIds)('%s has a model, under its own id', (id) => {
    expect(machineCatalogue[id].id).toBe(id);
    expect(existsSync(join(root, 'tests/model/models', `${id}.model.ts`))).toBe(true);
  });

  it('lists every machine file', () => {
    const files = machineFiles(join(root, 'machines')).map((f) => f.replace(/\.machine\.ts$/, ''));
    expect(files.sort()).toEqual([...machineIds].sort());
  });
});
