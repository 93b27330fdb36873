// Fuzzing every HTTP route of the real server process: generated methods,
// paths, query strings, headers, content types and bodies, many of them
// malformed on purpose, sent as raw bytes (no client library tidies them).
// Every answer must be below 500 (or the connection closed), nothing may
// hang, the process must live, and a bystander must keep getting pushes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { Deps } from '../../../server/context';
import { calls } from '../../../contract/calls';
import { engines, freshPostgresUrl, testConfig } from '../testServer';
import { ESCAPED_FAULT, startChildServer, type ChildServer } from '../support/childServer';
import { registerRemote } from '../support/players';
import { rawExchange } from '../support/rawHttp';
import { deepJson, fuzz, fuzzSettings, hostileJsonValue, hostileString, malformedJson } from './fuzzRun';
import { fuzzCases } from '../../support/fuzzScale';
import { startSentinel, type Sentinel } from './sentinel';

const CASES = fuzzCases(8_000);
const BATCH = 12;

/** Every route the app serves, from the app itself: a new route is fuzzed without anyone listing it. */
function appRoutes(): { method: string; path: string }[] {
  const app = createApp({ config: testConfig() } as Deps);
  const unique = new Map<string, { method: string; path: string }>();
  for (const route of app.routes)
    if (route.method !== 'ALL') unique.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  return [...unique.values()];
}

const fieldsOf = (schema: unknown) =>
  Object.keys((schema as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def?.shape ?? {});

/** Field names the routes read, so generated bodies reach past "field missing" into each field's own checks. */
function knownFields(): string[] {
  const names = new Set([
    'token',
    'stake',
    'bet',
    'number',
    'cashOut',
    'eventId',
    'selection',
    'odds',
    'lang',
    'referrer',
    'to',
    'seconds',
    'name',
    'code',
    'system',
    'detail',
    'Amount',
  ]);
  for (const call of Object.values(calls)) for (const key of fieldsOf(call.request)) names.add(key);
  return [...names];
}

/** The API calls that read a JSON body: a body that is not JSON must be refused there (others may ignore it). */
const BODY_READING = new Set(
  Object.values(calls)
    .filter((call) => call.method === 'POST' && fieldsOf(call.request).length > 0)
    .map((call) => `/api/${call.path}`),
);

/** A short description for fast-check's report (a 70 KB body printed byte by byte helps nobody). */
function describeCase(c: Omit<HttpCase, typeof fc.toStringMethod>): string {
  const body = c.body === null ? 'no body' : `${c.body.length} bytes ${JSON.stringify(c.body.subarray(0, 80).toString('latin1'))}`;
  return `${c.method} ${c.target.slice(0, 120)} [${c.headers.map(([n, v]) => `${n}: ${v.slice(0, 40)}`).join('; ')}] ${body} (${c.framing})`;
}

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD, as in any UTF-8 encoder). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

interface HttpCase {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer | null;
  /** Content-Length: true, off by some bytes, or left out (chunked garbage instead). */
  framing: 'exact' | 'short' | 'none' | 'chunked-garbage';
  /** An /api/ POST whose body is not JSON: must be refused with a 4xx. */
  mustRefuse: boolean;
}

function caseArbitrary(routes: { method: string; path: string }[], fields: string[], tokens: { player: string[] }): fc.Arbitrary<HttpCase> {
  const segment = fc.oneof(
    fc.stringMatching(/^[a-z0-9-]{1,20}$/),
    hostileString.map((s) => percentEncode(s).slice(0, 200)),
    fc.constantFrom('..', '%2e%2e', '%', '%zz', 'a%00b', '~', '*'),
  );
  const path = fc.tuple(fc.constantFrom(...routes), fc.array(segment, { minLength: 4, maxLength: 4 })).map(([route, segments]) => {
    let i = 0;
    const filled = route.path.replace(/:[a-zA-Z]+(\{[^}]*\})?/g, () => segments[i++ % segments.length]!).replace(/\*$/, () => segments[3]!);
    return { route, filled };
  });
  const query = fc.oneof(
    fc.constant(''),
    fc.webQueryParameters().map((q) => `?${q}`),
    fc
      .dictionary(
        fc.constantFrom('token', 'lang', 'mode', 'to', 'symbol', 'gameId', 'language', 'slug', 'access_token', 'a[]'),
        hostileString.map(percentEncode),
        { maxKeys: 3 },
      )
      .map(
        (q) =>
          `?${Object.entries(q)
            .map(([k, v]) => `${k}=${v}`)
            .join('&')}`,
      ),
    fc.constantFrom('?', '?&&', '?=', '?%', '?a=%zz', '?a=1&a=2', '?' + 'x'.repeat(9000)),
  );
  const header = fc.oneof(
    fc.tuple(
      fc.constant('Content-Type'),
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        '',
        '*/*',
        'application/json, text/html',
      ),
    ),
    fc.tuple(
      fc.constant('Authorization'),
      fc.oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'bearer x y', `Bearer ${'t'.repeat(5000)}`),
        hostileString.map((s) => `Bearer ${s}`),
        fc.constantFrom(...tokens.player).map((t) => `Bearer ${t}`),
      ),
    ),
    fc.tuple(fc.constant('X-Locale'), hostileString),
    fc.tuple(fc.constant('Accept-Language'), fc.oneof(hostileString, fc.constantFrom('tr-TR,tr;q=0.9', '*', 'en;q=abc', 'x'.repeat(4000)))),
    fc.tuple(fc.constant('Idempotency-Key'), fc.oneof(hostileString, fc.uuid(), fc.constant('"quoted-key-12345678"'))),
    fc.tuple(fc.constant('X-Forwarded-For'), fc.oneof(fc.ipV4(), fc.ipV6(), hostileString)),
    fc.tuple(fc.constant('Accept-Encoding'), fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0', 'x')),
    fc.tuple(fc.constant('X-Fingerprint'), hostileString),
    fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,30}$/), fc.string({ maxLength: 100 })),
  );
  const body = fc.oneof(
    { weight: 1, arbitrary: fc.constant({ text: null as string | Buffer | null, json: true }) },
    {
      weight: 4,
      arbitrary: fc
        .dictionary(fc.constantFrom(...fields), hostileJsonValue, { maxKeys: 6 })
        .map((o) => ({ text: JSON.stringify(o), json: true })),
    },
    { weight: 2, arbitrary: hostileJsonValue.map((v) => ({ text: JSON.stringify(v) ?? 'null', json: true })) },
    { weight: 2, arbitrary: malformedJson.map((text) => ({ text, json: false })) },
    { weight: 1, arbitrary: deepJson.map((text) => ({ text, json: true })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ text: Buffer.from(bytes), json: false })) },
    { weight: 1, arbitrary: fc.integer({ min: 65_537, max: 90_000 }).map((n) => ({ text: `{"a":"${'x'.repeat(n)}"}`, json: true })) },
  );
  return fc
    .record({
      path,
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant('') },
        { weight: 2, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
        { weight: 1, arbitrary: fc.constantFrom('FOO', 'CONNECT', 'TRACE', 'PROPFIND') },
      ),
      query,
      // An index, read when the case is built: the tokens are renewed as fuzzed logouts end them.
      auth: fc.oneof(
        fc.constant(null),
        fc.nat({ max: 2 }).map((i) => tokens.player[i]!),
      ),
      headers: fc.array(header, { maxLength: 5 }),
      body,
      framing: fc.constantFrom<HttpCase['framing']>('exact', 'exact', 'exact', 'exact', 'short', 'none', 'chunked-garbage'),
    })
    .map(({ path: { route, filled }, method, query, auth, headers: extra, body, framing }) => {
      // Half the cases come as a logged-in player, so they reach past the 401 into each route's own checks.
      const headers: [string, string][] =
        auth && !extra.some(([n]) => n === 'Authorization') ? [['Authorization', `Bearer ${auth}`], ...extra] : extra;
      const verb = method || route.method;
      const isJsonContent =
        !headers.some(([name]) => name === 'Content-Type') ||
        headers.some(([name, value]) => name === 'Content-Type' && value.startsWith('application/json'));
      return {
        method: verb,
        target: filled + query,
        headers,
        body: body.text === null ? null : Buffer.isBuffer(body.text) ? body.text : Buffer.from(body.text),
        framing,
        mustRefuse:
          verb === 'POST' && BODY_READING.has(route.path) && !body.json && isJsonContent && framing === 'exact' && body.text !== null,
      };
    })
    .map((c) => Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) }));
}

function requestBytes(c: HttpCase): Buffer {
  const lines = [`${c.method} ${c.target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  if (c.body !== null && !c.headers.some(([n]) => n === 'Content-Type')) lines.push('Content-Type: application/json');
  for (const [name, value] of c.headers) lines.push(`${name}: ${value.replace(/[\r\n]/g, ' ')}`);
  const body = c.body ?? Buffer.alloc(0);
  if (c.framing === 'exact' && c.body !== null) lines.push(`Content-Length: ${body.length}`);
  if (c.framing === 'short' && c.body !== null) lines.push(`Content-Length: ${Math.max(0, body.length - 3)}`);
  if (c.framing === 'chunked-garbage') lines.push('Transfer-Encoding: chunked');
  const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
  const payload = c.framing === 'chunked-garbage' ? Buffer.concat([Buffer.from('zz\r\n'), body, Buffer.from('\r\n0\r\n\r\n')]) : body;
  return Buffer.concat([head, payload]);
}

describe('HTTP fuzzing against the server process', () => {
  let server: ChildServer;
  let sentinel: Sentinel;
  const tokens = { player: [] as string[] };
  beforeAll(async () => {
    // On PostgreSQL where there is one (what an operator runs), else on PGlite (what `npm start` runs).
    server = await startChildServer(engines().includes('postgres') ? { DATABASE_URL: await freshPostgresUrl() } : {});
    for (let i = 0; i < 3; i++) tokens.player.push((await registerRemote(server.url)).token);
    sentinel = await startSentinel(server.url);
  });
  afterAll(async () => {
    sentinel?.close();
    await server?.stop();
  });

  it(`${CASES} generated requests: never a 5xx, never a hang, the process alive, pushes still delivered`, async () => {
    const settings = fuzzSettings('tests/server/fuzz/http.fuzz.test.ts', CASES, BATCH, 1701);
    const arbitrary = caseArbitrary(appRoutes(), knownFields(), tokens);
    let batches = 0;
    const statuses = new Map<number | null, number>();
    const ran = await fuzz(settings, arbitrary, async (batch) => {
      const answers = await Promise.all(
        batch.map((c) => rawExchange(server.port, requestBytes(c), { then: c.framing === 'none' && c.body ? 'end' : 'wait' })),
      );
      answers.forEach((answer, i) => {
        const c = batch[i]!;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const what = `${c.method} ${c.target.slice(0, 200)} → ${answer.status ?? 'closed'}`;
        expect(answer.hung, `hung: ${what}`).toBe(false);
        if (answer.status !== null) expect(answer.status, what).toBeLessThan(500);
        if (c.mustRefuse && answer.status !== null)
          expect(answer.status, `a malformed body was accepted: ${what}`).toBeGreaterThanOrEqual(400);
      });
      expect(server.alive(), 'the server process ended').toBe(true);
      if (++batches % 50 === 0) {
        expect(await sentinel.stillGetsPushes(), 'the bystander stopped getting pushes').toBe(true);
        for (let i = 0; i < tokens.player.length; i++) tokens.player[i] = (await registerRemote(server.url)).token;
      }
    });
    expect(ran).toBeGreaterThanOrEqual(CASES);
    expect(await sentinel.stillGetsPushes()).toBe(true);
    console.log(`[fuzz] http: ${ran} cases; answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    const logged = server.output().split('\n');
    expect(logged.filter((line) => ESCAPED_FAULT.test(line))).toEqual([]);
    // A 5xx the fuzzer did not see (its connection was gone) would still be logged here.
    expect(logged.filter((line) => /\[server\] 5\d\d /.test(line)).slice(0, 5)).toEqual([]);
  }, 600_000);
});
