// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../src/api/client';
import { ApiError, apiErrorMessageKey } from '../../contract/errors';

const session = {
  token: 'tok-123',
  balance: 150.5,
  username: 'oyuncu1',
  usercode: 1001,
  phone: '905551112233',
  smsVerified: false,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clientWith(fetch: (request: Request) => Promise<Response>, overrides: Partial<ApiClientOptions> = {}) {
  const seen: Request[] = [];
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://127.0.0.1/site/api/',
    getToken: () => null,
    getLocale: () => 'tr',
    getFingerprint: () => 'fp-1',
    onUnauthorized,
    fetch: (async (input: Request) => {
      // Keep an unread copy: the body of the one passed on gets consumed.
      seen.push(input.clone());
      return fetch(input);
    }) as typeof globalThis.fetch,
    ...overrides,
  });
  return { client, seen, onUnauthorized };
}

describe('api client', () => {
  it('posts JSON under the ./api/ prefix with the headers of spec section 7', async () => {
    const { client, seen } = clientWith(async () => json({ success: true, message: 'Hoş geldiniz', data: session }), {
      getToken: () => 'tok-123',
      getLocale: () => 'en',
    });
    const response = await client.call('login', { username: 'oyuncu1', password: 'secret' });
    expect(response).toMatchObject({ success: true, message: 'Hoş geldiniz', data: { token: 'tok-123', usercode: '1001' } });
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://127.0.0.1/site/api/auth/login');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
    expect(request.headers.get('x-locale')).toBe('en');
    expect(request.headers.get('x-fingerprint')).toBe('fp-1');
    expect(await request.json()).toEqual({ username: 'oyuncu1', password: 'secret' });
  });

  it('sends no Authorization header for a visitor', async () => {
    const { client, seen } = clientWith(async () => json({ success: true, message: '', data: { countries: [] } }));
    await client.call('registerForm');
    expect(seen[0]!.headers.has('authorization')).toBe(false);
    expect(seen[0]!.method).toBe('GET');
  });

  it('leaves out fields the contract does not send (trialBonus is never posted)', async () => {
    const { client, seen } = clientWith(async () => json({ success: false, message: 'Kullanıcı adı alınmış' }));
    const response = await client.call('register', {
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
      trialBonus: true,
    } as never);
    expect(response).toEqual({ success: false, message: 'Kullanıcı adı alınmış' });
    expect(await seen[0]!.json()).not.toHaveProperty('trialBonus');
  });

  it('tells the session on a 401 and fails with an unauthorized error', async () => {
    const { client, onUnauthorized } = clientWith(async () => json({}, 401));
    const failure = await client.call('balance').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'unauthorized', status: 401, call: 'balance' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(apiErrorMessageKey(failure)).toBe('errors.sessionExpired');
  });

  it('passes other statuses on as http errors', async () => {
    const { client, onUnauthorized } = clientWith(async () => new Response('boom', { status: 500 }));
    const failure = await client.call('balance').catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'http', status: 500 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(apiErrorMessageKey(failure)).toBe('errors.server');
  });

  it("says the service is unavailable for a moment on a 503 (the operator's database restarting)", async () => {
    const { client } = clientWith(async () => json({ success: false, message: 'Hizmet şu anda kullanılamıyor.', data: null }, 503));
    const failure = await client.call('balance').catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'http', status: 503 });
    expect(apiErrorMessageKey(failure)).toBe('errors.unavailable');
  });

  it('turns a response that breaks the contract into a typed contract error', async () => {
    const { client } = clientWith(async () => json({ success: true, message: 'ok', data: { balance: 'lots' } }));
    const failure = await client.call('balance').catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'contract', call: 'balance' });
    expect((failure as ApiError).issues?.length).toBeGreaterThan(0);
    expect(apiErrorMessageKey(failure)).toBe('errors.contract');
  });

  it('turns a body that is not JSON into a contract error', async () => {
    const { client } = clientWith(async () => new Response('<html>proxy error</html>', { status: 200 }));
    await expect(client.call('balance')).rejects.toMatchObject({ kind: 'contract' });
  });

  it('turns a network failure into a network error', async () => {
    const { client } = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await client.call('balance').catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'network' });
    expect(apiErrorMessageKey(failure)).toBe('errors.network');
  });

  it('reads numbers sent as strings and a null message', async () => {
    const { client } = clientWith(async () => json({ success: true, message: null, data: { balance: '12.50' } }));
    await expect(client.call('balance')).resolves.toEqual({ success: true, message: '', data: { balance: 12.5 } });
  });

  it('refuses to send a request that breaks the contract', async () => {
    const { client, seen } = clientWith(async () => json({ success: true }));
    await expect(client.call('readNotification', { id: [] })).rejects.toMatchObject({ kind: 'request' });
    expect(seen).toHaveLength(0);
  });

  it('fails with a timeout error when the server does not answer in time', async () => {
    const { client } = clientWith(
      (request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
      { timeoutMs: 20 },
    );
    await expect(client.call('balance')).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('money calls carry an Idempotency-Key', () => {
  const deposit = (amount: number) => ({ id: 2, target: 'pay' as const, detail: { Amount: amount } });
  const keyOf = (request: Request) => request.headers.get('idempotency-key');

  it('a retry of an unanswered request keeps its key; an answered one makes the next identical request new', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json({ success: false, message: 'Bakım' }, 503),
      () => json({ success: true, message: 'Yatırıldı', data: null }),
      () => json({ success: true, message: 'Yatırıldı', data: null }),
    ];
    const { client, seen } = clientWith(async () => answers.shift()!());
    await expect(client.call('deposit', deposit(100))).rejects.toMatchObject({ kind: 'network' });
    await expect(client.call('deposit', deposit(100))).rejects.toMatchObject({ kind: 'http', status: 503 });
    await expect(client.call('deposit', deposit(100))).resolves.toMatchObject({ success: true });
    await client.call('deposit', deposit(100));
    const keys = seen.map(keyOf);
    expect(keys[0]).toMatch(/^[\w-]{22}$/);
    // The lost attempt, the 503 and the one that got through are one request to the server.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    // Answered: a second deposit of the same amount is a second deposit.
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a refusal is an answer; another request gets another key; other calls send none', async () => {
    const { client, seen } = clientWith(async () => json({ success: false, message: 'Yetersiz bakiye' }));
    await client.call('withdraw', deposit(100));
    await client.call('withdraw', deposit(100));
    await client.call('withdraw', deposit(200));
    await client.call('login', { username: 'oyuncu1', password: 'secret' });
    const keys = seen.map(keyOf);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBeNull();
  });
});
