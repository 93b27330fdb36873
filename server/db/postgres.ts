import pg from 'pg';
import { classifyDatabaseError, type Database, type Queryable } from './database';
import { createListenLink } from './listenLink';

// Numbers come back as numbers: bigint counts (int8) and numeric sums stay
// well inside 2^53 for money in kuruş.
pg.types.setTypeParser(20, (v) => Number(v));

/** A statement that runs longer than this is cut: a hung database must not hang requests. */
const QUERY_TIMEOUT_MS = 30_000;
/** On close, transactions still running after this are cut (rolled back by the server); their clients retry with their keys. */
const CLOSE_WAIT_MS = 2_000;

/**
 * A node-postgres pool on DATABASE_URL. No fault of the database ends the
 * process: every connection has an 'error' listener (idle ones through the
 * pool's, checked-out ones while they are out), a lost connection is
 * replaced, and a request that cannot reach the database fails with
 * DatabaseUnavailable (a 503), until it is back.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    application_name: `casino-${process.pid}`,
  });
  // An idle connection that dies (restart, failover) is dropped by the pool; without a listener Node would end the process.
  pool.on('error', (error) => console.error(`[db] an idle connection failed (${error.message}); the pool opens another`));
  // Fail at start, with the reason, rather than on the first request.
  await pool.query('SELECT 1');
  const link = createListenLink(connectionString);
  // Clients inside a transaction, so close() can cut the ones that outlive the shutdown.
  const inTransaction = new Set<pg.PoolClient>();

  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      try {
        return (await pool.query(sql, params as unknown[])).rows as T[];
      } catch (error) {
        throw classifyDatabaseError(error);
      }
    },
    transaction: async (work) => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classifyDatabaseError(error);
      }
      // A checked-out client has no pool listener: a connection lost mid-transaction emits 'error' here.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      inTransaction.add(client);
      const tx: Queryable = {
        query: async <T>(sql: string, params?: readonly unknown[]) => (await client.query(sql, params as unknown[])).rows as T[],
      };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken ??= rollbackError;
        });
        throw classifyDatabaseError(error);
      } finally {
        client.removeListener('error', onError);
        // Cut by close(): already released.
        if (inTransaction.delete(client)) client.release(broken);
      }
    },
    listen: (channel, onPayload, options) => link.listen(channel, onPayload, options?.onResync),
    notify: async (channel, payload) => {
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      } catch (error) {
        throw classifyDatabaseError(error);
      }
    },
    close: async () => {
      await link.close();
      const ended = pool.end();
      let timer: NodeJS.Timeout | undefined;
      const waited = await Promise.race([
        ended.then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CLOSE_WAIT_MS))),
      ]);
      clearTimeout(timer);
      if (waited) return;
      for (const client of [...inTransaction]) {
        inTransaction.delete(client);
        client.on('error', () => {});
        client.release(new Error('the server is shutting down'));
      }
      await ended;
    },
  };
}
