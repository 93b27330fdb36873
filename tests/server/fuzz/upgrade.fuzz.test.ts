// Fuzzing the WebSocket upgrade path with raw bytes: malformed request lines
// and targets (`GET http://[ HTTP/1.1` among them), odd methods and versions,
// missing or broken WebSocket headers, bad and good tokens, oversized
// headers, and clients that half-close or reset mid-request. Each answer must
// be below 500 (or the socket closed), nothing may hang, the process must
// live and a bystander must keep getting pushes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCAPED_FAULT, startChildServer, type ChildServer } from '../support/childServer';
import { registerRemote } from '../support/players';
import { rawExchange } from '../support/rawHttp';
import { fuzz, fuzzSettings, hostileString } from './fuzzRun';
import { fuzzCases } from '../../support/fuzzScale';
import { startSentinel, type Sentinel } from './sentinel';

const CASES = fuzzCases(2_000);
const BATCH = 10;

interface UpgradeCase {
  bytes: Buffer;
  then: 'wait' | 'end' | 'reset';
  resetAfterMs: number;
  summary: string;
}

function upgradeCase(tokens: string[]): fc.Arbitrary<UpgradeCase> {
  const token = fc.oneof(
    fc.nat({ max: tokens.length - 1 }).map((i) => tokens[i]!),
    hostileString.map((s) => Buffer.from(s).toString('latin1')),
    fc.constant(''),
  );
  const target = fc.oneof(
    { weight: 3, arbitrary: token.map((t) => `/hub/frnotify?access_token=${t}&fingerprint=f`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'http://[',
        'http://[::1',
        'http://',
        '//',
        '*',
        '/',
        '/hub/frnotify',
        '/hub/frnotify?',
        '/hub/frnotify?access_token=%',
        '/hub/frnotify?access_token=%zz',
        '/HUB/FRNOTIFY',
        '/hub/frnotify/../frnotify',
        '/hub/%66rnotify',
        'http://evil.example/hub/frnotify',
        'hub/frnotify',
        '/hub/frnotify#x',
        '/api/auth/form',
        '/\u00ff\u00fe',
      ),
    },
    {
      weight: 1,
      arbitrary: hostileString.map((s) =>
        Buffer.from(s)
          .toString('latin1')
          .replace(/[\r\n ]/g, '_'),
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 5_000, max: 20_000 }).map((n) => `/hub/frnotify?access_token=${'a'.repeat(n)}`) },
  );
  // Mostly well-formed, so most cases reach the hub's own checks; the rest break the request line itself.
  const method = fc.oneof(
    { weight: 8, arbitrary: fc.constant('GET') },
    { weight: 1, arbitrary: fc.constantFrom('POST', 'HEAD', 'OPTIONS', 'G\u00c9T', '') },
  );
  const version = fc.oneof(
    { weight: 8, arbitrary: fc.constant('HTTP/1.1') },
    { weight: 1, arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/9', 'http/1.1', '') },
  );
  const requestLine = fc.tuple(method, target, version).map(([m, t, v]) => `${m} ${t} ${v}`.trim());
  const header = fc.oneof(
    fc.constantFrom('Upgrade: websocket', 'Upgrade: WebSocket', 'Upgrade: h2c', 'Upgrade:', 'Upgrade: websocket, foo'),
    fc.constantFrom('Connection: Upgrade', 'Connection: keep-alive, Upgrade', 'Connection: close', 'Connection:'),
    fc.constantFrom(
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Key: short',
      'Sec-WebSocket-Key:',
      'Sec-WebSocket-Key: !!!!!!!!!!!!!!!!!!!!!!==',
    ),
    fc.constantFrom('Sec-WebSocket-Version: 13', 'Sec-WebSocket-Version: 8', 'Sec-WebSocket-Version: x', 'Sec-WebSocket-Version: 13, 13'),
    fc.constantFrom(
      'Sec-WebSocket-Protocol: json',
      'Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits',
      'Sec-WebSocket-Extensions: x; y=z',
    ),
    token.map((t) => `Authorization: Bearer ${t}`),
    fc.constantFrom('Host:', 'Host: [', 'Content-Length: 5', 'Content-Length: -1', 'Transfer-Encoding: chunked', 'Origin: null'),
    hostileString.map(
      (s) =>
        `X-${Buffer.from(s)
          .toString('latin1')
          .replace(/[\r\n:]/g, '')}: 1`,
    ),
    fc.integer({ min: 17_000, max: 30_000 }).map((n) => `X-Big: ${'b'.repeat(n)}`),
  );
  return fc
    .record({
      line: requestLine,
      headers: fc.array(header, { maxLength: 4 }),
      standard: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      lineEnd: fc.oneof({ weight: 8, arbitrary: fc.constant('\r\n') }, { weight: 1, arbitrary: fc.constantFrom('\n', '\r') }),
      then: fc.constantFrom<UpgradeCase['then']>('wait', 'wait', 'wait', 'end', 'reset'),
      resetAfterMs: fc.integer({ min: 0, max: 60 }),
      cut: fc.option(fc.nat(), { nil: null }),
    })
    .map(({ line, headers, standard, lineEnd, then, resetAfterMs, cut }) => {
      const base = standard
        ? [
            'Host: 127.0.0.1',
            'Upgrade: websocket',
            'Connection: Upgrade',
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
            'Sec-WebSocket-Version: 13',
          ]
        : ['Host: 127.0.0.1'];
      let text = [line, ...base, ...headers].join(lineEnd) + lineEnd + lineEnd;
      // A request cut short: the client stops in the middle (then ends or resets, or the server times it out).
      if (cut !== null && then !== 'wait') text = text.slice(0, cut % text.length);
      const summary = `${JSON.stringify(text.slice(0, 300))}${text.length > 300 ? `…(${text.length})` : ''} then ${then}`;
      return { bytes: Buffer.from(text, 'latin1'), then, resetAfterMs, summary, [fc.toStringMethod]: () => summary };
    });
}

describe('upgrade fuzzing against the server process', () => {
  let server: ChildServer;
  let sentinel: Sentinel;
  const tokens: string[] = [];
  beforeAll(async () => {
    server = await startChildServer({});
    for (let i = 0; i < 2; i++) tokens.push((await registerRemote(server.url)).token);
    sentinel = await startSentinel(server.url);
  });
  afterAll(async () => {
    sentinel?.close();
    await server?.stop();
  });

  it(`${CASES} generated upgrade requests: never a 5xx, never a hang, the process alive, pushes still delivered`, async () => {
    const settings = fuzzSettings('tests/server/fuzz/upgrade.fuzz.test.ts', CASES, BATCH, 1703);
    const statuses = new Map<number | null, number>();
    let batches = 0;
    const ran = await fuzz(settings, upgradeCase(tokens), async (batch) => {
      const answers = await Promise.all(
        batch.map((c) => rawExchange(server.port, c.bytes, { then: c.then, resetAfterMs: c.resetAfterMs, timeoutMs: 25_000 })),
      );
      answers.forEach((answer, i) => {
        const c = batch[i]!;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.hung, `hung: ${c.summary}`).toBe(false);
        if (answer.status !== null) expect(answer.status, `${c.summary} → ${answer.text.slice(0, 100)}`).toBeLessThan(500);
      });
      expect(server.alive(), 'the server process ended').toBe(true);
      if (++batches % 40 === 0) expect(await sentinel.stillGetsPushes(), 'the bystander stopped getting pushes').toBe(true);
    });
    expect(ran).toBeGreaterThanOrEqual(CASES);
    expect(await sentinel.stillGetsPushes()).toBe(true);
    console.log(`[fuzz] upgrade: ${ran} cases; answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    const logged = server.output().split('\n');
    expect(
      logged.filter(
        (line) => ESCAPED_FAULT.test(line) || /\[server\] (5\d\d|an upgrade failed)/.test(line) || line.includes('[hub] an upgrade failed'),
      ),
    ).toEqual([]);
  }, 600_000);
});
