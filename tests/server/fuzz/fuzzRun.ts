// How a fuzz suite runs: a seed (FUZZ_SEED, or the suite's fixed default so
// `npm test` is repeatable), printed before the run so any failure can be
// replayed; a case count (the suite's full hunt at FUZZ_SCALE,
// tests/support/fuzzScale.ts); cases sent in concurrent batches, which
// fast-check shrinks to the smallest failing one.
import fc from 'fast-check';
import { FUZZ_SCALE } from '../../support/fuzzScale';

export interface FuzzSettings {
  seed: number;
  /** Batches to run: the cases (already scaled, fuzzCases) divided by the batch size. */
  numRuns: number;
  batchSize: number;
}

export function fuzzSettings(suite: string, cases: number, batchSize: number, defaultSeed: number): FuzzSettings {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : defaultSeed;
  const numRuns = Math.max(1, Math.ceil(cases / batchSize));
  console.log(
    `[fuzz] ${suite}: seed ${seed}, ${numRuns * batchSize} cases in batches of ${batchSize} (replay: ${process.env.FUZZ_SCALE ? `FUZZ_SCALE=${FUZZ_SCALE} ` : ''}FUZZ_SEED=${seed} npx vitest run --project server ${suite})`,
  );
  return { seed, numRuns, batchSize };
}

/** Runs `check` on batches of generated cases; returns how many cases ran. */
export async function fuzz<T>(settings: FuzzSettings, arbitrary: fc.Arbitrary<T>, check: (batch: T[]) => Promise<void>): Promise<number> {
  let ran = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(arbitrary, { minLength: settings.batchSize, maxLength: settings.batchSize }), async (batch) => {
      ran += batch.length;
      await check(batch);
    }),
    { seed: settings.seed, numRuns: settings.numRuns },
  );
  return ran;
}

// ---------------------------------------------------------------------------
// Hostile values shared by the suites.

/** Strings an attacker tries first: empty, huge, control bytes, lone surrogates, injections, path tricks. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\ud800',
      '\udfff\ud800',
      '%',
      '%zz',
      '%00',
      '%C0%AE%C0%AE',
      '../../../../etc/passwd',
      '..%2f..%2f',
      '\r\nX-Injected: 1',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '${jndi:ldap://x}',
      '__proto__',
      'constructor',
      'toString',
      'valueOf',
      'hasOwnProperty',
      'NaN',
      'Infinity',
      '-0',
      '1e309',
      '9007199254740993',
      'null',
      'true',
      '[]',
      '{}',
      'İıŞşĞğ',
      '🎰'.repeat(50),
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'A'.repeat(n)) },
);

/** JSON values that break assumptions: wrong types, extreme numbers, deep nesting, prototype keys. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, [], {}, [
      null,
    ]),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf'),
      fc.jsonValue({ maxDepth: 1 }),
    ),
  },
);

/** JSON text that is not JSON, or JSON that parsers choke on. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '[',
    '{"a":',
    '{"a" 1}',
    "{'a':1}",
    '{"a":1,}',
    'nul',
    'tru',
    '"\\ud800"',
    '"\\x41"',
    '{"a":1}{"b":2}',
    '\u0000',
    '\ufeff{}',
    '01',
    '+1',
    '.5',
    'NaN',
    '{"__proto__":',
  ),
  fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))),
);

/**
 * JSON that is well formed but nested thousands deep, which recursive parsers
 * and validators choke on. Well formed: a call whose fields are all optional
 * may take `{"a":{"a":…}}` as an empty payload (casino/favoritegames did, and
 * the fuzzer, which counted these as malformed, failed on a seed that drew it).
 */
export const deepJson: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1_000, max: 30_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1_000, max: 30_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
);
