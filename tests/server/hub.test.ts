// The realtime hub with the real @microsoft/signalr client, configured as the
// SPA configures it: no negotiation, WebSockets, reconnect delays 0, 2, 10, 30 s,
// server timeout 30 s, keep-alive 15 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Notification, NotifyMessage } from '../../contract/schemas';
import { startServer, type RunningServer } from '../../server/createServer';
import { MAX_BUFFERED_BYTES } from '../../server/hub/hub';
import { freshPglite } from './support/freshPglite';
import { createDeps } from '../../server/createServer';
import { hashToken } from '../../server/services/tokens';
import { KEEP_ALIVE_MS, SERVER_TIMEOUT_MS } from '../../src/platform/realtime';
import { HANDSHAKE, RS, maskedTextFrame, openRawHub, openStalledHub } from './support/hubClient';
import { apiFor, engines, freshPostgresUrl, newPlayer, testConfig } from './testServer';

const RECONNECT_DELAYS = [0, 2000, 10_000, 30_000];

function connect(
  url: string,
  token: string,
  timers = { serverTimeoutMs: SERVER_TIMEOUT_MS, keepAliveMs: KEEP_ALIVE_MS },
): { connection: HubConnection; messages: NotifyMessage[] } {
  const messages: NotifyMessage[] = [];
  const connection = new HubConnectionBuilder()
    .withUrl(`${url}/hub/frnotify?fingerprint=test-fp`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .withAutomaticReconnect(RECONNECT_DELAYS)
    .withServerTimeout(timers.serverTimeoutMs)
    .withKeepAliveInterval(timers.keepAliveMs)
    .configureLogging(LogLevel.None)
    .build();
  connection.on('NotifyMessage', (payload: unknown) => messages.push(NotifyMessage.parse(payload)));
  return { connection, messages };
}

async function until(check: () => boolean, timeoutMs = 5000, what = 'condition') {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function registerOn(url: string) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newPlayer()),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

async function depositOn(url: string, token: string, amount: number) {
  const response = await fetch(`${url}/api/payment/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      id: 2,
      target: 'pay',
      detail: { CardNo: '4111111111111111', CardHolder: 'A Y', ExpiryMonth: 1, Installments: 1, Amount: amount },
    }),
  });
  return (await response.json()) as { success: boolean };
}

describe('hub with the SignalR client', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(testConfig({ port: 0 }), await createDeps(testConfig(), await freshPglite()));
  });
  afterAll(() => server.stop());

  it('delivers a pushed notification and the new balance', async () => {
    const token = await registerOn(server.url);
    const { connection, messages } = connect(server.url, token);
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect((await depositOn(server.url, token, 150)).success).toBe(true);
    await until(() => messages.some((m) => m.command === 'notification') && messages.some((m) => m.command === 'balance'), 5000, 'pushes');
    const notification = Notification.parse(JSON.parse(messages.find((m) => m.command === 'notification')!.message));
    expect(notification).toMatchObject({ type: 1, isRead: false });
    expect(messages.find((m) => m.command === 'balance')!.message).toBe('150');
    await connection.stop();
  });

  it('refuses a connection without a valid token', async () => {
    const { connection } = connect(server.url, 'not-a-token');
    await expect(connection.start()).rejects.toThrow();
  });

  it('tells other sessions to log out when the password changes, and closes them', async () => {
    const player = newPlayer();
    const api = apiFor(server.deps);
    const first = (await api.call('register', player as never)).body.data.token as string;
    const second = (await api.call('login', { username: player.username, password: player.password })).body.data.token as string;
    const other = connect(server.url, second);
    await other.connection.start();
    let closed = false;
    other.connection.onclose(() => (closed = true));
    await api.call('changePassword', { oldPassword: player.password, password: 'newpass9', confirmPassword: 'newpass9' }, { token: first });
    await until(() => other.messages.some((m) => m.command === 'logout'), 5000, 'logout');
    await until(() => closed, 5000, 'close');
  });

  it('keeps an idle connection alive past its timeouts, both sides’ timers at a tenth of the spec’s', async () => {
    // The spec's keep-alive 15 s and timeout 30 s, on both sides, scaled by ten: the same timers
    // (the client's keep-alive against the server's timeout, the server's pings against the
    // client's) meet each other three timeouts long, without 35 s of the run spent waiting.
    // The real values are pinned where they are set (server/config.ts, src/platform/realtime.ts).
    expect([SERVER_TIMEOUT_MS, KEEP_ALIVE_MS]).toEqual([30_000, 15_000]);
    expect(testConfig().hub).toMatchObject({ clientTimeoutMs: 30_000, pingIntervalMs: 15_000 });
    const scaled = testConfig({ port: 0, hub: { ...testConfig().hub, pingIntervalMs: 1500, clientTimeoutMs: 3000 } });
    const quick = await startServer(scaled, await createDeps(scaled, await freshPglite()));
    try {
      const token = await registerOn(quick.url);
      const { connection, messages } = connect(quick.url, token, { serverTimeoutMs: 3000, keepAliveMs: 1500 });
      await connection.start();
      let closed = false;
      connection.onclose(() => (closed = true));
      connection.onreconnecting(() => (closed = true));
      await new Promise((r) => setTimeout(r, 9_000));
      expect(closed).toBe(false);
      expect(connection.state).toBe(HubConnectionState.Connected);
      await depositOn(quick.url, token, 100);
      await until(() => messages.some((m) => m.command === 'balance'), 5000, 'push after idle');
      await connection.stop();
    } finally {
      await quick.stop();
    }
  }, 30_000);
});

describe('hub across a restart', () => {
  it('the client reconnects after the server restarts on the same port and data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-hub-'));
    try {
      const config = testConfig({ port: 0, dataDir });
      let server = await startServer(config);
      const token = await registerOn(server.url);
      const { connection, messages } = connect(server.url, token);
      await connection.start();
      let reconnecting = false;
      let reconnected = false;
      connection.onreconnecting(() => (reconnecting = true));
      connection.onreconnected(() => (reconnected = true));
      const port = server.port;
      await server.stop();
      await until(() => reconnecting, 5000, 'reconnecting');
      server = await startServer({ ...config, port });
      await until(() => reconnected, 20_000, 'reconnected');
      expect(connection.state).toBe(HubConnectionState.Connected);
      await depositOn(server.url, token, 120);
      await until(() => messages.some((m) => m.command === 'balance' && m.message === '120'), 5000, 'push after restart');
      await connection.stop();
      await server.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('hub protocol details (raw WebSocket)', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    const config = testConfig({ port: 0, hub: { pingIntervalMs: 200, clientTimeoutMs: 1000, maxConnectionsPerPlayer: 10 } });
    server = await startServer(config, await createDeps(config, await freshPglite()));
    token = await registerOn(server.url);
  });
  afterAll(() => server.stop());

  const open = (query: string, headers: Record<string, string> = {}) =>
    new WebSocket(`${server.url.replace('http', 'ws')}/hub/frnotify${query}`, { headers });

  function frames(socket: WebSocket): string[] {
    const received: string[] = [];
    socket.on('message', (data) => received.push(...data.toString().split('\u001e').filter(Boolean)));
    return received;
  }

  it('answers the handshake with {} and pings; closes a silent client after the timeout, allowing reconnect', async () => {
    const socket = open(`?access_token=${token}&fingerprint=x`);
    const received = frames(socket);
    await new Promise((r) => socket.once('open', r));
    socket.send('{"protocol":"json","version":1}\u001e');
    await until(() => received.includes('{}'), 2000, 'handshake');
    await until(() => received.includes('{"type":6}'), 2000, 'ping');
    await until(() => received.some((f) => f.startsWith('{"type":7')), 3000, 'close');
    expect(JSON.parse(received.find((f) => f.startsWith('{"type":7'))!)).toMatchObject({ type: 7, allowReconnect: true });
  });

  it('accepts the token in an Authorization header (Node clients)', async () => {
    const socket = open('', { authorization: `Bearer ${token}` });
    const received = frames(socket);
    await new Promise((r) => socket.once('open', r));
    socket.send('{"protocol":"json","version":1}\u001e');
    await until(() => received.includes('{}'), 2000, 'handshake');
    socket.close();
  });

  it('refuses another protocol with an error', async () => {
    const socket = open(`?access_token=${token}`);
    const received = frames(socket);
    await new Promise((r) => socket.once('open', r));
    socket.send('{"protocol":"messagepack","version":1}\u001e');
    await until(() => received.some((f) => f.includes('"error"')), 2000, 'error');
  });

  it('answers an invocation of an unknown method with a completion error', async () => {
    const socket = open(`?access_token=${token}`);
    const received = frames(socket);
    await new Promise((r) => socket.once('open', r));
    socket.send('{"protocol":"json","version":1}\u001e{"type":1,"invocationId":"7","target":"Hack","arguments":[]}\u001e');
    await until(() => received.some((f) => f.includes('"invocationId":"7"')), 2000, 'completion');
    socket.close();
  });

  it('shuts down with Close allowReconnect: true', async () => {
    const config = testConfig({ port: 0 });
    const own = await startServer(config, await createDeps(config, await freshPglite()));
    const ownToken = await registerOn(own.url);
    const socket = new WebSocket(`${own.url.replace('http', 'ws')}/hub/frnotify?access_token=${ownToken}`);
    const received = frames(socket);
    await new Promise((r) => socket.once('open', r));
    socket.send('{"protocol":"json","version":1}\u001e');
    await until(() => received.includes('{}'), 2000, 'handshake');
    await own.stop();
    expect(received.map((f) => JSON.parse(f) as { type?: number; allowReconnect?: boolean }).find((m) => m.type === 7)).toMatchObject({
      allowReconnect: true,
    });
  });
});

describe.runIf(engines().includes('postgres'))('several instances on one PostgreSQL', () => {
  it('fan out through LISTEN/NOTIFY: a push made on one instance reaches a client of the other', async () => {
    const databaseUrl = await freshPostgresUrl();
    const a = await startServer(testConfig({ port: 0, databaseUrl }));
    const b = await startServer(testConfig({ port: 0, databaseUrl, seedDemo: true }));
    try {
      const token = await registerOn(a.url);
      const { connection, messages } = connect(a.url, token);
      await connection.start();
      expect((await depositOn(b.url, token, 175)).success).toBe(true);
      await until(() => messages.some((m) => m.command === 'balance' && m.message === '175'), 5000, 'fan-out');
      // A's cache was dropped by B's event: A answers the new balance.
      const balance = await fetch(`${a.url}/api/user/balance`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await balance.json()) as { data: { balance: number } }).data.balance).toBe(175);
      await connection.stop();
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});

describe('a connection lives no longer than its session, and a player has a few at most', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const config = testConfig({ port: 0, hub: { pingIntervalMs: 200, clientTimeoutMs: 1200, maxConnectionsPerPlayer: 3 } });
    server = await startServer(config, await createDeps(config, await freshPglite()));
  });
  afterAll(() => server.stop());

  async function handshaken(token: string) {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/hub/frnotify?access_token=${token}`);
    const received: string[] = [];
    socket.on('message', (data) => received.push(...data.toString().split('\u001e').filter(Boolean)));
    let closed = false;
    socket.on('close', () => (closed = true));
    await new Promise((r) => socket.once('open', r));
    socket.send('{"protocol":"json","version":1}\u001e');
    await until(() => received.includes('{}'), 2000, 'handshake');
    // Keep alive like the SignalR client, so only what is under test closes it.
    const keepAlive = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('{"type":6}\u001e'), 200);
    socket.on('close', () => clearInterval(keepAlive));
    return {
      socket,
      received,
      isClosed: () => closed,
      closeMessage: () =>
        received.map((f) => JSON.parse(f) as { type?: number; error?: string; allowReconnect?: boolean }).find((m) => m.type === 7),
    };
  }

  it('the oldest connection of a player past the limit is closed without reconnect; other players are untouched', async () => {
    const token = await registerOn(server.url);
    const otherPlayer = await handshaken(await registerOn(server.url));
    const connections: Awaited<ReturnType<typeof handshaken>>[] = [];
    for (let i = 0; i < 4; i++) connections.push(await handshaken(token));
    await until(() => connections[0]!.isClosed(), 2000, 'the oldest to close');
    expect(connections[0]!.closeMessage()).toMatchObject({ allowReconnect: false, error: expect.stringMatching(/Too many connections/) });
    expect(connections.slice(1).map((c) => c.isClosed())).toEqual([false, false, false]);
    expect(otherPlayer.isClosed()).toBe(false);
    for (const c of [...connections, otherPlayer]) c.socket.close();
  });

  it('a connection is closed, without reconnect, when its session expires', async () => {
    const token = await registerOn(server.url);
    await server.deps.db.query("UPDATE sessions SET expires_at = now() + interval '1500 milliseconds' WHERE token_hash = $1", [
      hashToken(token),
    ]);
    const connection = await handshaken(token);
    expect(connection.isClosed()).toBe(false);
    await until(() => connection.isClosed(), 4000, 'the close at expiry');
    expect(connection.closeMessage()).toMatchObject({ allowReconnect: false, error: 'The session has expired.' });
  });
});

describe('a client that does not read, floods or only seems alive (issue 32, M9)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const config = testConfig({ port: 0, hub: { pingIntervalMs: 200, clientTimeoutMs: 1000, maxConnectionsPerPlayer: 10 } });
    server = await startServer(config, await createDeps(config, await freshPglite()));
  });
  afterAll(() => server.stop());

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const MB = 1024 * 1024;
  /** An invocation whose answer is as long as the server makes one (ids and targets are cut at 100 characters). */
  const invocation = (id: string) => JSON.stringify({ type: 1, invocationId: id, target: 't'.repeat(100), arguments: [] }) + RS;

  /** What this process holds (the server runs in it): ws keeps unsent strings on the heap and Buffers outside it. */
  const held = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  /** The growth of what the process holds while `work` runs, sampled every 20 ms. */
  async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
    const before = held();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, held() - before)), 20);
    try {
      await work();
    } finally {
      clearInterval(sampler);
    }
    return peak;
  }

  it('a client that sends invocations and never reads: the server holds no more than about 1 MB of answers for it', async () => {
    const token = await registerOn(server.url);
    const stalled = await openStalledHub(server.url, token);
    // 120 invocations a frame (30 KB, under the 32 KB message limit); 48 MB of them if the server reads that much.
    const frame = maskedTextFrame(Array.from({ length: 120 }, (_, i) => invocation(`${i}`.padStart(100, 'i'))).join(''));
    let written = 0;
    let buffered = 0;
    const sampler = setInterval(() => (buffered = Math.max(buffered, server.hub.bufferedBytes())), 20);
    const peak = await peakGrowth(async () => {
      written = await stalled.flood(frame, 48 * MB);
      await sleep(1_500);
    });
    clearInterval(sampler);
    console.log(
      `[hub] a client that never reads: wrote ${(written / MB).toFixed(1)} MB of invocations; the process grew by at most ${(peak / MB).toFixed(2)} MB; ` +
        `the hub held at most ${(buffered / MB).toFixed(2)} MB unsent`,
    );
    stalled.close();
    expect(peak).toBeLessThan(8 * MB);
    expect(buffered).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);
  }, 30_000);

  it('a connection whose send buffer passes about 1 MB is dropped, even while it keeps pinging', async () => {
    // A server of its own with the usual 30 s timeout: only the send buffer may end this connection.
    const config = testConfig({ port: 0 });
    const own = await startServer(config, await createDeps(config, await freshPglite()));
    const stalled = await openStalledHub(own.url, await registerOn(own.url));
    // Alive by the protocol (a Ping every 200 ms), but reading nothing.
    const ping = maskedTextFrame(`{"type":6}${RS}`);
    const keepAlive = setInterval(() => stalled.socket.writable && stalled.socket.write(ping), 200);
    try {
      await until(() => own.hub.connectionCount() === 1, 2_000, 'the stalled client counted');
      const message = 'x'.repeat(4_000);
      let pushed = 0;
      let buffered = 0;
      // 24 MB if it is never dropped; the kernel's buffers (a few MB on loopback) fill before ours.
      while (own.hub.connectionCount() > 0 && pushed < 6_000) {
        await own.deps.events.publish({ kind: 'push', userId: null, command: 'notification', message });
        pushed += 1;
        buffered = Math.max(buffered, own.hub.bufferedBytes());
      }
      console.log(
        `[hub] a client that pings and never reads: dropped after ${pushed} pushes of 4 KB, with at most ${(buffered / MB).toFixed(2)} MB held unsent`,
      );
      expect(own.hub.connectionCount(), 'dropped while the pushes went on').toBe(0);
      expect(buffered).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);
    } finally {
      clearInterval(keepAlive);
      stalled.close();
      await own.stop();
    }
  }, 60_000);

  it('frames that carry no message (empty frames, a record never finished) do not keep a silent client alive', async () => {
    const token = await registerOn(server.url);
    const hub = openRawHub(server.url, token);
    expect(await hub.opened).toBe(true);
    hub.send(HANDSHAKE);
    expect(await hub.until(() => hub.records.includes('{}'))).toBe(true);
    // Every 100 ms an empty frame and a one-space fragment of a record that never ends: frames, but no message.
    const chatter = setInterval(() => {
      hub.send('');
      hub.send(' ');
    }, 100);
    try {
      expect(await hub.until(() => hub.closed !== null, 4_000), 'closed for silence within the timeout').toBe(true);
      expect(hub.records.map((r) => JSON.parse(r) as { type?: number }).find((m) => m.type === 7)).toMatchObject({
        allowReconnect: true,
        error: expect.stringMatching(/timeout/i),
      });
    } finally {
      clearInterval(chatter);
      hub.close();
    }
  });

  it('answers invocations at a bounded rate, in order, and keeps the connection of a client that keeps pinging', async () => {
    const token = await registerOn(server.url);
    const hub = openRawHub(server.url, token);
    expect(await hub.opened).toBe(true);
    hub.send(HANDSHAKE);
    expect(await hub.until(() => hub.records.includes('{}'))).toBe(true);
    const keepAlive = setInterval(() => hub.send(`{"type":6}${RS}`), 200);
    const answered = () =>
      hub.records
        .map((r) => JSON.parse(r) as { type?: number; invocationId?: string })
        .filter((m) => m.type === 3)
        .map((m) => m.invocationId);
    try {
      const sent = Date.now();
      hub.send(Array.from({ length: 60 }, (_, i) => invocation(String(i))).join(''));
      await sleep(1_000);
      const soFar = answered().length;
      // The burst at once, then 10 a second (measured, so a loaded machine's late timer does not matter).
      const seconds = (Date.now() - sent) / 1000;
      expect(soFar).toBeGreaterThanOrEqual(20);
      expect(soFar).toBeLessThanOrEqual(Math.min(60, Math.ceil(20 + 10 * seconds) + 1));
      expect(soFar, 'not all at once').toBeLessThan(60);
      expect(await hub.until(() => answered().length === 60, 8_000), 'every invocation answered in the end').toBe(true);
      expect(answered()).toEqual(Array.from({ length: 60 }, (_, i) => String(i)));
      expect(hub.closed).toBeNull();
    } finally {
      clearInterval(keepAlive);
      hub.close();
    }
  }, 20_000);
});
