// Versioned SQL migrations: server/db/migrations/NNN_name.sql, applied in
// order at start, each once, each in its own transaction. An advisory lock
// keeps two instances starting on one PostgreSQL from racing.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 727_001;

/** Applies the migrations not yet applied; `upTo` (a version, '010_fun_sessions') stops after it (tests of a migration's backfill). */
export async function migrate(db: Database, options: { upTo?: string } = {}): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .filter((f) => options.upTo === undefined || f.replace(/\.sql$/, '') <= options.upTo)
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      for (const statement of splitStatements(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'))) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
  });
  return applied;
}

/** Splits a migration on semicolons at line ends (our migrations hold no functions with bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
