// Fault injection on PostgreSQL: two server instances on one throwaway
// cluster with traffic running; the database is killed (pg_ctl stop -m
// immediate: every backend dies at once, as in a crash or a failover) and
// started again. Both instances must keep running, answer 503 with a message
// while it is down, work again afterwards without a restart, keep their hub
// clients, and hear each other again (a password changed on one ends the old
// token on the other). A lost LISTEN connection alone must not leave a
// revoked token cached either.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBin } from './support/postgresCluster';
import { createPostgresCluster, type PostgresCluster } from './support/postgresCluster';
import { ESCAPED_FAULT, startChildServer, type ChildServer } from './support/childServer';
import { HANDSHAKE, openRawHub, pushesIn } from './support/hubClient';
import { depositRemote, postJson, registerRemote } from './support/players';

async function balance(url: string, token: string, locale = 'tr') {
  const response = await fetch(`${url}/api/user/balance`, {
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale, accept: 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

/**
 * A call that needs the database: the player's transactions. (The balance
 * poll is served from the caches and the in-memory play-time meter since
 * issue 20, so it may well answer 200 through an outage.)
 */
async function transactions(url: string, token: string, locale = 'tr') {
  const response = await fetch(`${url}/api/transaction/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 0, skip: 0, take: 5 }),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Database-bound requests every 40 ms to both instances, recording each status, until stopped. */
function traffic(servers: ChildServer[], token: string) {
  const statuses: number[] = [];
  let running = true;
  const loops = servers.map(async (server) => {
    while (running) {
      try {
        statuses.push((await transactions(server.url, token)).status);
      } catch {
        statuses.push(0); // no answer at all: must never happen while the process lives
      }
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.runIf(postgresBin())('PostgreSQL killed and restarted under two instances', () => {
  let cluster: PostgresCluster;
  let a: ChildServer;
  let b: ChildServer;
  beforeAll(async () => {
    cluster = await createPostgresCluster();
    // One instance first: the second then starts on a migrated database.
    a = await startChildServer({ DATABASE_URL: cluster.url, HUB_CLIENT_TIMEOUT_MS: '600000' });
    b = await startChildServer({ DATABASE_URL: cluster.url, HUB_CLIENT_TIMEOUT_MS: '600000' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    cluster?.destroy();
  });

  it('both keep running, answer 503 while it is down, recover by themselves, keep hub clients and hear each other again', async () => {
    const watcher = await registerRemote(a.url);
    const player = await registerRemote(a.url);
    // B has the player's session and balance cached before the outage.
    expect((await balance(b.url, player.token)).status).toBe(200);
    const hub = openRawHub(b.url, player.token);
    expect(await hub.opened).toBe(true);
    hub.send(HANDSHAKE);
    await until(() => hub.records.includes('{}'), 5_000, 'the handshake');

    const load = traffic([a, b], watcher.token);
    await new Promise((r) => setTimeout(r, 300));
    cluster.stopImmediately();
    const killedAt = Date.now();
    await until(() => load.statuses.filter((s) => s === 503).length >= 4, 15_000, '503s while the database is down');
    const down = await transactions(b.url, player.token, 'en');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      success: false,
      message: 'The service is unavailable right now. Your data is safe; please try again in a few seconds.',
    });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(a.alive() && b.alive()).toBe(true);

    cluster.start();
    const startedAt = Date.now();
    await until(
      async () => (await transactions(a.url, watcher.token)).status === 200 && (await transactions(b.url, watcher.token)).status === 200,
      30_000,
      'both instances to answer again',
    );
    const recoveredInMs = Date.now() - startedAt;
    await load.stop();
    expect(a.alive() && b.alive()).toBe(true);
    const count = (status: number) => load.statuses.filter((s) => s === status).length;
    console.log(
      `[faults] database down for ${startedAt - killedAt} ms under 2 instances: ${count(200)} answers 200, ${count(503)} answers 503, 0 others; both answered again ${recoveredInMs} ms after it was back; processes alive: 2/2`,
    );
    // Every answer was a success or a 503: no 500, no dropped connection.
    expect(new Set(load.statuses)).toEqual(new Set([200, 503]));
    // Each LISTENs again (within its backoff) and says so.
    await until(
      () => a.output().includes('LISTEN connection restored') && b.output().includes('LISTEN connection restored'),
      10_000,
      'LISTEN again on both',
    );

    // The hub connection opened before the outage still carries pushes, made on the other instance.
    expect(hub.closed).toBeNull();
    await until(async () => (await depositRemote(a.url, player.token, 150)).body.success, 10_000, 'a deposit on A');
    await until(() => pushesIn(hub.records).some((p) => p.command === 'balance' && p.message === '150'), 10_000, "A's push to B's client");

    // B has the token cached again; a password change on A must end it on B (B LISTENs again).
    expect((await balance(b.url, player.token)).status).toBe(200);
    const changed = await postJson(
      a.url,
      '/api/customer/changepassword',
      { oldPassword: player.password, password: 'newpass9', confirmPassword: 'newpass9' },
      { authorization: `Bearer ${player.token}` },
    );
    expect(changed.body.success).toBe(true);
    // The other sessions end; the one that changed the password stays. Log in on B to get a second, then revoke it from A.
    const second = await postJson(b.url, '/api/auth/login', { username: player.username, password: 'newpass9' });
    const secondToken = second.body.data.token as string;
    expect((await balance(b.url, secondToken)).status).toBe(200);
    await postJson(
      a.url,
      '/api/customer/changepassword',
      { oldPassword: 'newpass9', password: 'newpass10', confirmPassword: 'newpass10' },
      { authorization: `Bearer ${player.token}` },
    );
    await until(async () => (await balance(b.url, secondToken)).status === 401, 5_000, 'the revoked token to be refused on B');

    for (const server of [a, b]) expect(server.output()).not.toMatch(ESCAPED_FAULT);
    hub.close();
  }, 120_000);

  it('a revocation sent while only the LISTEN connection was down is not served from the cache afterwards', async () => {
    const player = await registerRemote(a.url);
    const onB = (await postJson(b.url, '/api/auth/login', { username: player.username, password: player.password })).body.data
      .token as string;
    expect((await balance(b.url, onB)).status).toBe(200); // cached on B
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    // Cut B's LISTEN connection, then revoke at once (B reconnects only after its backoff, so it misses the notification).
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
      `casino-listen-${b.child.pid}`,
    ]);
    const changed = await postJson(
      a.url,
      '/api/customer/changepassword',
      { oldPassword: player.password, password: 'newpass9', confirmPassword: 'newpass9' },
      { authorization: `Bearer ${player.token}` },
    );
    expect(changed.body.success).toBe(true);
    await until(
      async () =>
        (await admin.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [`casino-listen-${b.child.pid}`])).rowCount === 1,
      10_000,
      "B's LISTEN connection to come back",
    );
    await admin.end();
    await until(async () => (await balance(b.url, onB)).status === 401, 5_000, 'B to drop its cache and refuse the revoked token');
    expect(b.output()).toContain('LISTEN connection restored');
  }, 60_000);
});
