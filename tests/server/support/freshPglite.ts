// A new, empty in-memory PGlite database for a test, started from the
// run's template (tests/server/pgliteTemplate.ts) instead of a new initdb:
// the same empty database, a third of the time.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../../server/db/database';
import { pgliteDatabase } from '../../../server/db/pglite';

let template: Promise<Blob> | undefined;

export async function freshPglite(): Promise<Database> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes], { type: 'application/x-tar' }));
  return pgliteDatabase(await PGlite.create({ loadDataDir: await template }));
}
