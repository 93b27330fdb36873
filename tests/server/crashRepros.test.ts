// The three ways one request or message stopped the server (issue 17), each
// against the real process: after each, it must still be running and serving.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, freshPostgresUrl } from './testServer';
import { ESCAPED_FAULT, startChildServer, type ChildServer } from './support/childServer';
import { HANDSHAKE, RS, openRawHub } from './support/hubClient';
import { registerRemote } from './support/players';
import { rawExchange, stillServes, upgradeRequest } from './support/rawHttp';

describe('one request or message no longer stops the server', () => {
  let server: ChildServer;
  let token: string;
  beforeAll(async () => {
    server = await startChildServer({});
    token = (await registerRemote(server.url)).token;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('an upgrade whose request line is `GET http://[ HTTP/1.1` is refused with a 400', async () => {
    const answer = await rawExchange(server.port, upgradeRequest('http://['));
    expect(answer.status).toBe(400);
    expect(server.alive()).toBe(true);
    expect(await stillServes(server.port)).toBe(true);
  });

  it.each([
    ['before the handshake', false],
    ['after the handshake', true],
  ])('the hub record `null` %s closes that connection with an error', async (_when, handshakeFirst) => {
    const hub = openRawHub(server.url, token);
    expect(await hub.opened).toBe(true);
    if (handshakeFirst) {
      hub.send(HANDSHAKE);
      expect(await hub.until(() => hub.records.includes('{}'))).toBe(true);
    }
    hub.send(`null${RS}`);
    expect(await hub.until(() => hub.closed !== null)).toBe(true);
    const last = JSON.parse(hub.records.at(-1)!) as { type?: number; error?: string; allowReconnect?: boolean };
    // Before the handshake the answer is a handshake error; after it, SignalR's Close with the reason.
    expect(last.error).toMatch(/not a JSON object/);
    if (handshakeFirst) expect(last).toMatchObject({ type: 7, allowReconnect: false });
    expect(server.alive()).toBe(true);
    expect(await stillServes(server.port)).toBe(true);
  });

  it('nothing escaped to the process-level handlers', () => {
    expect(server.output()).not.toMatch(ESCAPED_FAULT);
  });
});

// The reset must land while the session lookup waits on the database: a
// table lock from the test holds the lookup, which makes the race certain.
describe.runIf(engines().includes('postgres'))('a connection reset while the hub looks up the token', () => {
  let server: ChildServer;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    server = await startChildServer({ DATABASE_URL: databaseUrl });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('leaves the server running and the hub accepting', async () => {
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    // Ten upgrades, each reset by the client while its lookup is held.
    const resets = Array.from({ length: 10 }, (_, i) =>
      rawExchange(server.port, upgradeRequest(`/hub/frnotify?access_token=held-lookup-${i}`), { then: 'reset', resetAfterMs: 100 }),
    );
    await Promise.all(resets);
    await new Promise((r) => setTimeout(r, 300));
    await locker.query('COMMIT');
    await locker.end();
    // The lookups now finish on sockets that are gone.
    await new Promise((r) => setTimeout(r, 500));
    expect(server.alive()).toBe(true);
    const { token } = await registerRemote(server.url);
    const hub = openRawHub(server.url, token);
    expect(await hub.opened).toBe(true);
    hub.send(HANDSHAKE);
    expect(await hub.until(() => hub.records.includes('{}'))).toBe(true);
    hub.close();
    expect(server.output()).not.toMatch(ESCAPED_FAULT);
  });
});
