import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/app';
import { apiFor, createTestDeps, registered, useTestApi } from './testServer';

const t = useTestApi();

async function expectRefusal(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { success: boolean; message: string };
  expect(body.success).toBe(false);
  expect(body.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|Error:|stack/i);
  if (message) expect(body.message).toBe(message);
}

describe('bad input never gets a 500 or a stack trace', () => {
  it('malformed JSON is a 400 in the request language', async () => {
    await expectRefusal(
      await t.api.raw('POST', '/api/auth/login', { body: '{"username": ', locale: 'en' }),
      400,
      'The request could not be read: the body is not valid JSON.',
    );
  });

  it('wrong types and missing fields are a 400 naming the field', async () => {
    await expectRefusal(
      await t.api.raw('POST', '/api/auth/login', { body: JSON.stringify({ username: 5, password: 'abc' }) }),
      400,
      'Geçersiz istek: username alanını kontrol edin.',
    );
    await expectRefusal(
      await t.api.raw('POST', '/api/auth/login', { body: JSON.stringify({ username: 'abc' }), locale: 'en' }),
      400,
      'Invalid request: check the password field.',
    );
    await expectRefusal(await t.api.raw('POST', '/api/auth/login', { body: '[]' }), 400);
    await expectRefusal(await t.api.raw('POST', '/api/auth/login', { body: 'null' }), 400);
  });

  it('a body that is not JSON at all is a 400', async () => {
    await expectRefusal(await t.api.raw('POST', '/api/auth/login', { body: 'username=a&password=b' }), 400);
    await expectRefusal(
      await t.api.raw('POST', '/api/auth/login', {
        body: 'username=a&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    );
  });

  it('a body that does not say it is JSON is a 415, even where an empty request would pass', async () => {
    // Found by the HTTP fuzzer (seed 1701): two Content-Type headers read as
    // "application/json, application/json", which is no JSON media type, so the
    // body "{" went unread and the route's all-optional schema passed {}.
    const { token } = await registered(t.api);
    for (const contentType of ['application/json, application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      await expectRefusal(
        await t.api.raw('POST', '/api/casino/favoritegames', { token, body: '{', headers: { 'content-type': contentType }, locale: 'en' }),
        415,
      );
    }
    // A JSON media type with parameters, or in another case, is read as JSON.
    expect(
      (
        await t.api.raw('POST', '/api/casino/favoritegames', {
          token,
          body: '{}',
          headers: { 'content-type': 'Application/JSON; charset=utf-8' },
        })
      ).status,
    ).toBe(200);
  });

  it('an oversized body is a 413', async () => {
    const huge = JSON.stringify({ username: 'a'.repeat(MAX_BODY_BYTES), password: 'abc' });
    await expectRefusal(await t.api.raw('POST', '/api/auth/login', { body: huge }), 413, 'İstek çok büyük.');
  });

  it('an unknown API route is a 404 JSON answer', async () => {
    await expectRefusal(await t.api.raw('GET', '/api/nope/nothing', { locale: 'en' }), 404, 'The address you asked for was not found.');
    await expectRefusal(await t.api.raw('POST', '/api/auth/form'), 404);
  });

  it('a missing, malformed or unknown token is a 401', async () => {
    await expectRefusal(await t.api.raw('GET', '/api/user/balance'), 401);
    await expectRefusal(await t.api.raw('GET', '/api/user/balance', { headers: { authorization: 'Basic abc' } }), 401);
    await expectRefusal(await t.api.raw('GET', '/api/user/balance', { token: 'x'.repeat(43) }), 401);
  });

  it('huge numbers, negative paging and out-of-range enumerations are 400s', async () => {
    const { token } = await registered(t.api);
    await expectRefusal(
      await t.api.raw('POST', '/api/customer/notification', { token, body: JSON.stringify({ skip: -1, take: 10 }) }),
      400,
    );
    await expectRefusal(
      await t.api.raw('POST', '/api/customer/notification', { token, body: JSON.stringify({ skip: 0, take: 1e9 }) }),
      400,
    );
    await expectRefusal(await t.api.raw('POST', '/api/payment/methods', { token, body: JSON.stringify({ type: 9 }) }), 400);
    await expectRefusal(
      await t.api.raw('POST', '/api/payment/deposit', { token, body: JSON.stringify({ id: 1, target: 'steal', detail: {} }) }),
      400,
    );
  });
});

describe('security headers on every response', () => {
  it.each(['/api/auth/form', '/api/nope', '/media/banner/x.svg', '/dashboard/deposit'])('%s', async (path) => {
    const response = await t.api.app.request(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('a page carries a fresh script nonce; an API answer, which runs no script, the same policy without one', async () => {
    const nonceOf = async (path: string) =>
      /'nonce-([^']+)'/.exec((await t.api.app.request(path)).headers.get('content-security-policy') ?? '')?.[1];
    const [first, second] = [await nonceOf('/dashboard/deposit'), await nonceOf('/dashboard/deposit')];
    expect(first).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(second).not.toBe(first);
    expect(await nonceOf('/api/auth/form')).toBeUndefined();
  });
});

describe('rate limit', () => {
  it('answers 429 past the per-minute limit of an address on login', async () => {
    const limited = await createTestDeps('pglite', { authRateLimitPerMinute: 3 });
    const strict = apiFor(limited);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await strict.call('login', { username: 'someone', password: 'whatever' })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await limited.db.close();
  });
});

describe('the dev outbox', () => {
  it('lists messages as JSON and HTML, and is off in production', async () => {
    const player = await registered(t.api);
    await t.api.call('sendResetPassword', { username: player.username });
    const json = (await (await t.api.app.request(`/dev/outbox.json?to=${encodeURIComponent(player.email)}`)).json()) as Array<
      Record<string, unknown>
    >;
    expect(json[0]).toMatchObject({ to: player.email, channel: 'email', code: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/) });
    expect(Object.keys(json[0]!).sort()).toEqual(['body', 'channel', 'code', 'createdAt', 'subject', 'to']);
    expect(await (await t.api.app.request('/dev/outbox')).text()).toContain(player.email);
    const production = apiFor({ ...t.deps, config: { ...t.deps.config, demoMode: false } });
    expect((await production.app.request('/dev/outbox.json')).status).toBe(404);
  });
});
