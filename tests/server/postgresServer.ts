// Vitest globalSetup of the `server` project: a throwaway PostgreSQL from
// Debian's package (initdb into a temporary folder, pg_ctl on a spare port),
// so the database tests run on PGlite and on a real PostgreSQL. Skipped, with
// a warning, where PostgreSQL is not installed (CI installs it: .ci/run).
// TEST_DATABASE_URL, when set, is used instead.
import type { TestProject } from 'vitest/node';
import { createPostgresCluster, postgresBin } from './support/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  if (!postgresBin()) {
    console.warn('[server tests] PostgreSQL is not installed: the PostgreSQL variants are skipped (apt-get install postgresql).');
    project.provide('databaseUrl', null);
    return;
  }
  const cluster = await createPostgresCluster();
  project.provide('databaseUrl', cluster.url);
  return () => cluster.destroy();
}
