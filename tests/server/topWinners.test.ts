// transaction/topwinners is open to visitors and the home page asks for it
// (issue 32, L6). `{"isLive": true}` walked the wins index from the largest
// win down, joining every row to its game to find the live ones: with few
// live wins, the whole index, on every call, for anyone. Now the wins carry
// their game's kind in an index of their own, the list is read once per
// instance and kept a few seconds, and concurrent asks share one read.
import { describe, expect, it } from 'vitest';
import type { TopWinner } from '../../contract/schemas';
import type { Database } from '../../server/db/database';
import { topWinners } from '../../server/casino/rounds';
import { apiFor, registered, useTestApi } from './testServer';

const t = useTestApi();

/** The plan's nodes, depth first. */
function nodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  return [plan, ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodes)];
}

/** A database that runs EXPLAIN ANALYZE on each query touching game_history and counts the rows it read there. */
function counting(db: Database): { db: Database; queries: () => number; rowsRead: () => number } {
  let queries = 0;
  let rowsRead = 0;
  const spy = Object.create(db) as Database;
  spy.query = async <T>(sql: string, params?: readonly unknown[]) => {
    if (sql.includes('game_history')) {
      queries += 1;
      const [explained] = await db.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
        params,
      );
      for (const node of nodes(explained!['QUERY PLAN'][0].Plan)) {
        if (node['Relation Name'] !== 'game_history') continue;
        const loops = Number(node['Actual Loops'] ?? 1);
        rowsRead +=
          (Number(node['Actual Rows'] ?? 0) +
            Number(node['Rows Removed by Filter'] ?? 0) +
            Number(node['Rows Removed by Index Recheck'] ?? 0)) *
          loops;
      }
    }
    return db.query<T>(sql, params);
  };
  return { db: spy, queries: () => queries, rowsRead: () => rowsRead };
}

describe('transaction/topwinners (issue 32, L6)', () => {
  it('reads no more wins than it lists, whatever the other kind holds', async () => {
    const player = await registered(t.api);
    const [{ id: userId }] = (await t.deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [player.username])) as [
      { id: number },
    ];
    const [slot] = await t.deps.db.query<{ code: string }>('SELECT code FROM games WHERE NOT is_live ORDER BY sort LIMIT 1');
    const [table] = await t.deps.db.query<{ code: string }>('SELECT code FROM games WHERE is_live ORDER BY sort LIMIT 1');
    // 20,000 slot wins, all larger than the 3 live ones, written as rounds write them.
    await t.deps.db.query(
      `INSERT INTO game_history (user_id, game_code, round_id, type, amount_minor) SELECT $1, $2, n, 1, 100000 + n FROM generate_series(1, 20000) AS n`,
      [userId, slot!.code],
    );
    await t.deps.db.query(
      `INSERT INTO game_history (user_id, game_code, round_id, type, amount_minor) SELECT $1, $2, 30000 + n, 1, 500 * n FROM generate_series(1, 3) AS n`,
      [userId, table!.code],
    );
    await t.deps.db.query('ANALYZE game_history');
    const live = counting(t.deps.db);
    const tables = await topWinners(live.db, true, 10);
    expect(tables.map((w) => w.amount)).toEqual([15, 10, 5]);
    console.log(`[top winners] live, 10 asked: ${live.rowsRead()} rows of game_history read`);
    expect(live.rowsRead()).toBeLessThanOrEqual(100);
    const slots = counting(t.deps.db);
    expect((await topWinners(slots.db, false, 100)).map((w) => w.amount).slice(0, 2)).toEqual([1200, 1199.99]);
    expect(slots.rowsRead()).toBeLessThanOrEqual(200);
  });

  it('is read once for many visitors asking at once and again within seconds', async () => {
    const spy = counting(t.deps.db);
    const api = apiFor({ ...t.deps, db: spy.db });
    const ask = (isLive: boolean, count: number) => api.call('topWinners', { isLive, count });
    // A list shorter than the longest (3 live wins) is read each time: a first win shows at once.
    await ask(true, 10);
    await ask(true, 10);
    expect(spy.queries()).toBe(2);
    const [{ id: userId }] = (await t.deps.db.query<{ id: number }>('SELECT id FROM users ORDER BY id DESC LIMIT 1')) as [{ id: number }];
    const [table] = await t.deps.db.query<{ code: string }>('SELECT code FROM games WHERE is_live ORDER BY sort LIMIT 1');
    await t.deps.db.query(
      `INSERT INTO game_history (user_id, game_code, round_id, type, amount_minor) SELECT $1, $2, 40000 + n, 1, 100 + n FROM generate_series(1, 200) AS n`,
      [userId, table!.code],
    );
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(i % 2 === 0, 1 + (i % 40))));
    for (let i = 0; i < 20; i++) answers.push(await ask(i % 2 === 0, 100));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Then each kind's full list once (a count is a slice of the same list).
    expect(spy.queries()).toBe(4);
    const ten = (await ask(false, 10)).body.data as TopWinner[];
    const hundred = (await ask(false, 100)).body.data as TopWinner[];
    expect(ten).toEqual(hundred.slice(0, 10));
  });
});
