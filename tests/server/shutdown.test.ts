// Graceful shutdown (SIGTERM): the server stops accepting, lets a request
// under way finish (here a deposit held by a row lock the test owns), pushes
// its outcome to the hub, then closes hub clients with allowReconnect and
// the database, and exits 0. A request that outlives the grace period is cut:
// its transaction rolls back, and its retry with the same key moves the money once.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { engines, freshPostgresUrl, TEST_CARD } from './testServer';
import { sparePort, startChildServer, type ChildServer } from './support/childServer';
import { HANDSHAKE, openRawHub, pushesIn } from './support/hubClient';
import { registerRemote } from './support/players';

const card = { id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: 250 } };

function deposit(url: string, token: string, key: string) {
  return fetch(`${url}/api/payment/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify(card),
  }).then(
    async (r) => ({ status: r.status, body: (await r.json()) as { success: boolean } }),
    (error: Error) => ({ status: 0, error }),
  );
}

/** Holds the player's row lock, so their money requests wait inside the server. */
async function holdPlayer(databaseUrl: string, username: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT id FROM users WHERE username = $1 FOR UPDATE', [username]);
  return { release: async () => (await client.query('COMMIT'), await client.end()) };
}

const ledgerSum = async (databaseUrl: string, username: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ sum: number }>(
    'SELECT COALESCE(SUM(l.amount_minor), 0)::int AS sum FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.username = $1',
    [username],
  );
  await client.end();
  return rows[0]!.sum;
};

describe.runIf(engines().includes('postgres'))('graceful shutdown', () => {
  let server: ChildServer | undefined;
  afterEach(async () => {
    await server?.kill();
  });

  it('finishes the request under way, pushes its balance, then closes the hub with allowReconnect and exits 0', async () => {
    const databaseUrl = await freshPostgresUrl();
    server = await startChildServer({ DATABASE_URL: databaseUrl, SHUTDOWN_GRACE_MS: '10000' });
    const player = await registerRemote(server.url);
    const hub = openRawHub(server.url, player.token);
    await hub.opened;
    hub.send(HANDSHAKE);
    await hub.until(() => hub.records.includes('{}'));

    const lock = await holdPlayer(databaseUrl, player.username);
    const pending = deposit(server.url, player.token, 'shutdown-key-0001');
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // No longer accepting: a new connection is refused while the deposit is still under way.
    await expect(fetch(`${server.url}/api/auth/form`)).rejects.toThrow();
    expect(server.alive()).toBe(true);
    await lock.release();

    expect(await pending).toMatchObject({ status: 200, body: { success: true } });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await ledgerSum(databaseUrl, player.username)).toBe(25_000);
    // The push of the new balance came before the Close, and the Close lets the client come back.
    const balanceAt = hub.records.findIndex((r) => pushesIn([r]).some((p) => p.command === 'balance' && p.message === '250'));
    const closeAt = hub.records.findIndex((r) => r.startsWith('{"type":7'));
    expect(balanceAt).toBeGreaterThanOrEqual(0);
    expect(closeAt).toBeGreaterThan(balanceAt);
    expect(JSON.parse(hub.records[closeAt]!)).toMatchObject({ allowReconnect: true });
  }, 60_000);

  it('cuts a request that outlives the grace period; it moved no money, and its retry moves it once', async () => {
    const databaseUrl = await freshPostgresUrl();
    const port = await sparePort();
    server = await startChildServer({ DATABASE_URL: databaseUrl, SHUTDOWN_GRACE_MS: '500' }, { port });
    const player = await registerRemote(server.url);
    const lock = await holdPlayer(databaseUrl, player.username);
    const pending = deposit(server.url, player.token, 'shutdown-key-0002');
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Grace (0.5 s) plus the database's own wait for the cut transaction (2 s), well inside the hard stop.
    expect(Date.now() - started).toBeLessThan(6_000);
    expect((await pending).status).toBe(0);
    await lock.release();
    expect(await ledgerSum(databaseUrl, player.username)).toBe(0);

    server = await startChildServer({ DATABASE_URL: databaseUrl }, { port });
    expect(await deposit(server.url, player.token, 'shutdown-key-0002')).toMatchObject({ status: 200, body: { success: true } });
    expect(await deposit(server.url, player.token, 'shutdown-key-0002')).toMatchObject({ status: 200, body: { success: true } });
    expect(await ledgerSum(databaseUrl, player.username)).toBe(25_000);
  }, 60_000);
});
