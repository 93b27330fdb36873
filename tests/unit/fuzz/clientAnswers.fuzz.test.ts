// @vitest-environment node
// Client fuzzing (issue 19): every call of the contract, through the real
// client, gets generated bad answers: wrong types, missing and extra fields,
// nulls, empty and huge arrays, long and Unicode strings, HTML and script in
// every string, every error status with and without a body, bodies that are
// not JSON or are cut short, network failures. Each answer must end as a
// typed ApiError or as data that matches the call's schema: never another
// throw, never an unhandled rejection, never a hang.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls, type CallName, type CallRequest } from '../../../contract/calls';
import { createApiClient } from '../../../src/api/client';
import { ApiError, apiErrorMessageKey } from '../../../contract/errors';
import { fuzzCases } from '../../support/fuzzScale';

/** A valid request of every call (the types keep the list complete). */
export const SAMPLE_REQUESTS: { [N in CallName]: CallRequest<N> } = {
  login: { username: 'oyuncu1', password: 'secret' },
  register: {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: 'ayse2024',
    email: 'ayse@example.com',
    phone: '905551112233',
    country: 1,
    currencyId: 1,
    birthDate: '1990-01-02',
    birthDateDay: '02',
    birthDateMonth: '01',
    birthDateYear: '1990',
    password: 'secret1',
    password2: 'secret1',
  } as CallRequest<'register'>,
  registerForm: {},
  logout: {},
  sendResetPassword: { username: 'oyuncu1' },
  checkResetCode: { username: 'oyuncu1', code: '123456' },
  changePasswordWithCode: { username: 'oyuncu1', code: '123456', password: 'secret1', password2: 'secret1' },
  updatePhone: { step: 1, phone: '905551112233' },
  readNotification: { id: [1] },
  notifications: { skip: 0, take: 100 },
  changePassword: { oldPassword: 'secret1', password: 'secret2', confirmPassword: 'secret2' },
  sendEmailConfirmation: {},
  confirmEmail: { code: '123456' },
  limits: {},
  activity: {},
  setLimit: { kind: 'deposit', period: 'day', amount: 100 },
  setRealityCheck: { minutes: 30 },
  takeTimeout: { days: 1 },
  selfExclude: { months: 6, password: 'secret1' },
  returnFromExclusion: { password: 'secret1' },
  defineTrialBonus: {},
  balance: {},
  cmsCategories: {},
  bootstrap: {},
  contentList: { status: true, categoryId: 1 },
  callMe: { name: 'Ayşe Yılmaz', message: 'Lütfen arayın', contacts: [{ type: 1, contact: '905551112233' }] },
  paymentDetail: { id: 1, type: 1 },
  withdraw: { id: 12, target: 'pay', detail: { Amount: 100 } },
  deposit: { id: 2, target: 'pay', detail: { Amount: 100 } },
  topWinners: { isLive: false, count: 40 },
  pragmaticLaunch: { code: 'g1' },
  digitainLaunch: { code: 'g1' },
  everyMatrixLaunch: { code: 'g1', productId: 'p1' },
  amusnetLaunch: { code: 'g1', isMobile: false },
  egtLaunch: { platform: 1, gameCode: 'g1', language: 'tr', lobbyUrl: '' },
  hub88Launch: { platform: 1, gameCode: 'g1', language: 'tr', lobbyUrl: '' },
  softGamingsLaunch: { system: 's', pageCode: 'g1', isMobile: 0 },
  searchGames: { live: false, search: 'x', skip: 0, take: 20 },
  toggleFavourite: { code: 'g1', providerId: 1 },
  favourites: {},
  categoryGames: { systemCategory: [1] },
  gameProviders: {},
  funLaunch: { gameCode: 'g1', isMobile: false, language: 'tr', lobbyUrl: '' },
  favouriteGames: {},
  recentGames: {},
  paymentMethods: { type: 1 },
  transactions: { kind: 0, skip: 0, take: 20 },
  availableBonuses: {},
  claimBonus: { id: 1 },
  bonusHistory: { skip: 0, take: 20 },
  gameHistory: { skip: 0, take: 20 },
  sessionHistory: { skip: 0, take: 20 },
  profile: {},
  promotions: {},
  contentPage: { id: 1 },
} as { [N in CallName]: CallRequest<N> };

const SEED = Number(process.env.FUZZ_SEED ?? 1901);
const CASES = fuzzCases(6_000);
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
];

/** Values that break assumptions, for any field at any depth. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<unknown>(
      null,
      undefined,
      true,
      false,
      0,
      -1,
      1e308,
      -0,
      NaN,
      Infinity,
      '',
      ' ',
      '0',
      'null',
      '12.50',
      '١٢٣',
      '🎰',
      'İıŞşĞğ',
    ),
    fc.constantFrom(...XSS),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.integer({ min: 200, max: 20_000 }).map((n) => 'x'.repeat(n)),
    fc.double(),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.integer({ min: 500, max: 3_000 }).map((n) => Array.from({ length: n }, (_, i) => ({ id: i, title: `t${i}` }))),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An answer: an envelope with hostile parts, or a raw body, with a status. */
const answer = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      status: fc.constantFrom(200, 200, 200, 400, 401, 403, 404, 409, 429, 500, 502, 503),
      body: fc
        .record(
          {
            success: fc.oneof(fc.boolean(), hostileValue),
            message: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...XSS), hostileValue),
            data: hostileValue,
            extra: hostileValue,
          },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      status: fc.constantFrom(200, 400, 401, 403, 404, 409, 429, 500, 502, 503),
      body: fc.oneof(
        fc.constant(''),
        fc.constantFrom(
          '{',
          '{"success":true,"data":',
          'null',
          '[]',
          '"text"',
          '<html>Bad Gateway</html>',
          'Internal Server Error',
          '\ufeff{}',
        ),
        hostileValue.map((v) => JSON.stringify(v) ?? ''),
        fc.json().map((t) => t.slice(0, Math.max(0, t.length - 2))),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom({ status: -1, body: 'network' }) },
);

describe('client fuzzing: every call gets bad answers', () => {
  const names = Object.keys(calls) as CallName[];

  it(`${CASES} generated answers over ${Object.keys(calls).length} calls: a typed error or contract data, nothing else`, async () => {
    console.log(
      `[fuzz] client answers: seed ${SEED}, ${CASES} cases (replay: FUZZ_SEED=${SEED} npx vitest run --project unit tests/unit/fuzz)`,
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const outcomes = new Map<string, number>();
    let ran = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), answer, async (name, reply) => {
          ran += 1;
          let unauthorized = 0;
          const client = createApiClient({
            baseUrl: 'http://127.0.0.1/api/',
            getToken: () => 'tok',
            getLocale: () => 'tr',
            getFingerprint: () => 'fp',
            onUnauthorized: () => (unauthorized += 1),
            timeoutMs: 2_000,
            fetch: (async () => {
              if (reply.status === -1) throw new TypeError('Failed to fetch');
              return new Response(reply.body, { status: reply.status, headers: { 'content-type': 'application/json' } });
            }) as typeof fetch,
          });
          const result = await client.call(name, SAMPLE_REQUESTS[name] as never).then(
            (value) => ({ value }),
            (error: unknown) => ({ error }),
          );
          if ('error' in result) {
            expect(result.error, `${name} threw something that is not an ApiError`).toBeInstanceOf(ApiError);
            const error = result.error as ApiError;
            expect(apiErrorMessageKey(error)).toMatch(/^errors\./);
            expect(unauthorized).toBe(reply.status === 401 ? 1 : 0);
            outcomes.set(error.kind, (outcomes.get(error.kind) ?? 0) + 1);
          } else {
            // Whatever came back passed the call's schema: the flows can trust it.
            expect(calls[name].response.safeParse(result.value).success, `${name} resolved with data outside its schema`).toBe(true);
            outcomes.set('data', (outcomes.get('data') ?? 0) + 1);
          }
        }),
        { seed: SEED, numRuns: CASES },
      );
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect(ran).toBeGreaterThanOrEqual(CASES);
    console.log(`[fuzz] client answers: ${ran} cases; outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`);
  }, 300_000);

  it('a call that never answers ends as a timeout, not a hang', async () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1/api/',
      getToken: () => null,
      getLocale: () => 'tr',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
      timeoutMs: 50,
      fetch: ((request: Request) =>
        new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)))) as typeof fetch,
    });
    for (const name of ['login', 'deposit', 'bootstrap', 'categoryGames'] as CallName[]) {
      await expect(client.call(name, SAMPLE_REQUESTS[name] as never)).rejects.toMatchObject({ kind: 'timeout' });
    }
  });
});
