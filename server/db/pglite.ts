import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** PGlite in `dataDir` (a restart keeps accounts and money), or in memory for 'memory://'. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir));
}

/** The server's database over an open PGlite. */
export function pgliteDatabase(pg: PGlite): Database {
  const asQueryable = (runner: Pick<PGlite, 'query'>): Queryable => ({
    query: async <T>(sql: string, params?: readonly unknown[]) => (await runner.query<T>(sql, params as unknown[])).rows,
  });
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    // PGlite runs one transaction at a time and queues other work behind it.
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    listen: async (channel, onPayload) => {
      const unlisten = await pg.listen(channel, onPayload);
      return () => unlisten();
    },
    notify: async (channel, payload) => {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pg.close(),
  };
}
