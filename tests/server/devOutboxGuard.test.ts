// The dev outbox shows every code the site sends (issue 32, M11). Demo mode
// refused a public HOST, but `npm start` behind a loopback proxy or a tunnel
// (nginx, ngrok, cloudflared, Tailscale Funnel) still served it to the world:
// to the server, every such request comes from 127.0.0.1. The outbox now
// answers only a request that came straight from this machine: a loopback
// peer, no proxy's marks, a loopback Host, and no other site's page behind it.
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, UNSAFE_DEMO_VARIABLE } from '../../server/config';
import { createDeps, startServer, type RunningServer } from '../../server/createServer';
import { freshPglite } from './support/freshPglite';
import { testConfig } from './testServer';

/** One HTTP/1.1 request from `address` to the server; the answer's status. */
function statusOf(address: string, port: number, request: string): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect(port, address);
    let text = '';
    const done = () => {
      socket.destroy();
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? NaN) || null);
    };
    socket.setTimeout(5_000, done);
    socket.on('error', done);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) done();
    });
    socket.on('connect', () => socket.write(request));
  });
}

/** This machine's first address that is not loopback, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('the dev outbox answers this machine only (issue 32, M11)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Listening on every address, as a demo published on a LAN would (the tunnel cases need only loopback).
    const config = testConfig({ port: 0, host: '0.0.0.0' });
    server = await startServer(config, await createDeps(config, await freshPglite()));
  });
  afterAll(() => server.stop());

  const get = (path: string, headers: Record<string, string>, from = '127.0.0.1') =>
    statusOf(
      from,
      server.port,
      `GET ${path} HTTP/1.1\r\n${Object.entries({ Host: `127.0.0.1:${server.port}`, ...headers })
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\nConnection: close\r\n\r\n`,
    );

  it('answers a request straight from this machine, by any loopback name', async () => {
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, `[::1]:${server.port}`, 'localhost']) {
      expect(await get('/dev/outbox.json', { Host: host }), host).toBe(200);
    }
    expect(await get('/dev/outbox', {})).toBe(200);
    // Node's fetch, as the test suites read codes; and the app called in-process, as the API tests do.
    expect((await fetch(`${server.url.replace('0.0.0.0', '127.0.0.1')}/dev/outbox.json`)).status).toBe(200);
    expect((await server.app.request('/dev/outbox.json')).status).toBe(200);
    expect((await server.app.request('http://attacker.example/dev/outbox.json')).status).toBe(404);
  });

  it('refuses what came through a proxy or a tunnel: its headers, or a public Host', async () => {
    const relayed: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9;proto=https' },
      { 'X-Real-IP': '203.0.113.9' },
      { Via: '1.1 tunnel' },
      { 'X-Forwarded-Host': 'demo.example' },
      { 'X-Forwarded-Proto': 'https' },
      { 'CF-Connecting-IP': '203.0.113.9' },
      { 'True-Client-IP': '203.0.113.9' },
      { 'X-Client-IP': '203.0.113.9' },
      // A tunnel that passes the public name and adds nothing (ssh -R with a proxy in front, some tunnels' defaults).
      { Host: 'demo-casino.trycloudflare.com' },
      { Host: `192.0.2.77:${server.port}` },
      // A rebound DNS name: the page of another site reaching 127.0.0.1 under its own name.
      { Host: 'attacker.example' },
    ];
    // An absolute request target naming another host than the Host header.
    expect(
      await statusOf(
        '127.0.0.1',
        server.port,
        `GET http://attacker.example/dev/outbox.json HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`,
      ),
    ).toBe(404);
    for (const headers of relayed) {
      for (const path of ['/dev/outbox.json', '/dev/outbox', '/dev/outbox.json?to=905551112233']) {
        expect(await get(path, headers), `${path} ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });

  it("refuses a request another site's page made from the developer's browser", async () => {
    expect(await get('/dev/outbox.json', { Origin: 'https://attacker.example' })).toBe(404);
    expect(await get('/dev/outbox.json', { 'Sec-Fetch-Site': 'cross-site' })).toBe(404);
    expect(await get('/dev/outbox.json', { Origin: `http://127.0.0.1:${server.port}`, 'Sec-Fetch-Site': 'same-origin' })).toBe(200);
    const age = `POST /dev/codes/age HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: https://attacker.example\r\nContent-Type: application/json\r\nContent-Length: 33\r\nConnection: close\r\n\r\n{"to":"905551112233","seconds":9}`;
    expect(await statusOf('127.0.0.1', server.port, age)).toBe(404);
  });

  it.runIf(outside)('refuses a peer that is not loopback, whatever Host it names', async () => {
    expect(await get('/dev/outbox.json', {}, outside)).toBe(404);
    expect(await get('/dev/outbox.json', { Host: `localhost:${server.port}` }, outside)).toBe(404);
    // The site itself still answers there: only the dev routes are this machine's.
    expect(await get('/api/cms/categorylist', {}, outside)).toBe(200);
  });

  it('demo mode is refused at start behind a proxy the operator declares (TRUST_PROXY), as on a public HOST', () => {
    expect(() => loadConfig({ DEMO_MODE: 'true', TRUST_PROXY: '127.0.0.1' })).toThrow(new RegExp(UNSAFE_DEMO_VARIABLE));
    expect(
      loadConfig({ DEMO_MODE: 'true', TRUST_PROXY: '127.0.0.1', SITE_DOMAIN: 'casino.example', [UNSAFE_DEMO_VARIABLE]: 'true' }).demoMode,
    ).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1', SITE_DOMAIN: 'casino.example' }).demoMode).toBe(false);
  });
});
