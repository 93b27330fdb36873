import pg from 'pg';
import type { Database, Queryable } from './database';

// Numbers come back as numbers: bigint counts (int8) and numeric sums stay
// well inside 2^53 for money in kuruş.
pg.types.setTypeParser(20, (v) => Number(v));

/** A node-postgres pool on DATABASE_URL. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, with the reason, rather than on the first request.
  await pool.query('SELECT 1');
  const listeners: pg.PoolClient[] = [];
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: readonly unknown[]) => (await pool.query(sql, params as unknown[])).rows as T[],
    transaction: async (work) => {
      const client = await pool.connect();
      const tx: Queryable = {
        query: async <T>(sql: string, params?: readonly unknown[]) => (await client.query(sql, params as unknown[])).rows as T[],
      };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onPayload) => {
      const client = await pool.connect();
      listeners.push(client);
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await client.query(`UNLISTEN "${channel.replace(/"/g, '')}"`).catch(() => {});
        client.release();
        listeners.splice(listeners.indexOf(client), 1);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}
