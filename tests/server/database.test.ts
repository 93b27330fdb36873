// Tests that must hold on both engines: PGlite and a real PostgreSQL.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../server/casino/catalogue';
import { createDeps } from '../../server/createServer';
import { freshPglite } from './support/freshPglite';
import { sumLedger } from '../../server/services/balanceCache';
import { apiFor, createTestDeps, engines, freshPostgresUrl, testConfig, verifiedPlayer } from './testServer';

describe.each(engines())('on %s', (engine) => {
  it('200 simultaneous withdrawals never overdraw one balance, and the ledger sums match', async () => {
    const deps = await createTestDeps(engine);
    const api = apiFor(deps);
    try {
      const player = await verifiedPlayer(api, deps);
      await api.call(
        'deposit',
        {
          id: 2,
          target: 'pay',
          detail: { CardNo: '4111111111111111', CardHolder: 'A Y', ExpiryMonth: 1, Installments: 1, Amount: 10_000 },
        },
        { token: player.token },
      );
      // 200 × 100 ₺ against 10.000 ₺: exactly 100 may pass.
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          api.call('withdraw', { id: 12, target: 'pay', detail: { PaparaNo: '1234567890', Amount: 100 } }, { token: player.token }),
        ),
      );
      const passed = results.filter((r) => r.body.success).length;
      expect(passed).toBe(100);
      expect(results.filter((r) => !r.body.success).every((r) => r.body.message === 'Bakiyeniz yetersiz.')).toBe(true);
      const [user] = await deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [player.username]);
      expect(await sumLedger(deps.db, user!.id)).toBe(0);
      const [pending] = await deps.db.query<{ total: number | string }>(
        'SELECT COALESCE(SUM(amount_minor), 0) AS total FROM transactions WHERE user_id = $1 AND kind = 2',
        [user!.id],
      );
      expect(Number(pending!.total)).toBe(10_000_00);
      expect((await api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(0);
    } finally {
      await deps.db.close();
    }
  });

  it('migrates and seeds idempotently: a second start changes nothing', async () => {
    const config = engine === 'postgres' ? testConfig({ databaseUrl: await freshPostgresUrl() }) : testConfig();
    const first = await createDeps(config, engine === 'pglite' ? await freshPglite() : undefined);
    const count = async () =>
      (
        await first.db.query<{ tables: string }>(
          `SELECT (SELECT count(*) FROM users) || '/' || (SELECT count(*) FROM cms_pages) || '/' || (SELECT count(*) FROM payment_methods) || '/' || (SELECT count(*) FROM schema_migrations) || '/' || (SELECT count(*) FROM games) AS tables`,
        )
      )[0]!.tables;
    const before = await count();
    // Run migrations and seed again over the same database.
    await createDeps(config, first.db);
    expect(await count()).toBe(before);
    const migrations = readdirSync('server/db/migrations').filter((f) => f.endsWith('.sql')).length;
    expect(before).toBe(`1/7/6/${migrations}/${buildCatalogue().length}`);
    await first.db.close();
  });
});
