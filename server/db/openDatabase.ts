// Opens the engine the configuration names. Apart from database.ts, which
// both engines import for the interface and the error classes, so that
// loading an engine on demand makes no import ring.
import type { Database } from './database';

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}
