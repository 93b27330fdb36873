// Fuzzing the hub: generated WebSocket frames before and after the
// handshake — binary, not JSON, JSON null/numbers/arrays/strings, records
// split across frames and many in one, unknown types, wrong fields, invalid
// UTF-8, oversized payloads. Each case is one connection; it must end closed
// (with a readable Close) or still answer, every record the server sends must
// be JSON, the process must live and a bystander must keep getting pushes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCAPED_FAULT, startChildServer, type ChildServer } from '../support/childServer';
import { HANDSHAKE, RS, openRawHub } from '../support/hubClient';
import { registerRemote } from '../support/players';
import { fuzz, fuzzSettings, hostileJsonValue, hostileString } from './fuzzRun';
import { fuzzCases } from '../../support/fuzzScale';
import { startSentinel, type Sentinel } from './sentinel';

const CASES = fuzzCases(3_000);
const BATCH = 8;
/** Players whose tokens the cases use, so the per-player connection cap is never what closes a case. */
const PLAYERS = 4;

type Frame = { text: string } | { bytes: Uint8Array; asText: boolean };

interface HubCase {
  handshake: 'valid' | 'none' | 'hostile';
  frames: Frame[];
}

const record = (value: unknown) => (JSON.stringify(value) ?? 'null') + RS;

/** A message-shaped object with each field possibly wrong. */
const messageLike = fc.record(
  {
    type: fc.oneof(fc.integer({ min: -2, max: 12 }), hostileJsonValue),
    invocationId: fc.oneof(fc.string({ maxLength: 10 }), hostileJsonValue),
    target: fc.oneof(fc.constantFrom('NotifyMessage', 'SendMessage', 'x'), hostileJsonValue),
    arguments: fc.oneof(fc.array(hostileJsonValue, { maxLength: 4 }), hostileJsonValue),
    error: hostileJsonValue,
    allowReconnect: hostileJsonValue,
  },
  { requiredKeys: [] },
);

const recordText = fc.oneof(
  { weight: 4, arbitrary: messageLike.map(record) },
  { weight: 2, arbitrary: hostileJsonValue.map(record) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('null', '0', '[]', '""', 'true', '{', '}{', 'undefined', '{"type":6}{"type":6}').map((t) => t + RS),
  },
  { weight: 1, arbitrary: hostileString.map((t) => t + RS) },
  { weight: 1, arbitrary: fc.constantFrom(RS, RS + RS + RS, '', '{"type":1,"invocationId":"1","target":"x","arguments":[]}') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      record({ protocol: 'json', version: 1 }),
      record({ protocol: 'messagepack', version: 1 }),
      record({ protocol: 'json', version: 2 }),
    ),
  },
);

/** Records joined into one stream, then cut into frames at generated places (records span frames, frames hold many). */
const framedStream = fc
  .tuple(fc.array(recordText, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 4 }))
  .map(([records, cuts]) => {
    const stream = records.join('');
    const points = [...new Set(cuts.map((c) => (stream.length ? c % stream.length : 0)))].sort((a, b) => a - b);
    const frames: Frame[] = [];
    let from = 0;
    for (const point of [...points, stream.length]) {
      if (point > from) frames.push({ text: stream.slice(from, point) });
      from = point;
    }
    return frames.length ? frames : [{ text: stream }];
  });

const oddFrames = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => [{ bytes, asText: false }] as Frame[]),
  // Text frames that are not UTF-8: the server's WebSocket refuses them (1007).
  fc
    .constantFrom([0xff, 0xfe, 0x1e], [0xc3, 0x28, 0x1e], [0xed, 0xa0, 0x80, 0x1e])
    .map((b) => [{ bytes: Uint8Array.from(b), asText: true }] as Frame[]),
  // Past the 32 KB frame limit, or an unfinished record growing past it over several frames.
  fc.integer({ min: 33_000, max: 70_000 }).map((n) => [{ text: 'x'.repeat(n) }] as Frame[]),
  fc
    .integer({ min: 3, max: 6 })
    .map((n) => Array.from({ length: n }, () => ({ text: '{"type":1,"target":"' + 'y'.repeat(12_000) }) as Frame)),
  fc.integer({ min: 50, max: 400 }).map((n) => [{ text: '{"type":6}\u001e'.repeat(n) }] as Frame[]),
);

const hubCase: fc.Arbitrary<HubCase> = fc
  .record({
    handshake: fc.constantFrom<HubCase['handshake']>('valid', 'valid', 'valid', 'none', 'hostile'),
    frames: fc.oneof({ weight: 4, arbitrary: framedStream }, { weight: 1, arbitrary: oddFrames }),
  })
  .map((c) =>
    Object.assign(c, {
      [fc.toStringMethod]: () =>
        `handshake ${c.handshake}; frames ${JSON.stringify(c.frames.map((f) => ('text' in f ? f.text.slice(0, 120) : `<${f.bytes.length} bytes${f.asText ? ' as text' : ''}>`)))}`,
    }),
  );

/** What the server sent must be JSON objects, and never a stack trace. */
function checkRecords(records: string[], what: string) {
  for (const text of records) {
    let parsed: unknown;
    expect(() => (parsed = JSON.parse(text)), `${what}: the server sent a record that is not JSON: ${text.slice(0, 200)}`).not.toThrow();
    expect(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed), `${what}: ${text.slice(0, 200)}`).toBe(true);
    expect(text, what).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }
}

describe('hub fuzzing against the server process', () => {
  let server: ChildServer;
  let sentinel: Sentinel;
  const tokens: string[] = [];
  beforeAll(async () => {
    server = await startChildServer({});
    for (let i = 0; i < PLAYERS; i++) tokens.push((await registerRemote(server.url)).token);
    sentinel = await startSentinel(server.url);
  });
  afterAll(async () => {
    sentinel?.close();
    await server?.stop();
  });

  async function runCase(c: HubCase, index: number): Promise<void> {
    const hub = openRawHub(server.url, tokens[index % PLAYERS]!);
    const what = String((c as unknown as Record<symbol, () => string>)[fc.toStringMethod]!());
    try {
      expect(await hub.opened, `${what}: the upgrade was refused`).toBe(true);
      if (c.handshake === 'valid') {
        hub.send(HANDSHAKE);
        expect(await hub.until(() => hub.records.includes('{}')), `${what}: no handshake answer`).toBe(true);
      } else if (c.handshake === 'hostile') {
        hub.send(record({ protocol: ['json'], version: '1' }));
      }
      for (const frame of c.frames) {
        if ('text' in frame) hub.send(frame.text);
        else hub.socket.send(frame.bytes, { binary: !frame.asText });
      }
      // A probe the server answers only on a live, handshaken connection: once it answers
      // (or the connection is closed), every frame before it has been dealt with.
      const probeId = `probe-${index}-${Date.now()}`;
      hub.send(record({ type: 1, invocationId: probeId, target: 'Probe', arguments: [] }));
      const settled = await hub.until(
        () => hub.closed !== null || hub.records.some((r) => r.includes(probeId)) || (c.handshake !== 'valid' && hub.records.length > 0),
        10_000,
      );
      expect(settled, `${what}: neither answered nor closed (hung)`).toBe(true);
      checkRecords(hub.records, what);
    } finally {
      hub.close();
    }
  }

  it(`${CASES} generated frame sequences: each connection answered or closed, the process alive, pushes still delivered`, async () => {
    const settings = fuzzSettings('tests/server/fuzz/hub.fuzz.test.ts', CASES, BATCH, 1702);
    let batches = 0;
    const ran = await fuzz(settings, hubCase, async (batch) => {
      await Promise.all(batch.map((c, i) => runCase(c, i)));
      expect(server.alive(), 'the server process ended').toBe(true);
      if (++batches % 40 === 0) expect(await sentinel.stillGetsPushes(), 'the bystander stopped getting pushes').toBe(true);
    });
    expect(ran).toBeGreaterThanOrEqual(CASES);
    expect(await sentinel.stillGetsPushes()).toBe(true);
    console.log(`[fuzz] hub: ${ran} connections`);
    const logged = server.output().split('\n');
    expect(logged.filter((line) => ESCAPED_FAULT.test(line) || line.includes('[hub] a frame'))).toEqual([]);
  }, 600_000);
});
