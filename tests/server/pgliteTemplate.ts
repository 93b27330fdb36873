// Vitest globalSetup of the `server` project, beside postgresServer.ts: an
// empty PGlite database made once for the run and written to a file, from
// which every test's in-memory database starts (support/freshPglite.ts).
// PGlite.create('memory://') runs initdb in WebAssembly each time, about
// 3 s of CPU on this machine; starting from the file takes under 1 s, and
// the server tests open a few hundred databases (issue 31, item 6).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of an empty PGlite data folder, as initdb leaves it. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await PGlite.create('memory://');
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const dir = mkdtempSync(join(tmpdir(), 'casino-pglite-'));
  const file = join(dir, 'empty.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
