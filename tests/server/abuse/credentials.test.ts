// Issue 32, the credential paths (the intro finding, H3, M1, M5, M8, M10,
// L8, L10, L11 and "what to build" 1 and 2): each test was written before its
// fix and seen failing on the code before it (docs/reliability.md).
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { calls } from '../../../contract/calls';
import { loadConfig } from '../../../server/config';
import type { Deps } from '../../../server/context';
import { createDeps } from '../../../server/createServer';
import { listOutbox, outboxSettled } from '../../../server/services/outbox';
import { hashPassword, verifyPassword } from '../../../server/services/passwords';
import { createScryptQueue } from '../../../server/services/scryptQueue';
import { usernameKey } from '../../../server/services/usernameKey';
import { apiFor, cookiesOf, createTestDeps, postFrom, timed, latestCode, newPlayer, registered, testConfig, type Api } from '../testServer';

let deps: Deps;
let api: Api;
beforeAll(async () => {
  deps = await createTestDeps();
  api = apiFor(deps);
});
afterAll(() => deps.db.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('the intro finding and H3: changepasswordwithcode', () => {
  it('a valid code with the password "1" is bad input; the account keeps its password', async () => {
    const player = await registered(api);
    await api.call('sendResetPassword', { username: player.username });
    const code = await latestCode(deps, player.email);
    const reset = await api.call('changePasswordWithCode', { username: player.username, code, password: '1', password2: '1' });
    expect(reset.status).toBe(400);
    expect((await api.call('login', { username: player.username, password: player.password })).body.success).toBe(true);
    // The code was not used up by the refused request: a valid password still goes through.
    expect(
      (await api.call('changePasswordWithCode', { username: player.username, code, password: 'good-one', password2: 'good-one' })).body
        .success,
    ).toBe(true);
  });

  describe('no scrypt before the cheap checks', () => {
    const cost = 2 ** 16;
    let dear: Api;
    let oneHash = Infinity;
    beforeAll(async () => {
      dear = apiFor({ ...deps, config: { ...deps.config, scryptCost: cost } });
      // The fastest of two: load on the machine only adds time.
      for (let i = 0; i < 2; i++) oneHash = Math.min(oneHash, (await timed(() => hashPassword('measure', cost)))[0]);
    });

    it('a 64 KB username is refused as bad input, sooner than one hash', async () => {
      const [elapsed, answer] = await timed(() =>
        postFrom(dear.app, '192.0.2.1', 'auth/changepasswordwithcode', {
          username: 'İ'.repeat(30_000),
          code: '123456',
          password: 'secret1',
          password2: 'secret1',
        }),
      );
      expect(answer.status).toBe(400);
      expect(elapsed).toBeLessThan(oneHash / 4);
    });

    it('a wrong code is refused sooner than one hash', async () => {
      const player = await registered(dear);
      await dear.call('sendResetPassword', { username: player.username });
      const code = await latestCode(deps, player.email);
      let fastest = Infinity;
      for (const wrong of ['000001', '000002', '000003']) {
        const [elapsed, answer] = await timed(() =>
          dear.call('changePasswordWithCode', {
            username: player.username,
            code: wrong === code ? '000004' : wrong,
            password: 'secret9',
            password2: 'secret9',
          }),
        );
        expect(answer.body.success).toBe(false);
        fastest = Math.min(fastest, elapsed);
      }
      expect(fastest).toBeLessThan(oneHash / 4);
    });
  });
});

describe('M1: the logged-in password calls are limited', () => {
  it('customer/changepassword: wrong old passwords lock like a login, and an account gets a few calls a minute', async () => {
    const player = await registered(api);
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { body } = await api.call(
        'changePassword',
        { oldPassword: `wrong-${i}`, password: 'fresh12', confirmPassword: 'fresh12' },
        { token: player.token, locale: 'en' },
      );
      answers.push(body.message);
    }
    expect(answers.at(-1)).toMatch(/locked/i);
    // Locked: even the right old password waits.
    expect(
      (
        await api.call(
          'changePassword',
          { oldPassword: player.password, password: 'fresh12', confirmPassword: 'fresh12' },
          { token: player.token },
        )
      ).body.success,
    ).toBe(false);

    const strict = apiFor({ ...deps, config: { ...deps.config, usernameRateLimitPerMinute: 3 } });
    const other = await registered(api);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await strict.call(
            'changePassword',
            { oldPassword: `wrong-${i}`, password: 'fresh12', confirmPassword: 'fresh12' },
            { token: other.token },
          )
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('customer/selfexclusion has the per-account limit too', async () => {
    const strict = apiFor({ ...deps, config: { ...deps.config, usernameRateLimitPerMinute: 2 } });
    const player = await registered(api);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await strict.call('selfExclude', { months: 6, password: `wrong-${i}` }, { token: player.token })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('one bounded scrypt queue: past it a call answers 503 with Retry-After, and nothing was counted', async () => {
    const busy = apiFor({
      ...deps,
      config: { ...deps.config, scryptCost: 2 ** 14 },
      scrypt: createScryptQueue({ concurrency: 1, maxWaiting: 1 }),
    });
    const player = await registered(api);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => busy.call('login', { username: player.username, password: player.password })),
    );
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status === 200 && a.body.success)).toHaveLength(8 - refused.length);
    // The refused attempts did not count toward the lock: five wrong ones still do.
    const wrong = [];
    for (let i = 0; i < 5; i++)
      wrong.push((await api.call('login', { username: player.username, password: 'nope-nope' }, { locale: 'en' })).body.message);
    expect(wrong.slice(0, 4).every((m) => !/locked/i.test(m))).toBe(true);
  });
});

describe('M5: recovery does not tell accounts from other names', () => {
  it('checkresetcode answers the same, wrong after wrong and after the code expired', async () => {
    const player = await registered(api);
    const ghost = `gh${player.username}`.slice(0, 20);
    const answers = async (username: string) => {
      const said: string[] = [];
      await api.call('sendResetPassword', { username });
      for (let i = 0; i < 6; i++)
        said.push((await api.call('checkResetCode', { username, code: `00000${i}` }, { locale: 'en' })).body.message);
      // A code asked for later, then left to expire.
      await deps.db.query(
        "UPDATE reset_codes SET created_at = created_at - interval '1 day', expires_at = expires_at - interval '1 day' WHERE username_key = $1",
        [usernameKey(username)],
      );
      await api.call('sendResetPassword', { username });
      await deps.db.query("UPDATE reset_codes SET expires_at = now() - interval '1 second' WHERE username_key = $1", [
        usernameKey(username),
      ]);
      said.push((await api.call('checkResetCode', { username, code: '999999' }, { locale: 'en' })).body.message);
      return said;
    };
    const real = await answers(player.username);
    expect(real).toContain('Too many wrong attempts. Please ask for a new code.');
    expect(real.at(-1)).toBe('The code has expired. Please ask for a new one.');
    expect(await answers(ghost)).toEqual(real);
  });

  it('sendresetpassword and checkresetcode take as long for a name that is no account (median of 120 paired ratios within 20 %)', async () => {
    // 120 accounts written straight to the table (registering each would take longer than the test).
    const tag = Date.now().toString(36).slice(-6);
    const names = Array.from({ length: 120 }, (_, i) => `rt${tag}x${i}`);
    await deps.db.query(
      // Each account its own person (one account per person: issue 32, M7).
      `WITH p AS (INSERT INTO persons (person_key) SELECT 'timing:' || n FROM unnest($1::text[]) AS n RETURNING id, substr(person_key, 8) AS n)
       INSERT INTO users (usercode, username, email, password_hash, name, surname, phone, country_id, birth_date, person_id)
       SELECT 'T' || n, n, n || '@timing.example', 'x', 'Timing', 'Player', '905550000000', 1, '1990-01-01', id FROM p`,
      [names],
    );
    /**
     * One call for each account and for a name that is none, one right after the other, the order swapped
     * every pair, so load on the machine falls on both alike. Returns the median of the pairs' ratios (a busy
     * machine slows both of a pair, so it cancels) and prints the medians of the two series, which drift with
     * the load (at load 12 they were 37 and 48 ms).
     */
    const pairedRatio = async (what: string, ask: (username: string) => Promise<unknown>) => {
      const real: number[] = [];
      const unknown: number[] = [];
      for (const [i, name] of names.entries()) {
        const pair = [
          async () => real.push((await timed(() => ask(name)))[0]),
          async () => unknown.push((await timed(() => ask(`no${name}`)))[0]),
        ];
        if (i % 2) pair.reverse();
        // The answer is what is timed: an e-mail written after it is let finish before the next one.
        for (const run of pair) {
          await run();
          await outboxSettled(deps.db);
        }
      }
      const ratio = median(real.map((r, i) => r / unknown[i]!));
      console.log(
        `[M5] ${what}: account ${median(real).toFixed(2)} ms, no account ${median(unknown).toFixed(2)} ms (medians); paired ratio ${ratio.toFixed(3)}`,
      );
      return ratio;
    };
    // A new name each time (no 60 s wait): every answer makes a code, and every account's is sent.
    const sending = await pairedRatio('sendresetpassword', (username) => api.call('sendResetPassword', { username }));
    expect(await listOutbox(deps.db, `${names[0]}@timing.example`)).toHaveLength(1);
    const checking = await pairedRatio('checkresetcode', (username) => api.call('checkResetCode', { username, code: '000000' }));
    for (const ratio of [sending, checking]) {
      expect(ratio).toBeGreaterThan(1 / 1.2);
      expect(ratio).toBeLessThan(1.2);
    }
  });
});

describe('M10: an attacker cannot lock the owner out', () => {
  it('failures and reset requests from many addresses stop neither the owner’s login nor recovery on their own device', async () => {
    const owner = newPlayer();
    const home = '203.0.113.10';
    const signedUp = await postFrom(api.app, home, 'auth/register', owner);
    expect(signedUp.body.success).toBe(true);
    const device = { cookie: cookiesOf(signedUp.headers) };

    // Thirty addresses, each with five wrong passwords, a reset code asked for and five wrong codes.
    for (let a = 1; a <= 30; a++) {
      const attacker = `198.51.100.${a}`;
      for (let i = 0; i < 5; i++)
        await postFrom(api.app, attacker, 'auth/login', { username: owner.username, password: `guess-${a}-${i}` });
      await postFrom(api.app, attacker, 'auth/sendresetpassword', { username: owner.username });
      for (let i = 0; i < 5; i++)
        await postFrom(api.app, attacker, 'auth/checkresetcode', { username: owner.username, code: String(100_000 + a * 10 + i) });
    }
    // A stranger on a new address is held back by now.
    expect(
      (await postFrom(api.app, '198.51.100.99', 'auth/login', { username: owner.username, password: owner.password })).body.success,
    ).toBe(false);

    const login = await postFrom(api.app, home, 'auth/login', { username: owner.username, password: owner.password }, device);
    expect(login.body).toMatchObject({ success: true });

    const asked = await postFrom(api.app, home, 'auth/sendresetpassword', { username: owner.username }, device);
    expect(asked.body.success).toBe(true);
    const code = await latestCode(deps, owner.email);
    expect((await postFrom(api.app, home, 'auth/checkresetcode', { username: owner.username, code }, device)).body).toMatchObject({
      success: true,
    });
    const reset = await postFrom(
      api.app,
      home,
      'auth/changepasswordwithcode',
      { username: owner.username, code, password: 'brand-new1', password2: 'brand-new1' },
      device,
    );
    expect(reset.body).toMatchObject({ success: true });
    expect((await postFrom(api.app, home, 'auth/login', { username: owner.username, password: 'brand-new1' }, device)).body.success).toBe(
      true,
    );
  });

  it('a device cookie made up, or made for another account, is no known device', async () => {
    const owner = newPlayer();
    const other = newPlayer();
    const otherCookie = cookiesOf((await postFrom(api.app, '203.0.113.20', 'auth/register', other)).headers);
    expect((await postFrom(api.app, '203.0.113.21', 'auth/register', owner)).body.success).toBe(true);
    for (let a = 1; a <= 6; a++)
      for (let i = 0; i < 5; i++)
        await postFrom(api.app, `198.51.101.${a}`, 'auth/login', { username: owner.username, password: `guess-${i}` });
    const forged = otherCookie.replace(/=([^;]*)/, (_, value: string) => `=${value.slice(0, -4)}AAAA`);
    for (const cookie of [otherCookie, forged, `dv_${usernameKey(owner.username)}=abc.def`]) {
      expect(
        (await postFrom(api.app, '198.51.101.77', 'auth/login', { username: owner.username, password: owner.password }, { cookie })).body
          .success,
      ).toBe(false);
    }
  });
});

describe('M8: one normalisation of usernames', () => {
  it('the key JavaScript computes is the key the database stores (fast-check, seed 3208)', async () => {
    const sqlKey = async (username: string) => {
      let stored = '';
      // The users table's own generated column, in a transaction rolled back.
      await deps.db
        .transaction(async (tx) => {
          const [person] = await tx.query<{ id: number }>("INSERT INTO persons (person_key) VALUES ('probe') RETURNING id");
          const [row] = await tx.query<{ username_key: string }>(
            `INSERT INTO users (usercode, username, email, password_hash, name, surname, phone, country_id, birth_date, person_id)
             VALUES ('probe', $1, 'probe@example.com', 'x', 'A', 'B', '1', 1, '1990-01-01', ${person!.id}) RETURNING username_key`,
            [username],
          );
          stored = row!.username_key;
          throw new Error('roll back');
        })
        .catch(() => undefined);
      return stored;
    };
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
          .map((s) => s.replace(/\0/g, '').trim())
          .filter((s) => s.length > 0),
        async (username) => {
          expect(await sqlKey(username)).toBe(usernameKey(username));
        },
      ),
      { seed: 3208, numRuns: 150 },
    );
    for (const tricky of ['bİlgi01', 'BILGI01', 'ǅemal', 'KELVIN', 'ß', 'ﬀ', 'ΣΑΣ']) expect(await sqlKey(tricky)).toBe(usernameKey(tricky));
  });

  const postgres = inject('databaseUrl');
  it.skipIf(!postgres)('on PostgreSQL with a UTF-8 locale, every spelling that reaches an account shares its lock', async () => {
    const admin = new pg.Client({ connectionString: postgres! });
    await admin.connect();
    const name = `test_ctype_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
    await admin.end();
    const url = new URL(postgres!);
    url.pathname = `/${name}`;
    const glibc = await createDeps(testConfig({ databaseUrl: url.toString() }));
    try {
      const glibcApi = apiFor(glibc);
      const player = await registered(glibcApi, { username: `bilgi${Date.now().toString(36)}`.slice(0, 20) });
      for (let i = 0; i < 5; i++) await glibcApi.call('login', { username: player.username, password: `wrong-${i}` });
      const dotted = player.username.replace('i', 'İ');
      const other = await glibcApi.call('login', { username: dotted, password: player.password }, { locale: 'en' });
      // Either the spelling is no account, or it is this one's and locked with it.
      expect(other.body.success).toBe(false);
    } finally {
      await glibc.db.close();
    }
  });
});

describe('L8: every SCRYPT_COST the start-up check accepts can hash', () => {
  it('2^18 passes the check and hashes', async () => {
    expect(loadConfig({ SCRYPT_COST: String(2 ** 18) }).scryptCost).toBe(2 ** 18);
    const hash = await hashPassword('a password', 2 ** 18);
    expect(await verifyPassword('a password', hash)).toBe(true);
  });
});

describe('L10: open calls have a cap across addresses; lobbyUrl is bounded', () => {
  it('registration, call-back and fun launch: past the global cap, new addresses are refused too', async () => {
    const capped = apiFor({
      ...deps,
      config: { ...deps.config, globalRateLimitPerMinute: { register: 3, callMe: 3, funLaunch: 3, sendResetPassword: 0 } },
    });
    const [game] = await deps.db.query<{ game_code: string }>(
      'SELECT code AS game_code FROM games WHERE NOT is_live ORDER BY sort LIMIT 1',
    );
    const bodies: Record<string, () => unknown> = {
      'auth/register': () => newPlayer(),
      'cms/callme': () => ({ name: 'Ayşe Yılmaz', message: 'please call me back', contacts: [{ type: 1, contact: '905551234567' }] }),
      'casino/funlaunchurl': () => ({ gameCode: game!.game_code, isMobile: false, language: 'tr', lobbyUrl: '/casino' }),
    };
    for (const [path, body] of Object.entries(bodies)) {
      const statuses = [];
      for (let a = 1; a <= 4; a++) statuses.push((await postFrom(capped.app, `198.51.102.${a}`, path, body())).status);
      expect([path, ...statuses]).toEqual([path, 200, 200, 200, 429]);
    }
  });

  it('a lobbyUrl over 2,000 characters is bad input', async () => {
    const player = await registered(api);
    const [game] = await deps.db.query<{ game_code: string }>(
      "SELECT code AS game_code FROM games WHERE provider_name = 'Egt Digital' LIMIT 1",
    );
    const { status } = await api.call(
      'egtLaunch',
      { platform: 1, gameCode: game?.game_code ?? 'x', language: 'tr', lobbyUrl: `/casino?${'a'.repeat(5000)}` },
      { token: player.token },
    );
    expect(status).toBe(400);
  });
});

describe('the server validates every call against the contract before any work', () => {
  it('every route under /api is a call of the table', () => {
    // And the table itself, as OpenAPI (contract/openapi.ts): a document, read by anyone, taking no input.
    const declared = new Set([...Object.values(calls).map((call) => `${call.method} /api/${call.path}`), 'GET /api/openapi.json']);
    // Middleware on a wildcard (the call guard itself, requireAuth) is no route of its own.
    const served = api.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
  });

  it('a POST body its schema refuses is 400, before the session is looked up', async () => {
    const statuses = Object.entries(calls)
      .filter(([, call]) => call.method === 'POST')
      .map(async ([name, call]) => [name, (await postFrom(api.app, '192.0.2.9', call.path, [])).status] as const);
    expect((await Promise.all(statuses)).filter(([, status]) => status !== 400)).toEqual([]);
  });
});

const postgresUrl = inject('databaseUrl');
describe.skipIf(!postgresUrl)('L11: parallel wrong SMS codes stay within the day’s failure cap (PostgreSQL)', () => {
  let pgDeps: Deps;
  let pgApi: Api;
  beforeAll(async () => {
    pgDeps = await createTestDeps('postgres');
    pgApi = apiFor(pgDeps);
  });
  afterAll(() => pgDeps.db.close());

  it('twenty wrong codes at once count no more than the cap', async () => {
    const player = await registered(pgApi);
    const age = () =>
      pgDeps.db.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE target = $1", [player.phone]);
    const wrongFor = async () => {
      const code = await latestCode(pgDeps, player.phone);
      return code === '000000' ? '111111' : '000000';
    };
    // Eight failures on two earlier codes, then a third code guessed twenty times at once.
    for (const failures of [5, 3]) {
      await pgApi.call('updatePhone', { step: 1, phone: player.phone }, { token: player.token });
      const wrong = await wrongFor();
      for (let i = 0; i < failures; i++)
        await pgApi.call('updatePhone', { step: 2, phone: player.phone, code: wrong }, { token: player.token });
      await age();
    }
    await pgApi.call('updatePhone', { step: 1, phone: player.phone }, { token: player.token });
    const wrong = await wrongFor();
    await Promise.all(
      Array.from({ length: 20 }, () => pgApi.call('updatePhone', { step: 2, phone: player.phone, code: wrong }, { token: player.token })),
    );
    const [{ n }] = (await pgDeps.db.query<{ n: number }>(
      "SELECT sum(attempts)::int AS n FROM verification_codes v JOIN users u ON u.id = v.user_id WHERE u.username = $1 AND v.purpose = 'sms'",
      [player.username],
    )) as [{ n: number }];
    expect(n).toBeLessThanOrEqual(10);
  });
});
