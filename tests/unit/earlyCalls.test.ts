// @vitest-environment node
// The first screen's calls started by index.html's boot script
// (src/api/earlyCalls.ts): the API client takes each early answer once, for
// the same request only, and reads it like any answer (401, bad JSON and a
// network failure end as they would have without the boot script).
import { describe, expect, it, vi } from 'vitest';
import { calls } from '../../contract/calls';
import { createApiClient } from '../../src/api/client';
import { ApiError } from '../../contract/errors';
import { EARLY_CALL_PATHS, earlyBody, fetchTakingEarlyAnswers, startEarlyCalls } from '../../src/api/earlyCalls';
import { requestHeaders, type RequestIdentity } from '../../contract/requestHeaders';

const API = 'http://127.0.0.1/api/';
const visitor: RequestIdentity = { locale: 'tr', fingerprint: 'fp-1', token: null };
const config = {
  casinoCategoryList: [],
  language: [],
  translationList: [],
  siteOption: [],
  domainStatus: { current: 'a.example', next: 'b.example' },
  popup: null,
  trialBonusAmount: 0,
  sliderList: [],
  video: null,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A network that answers each path with `answer` and records what was asked. */
function network(answer: (url: string) => Promise<Response> | Response) {
  const asked: Array<{ url: string; headers: Headers }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    asked.push({ url: request.url, headers: request.headers });
    return answer(request.url);
  }) as unknown as typeof fetch;
  return { fetchImpl, asked };
}

function clientOver(early: ReturnType<typeof startEarlyCalls>, fetchImpl: typeof fetch, identity: RequestIdentity = visitor) {
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: API,
    getLocale: () => identity.locale,
    getFingerprint: () => identity.fingerprint,
    getToken: () => identity.token,
    onUnauthorized,
    fetch: fetchTakingEarlyAnswers(early, fetchImpl),
  });
  return { client, onUnauthorized };
}

describe('early calls', () => {
  it('are the contract’s configuration and CMS category calls, with the client’s headers', async () => {
    expect(EARLY_CALL_PATHS).toEqual({ bootstrap: calls.bootstrap.path, cmsCategories: calls.cmsCategories.path });
    expect(calls.bootstrap.method).toBe('GET');
    expect(calls.cmsCategories.method).toBe('GET');
    const { fetchImpl, asked } = network(() => json({ success: true, message: '', data: config }));
    startEarlyCalls(fetchImpl, API, { locale: 'en', fingerprint: 'fp-9', token: 'tok' });
    expect(asked.map((a) => a.url)).toEqual([`${API}cms/grouped`, `${API}cms/categorylist`]);
    for (const { headers } of asked) {
      expect(Object.fromEntries(headers)).toEqual(
        Object.fromEntries(new Headers(requestHeaders({ locale: 'en', fingerprint: 'fp-9', token: 'tok' }))),
      );
    }
  });

  it('answer the client’s first same request, and only that one', async () => {
    const { fetchImpl, asked } = network(() => json({ success: true, message: '', data: config }));
    const early = startEarlyCalls(fetchImpl, API, visitor);
    const { client } = clientOver(early, fetchImpl);
    const first = await client.call('bootstrap');
    expect(first).toMatchObject({ success: true, data: { domainStatus: { next: 'b.example' } } });
    expect(asked).toHaveLength(2); // the two early calls, nothing more
    await client.call('bootstrap');
    expect(asked).toHaveLength(3); // the second time goes to the network
    expect(early.bootstrap?.taken).toBe(true);
    expect(early.cmsCategories?.taken).toBe(false);
  });

  it('are not used for a request with other headers (the app read another identity)', async () => {
    const { fetchImpl, asked } = network(() => json({ success: true, message: '', data: config }));
    const early = startEarlyCalls(fetchImpl, API, { ...visitor, token: 'stale' });
    const { client } = clientOver(early, fetchImpl, visitor);
    await client.call('bootstrap');
    expect(asked).toHaveLength(3);
    expect(asked[2]!.headers.has('authorization')).toBe(false);
    expect(early.bootstrap?.taken).toBe(false);
  });

  it('end as any answer would: a 401 logs out, bad JSON is a contract error, a network failure a network error', async () => {
    for (const [answer, kind] of [
      [() => json({ message: 'expired' }, 401), 'unauthorized'],
      [() => new Response('{"success":tr', { status: 200 }), 'contract'],
      [() => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ] as const) {
      const { fetchImpl } = network(answer);
      const early = startEarlyCalls(fetchImpl, API, visitor);
      const { client, onUnauthorized } = clientOver(early, fetchImpl);
      const error = await client.call('bootstrap').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe(kind);
      expect(onUnauthorized).toHaveBeenCalledTimes(kind === 'unauthorized' ? 1 : 0);
    }
  });

  it('keep the body for the first render once it has arrived, and never before', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const { fetchImpl } = network(async () => {
      await arrived;
      return json({ success: true, message: '', data: config });
    });
    const early = startEarlyCalls(fetchImpl, API, visitor);
    expect(earlyBody(early, 'bootstrap')).toBeUndefined();
    release();
    await early.bootstrap!.json;
    expect(earlyBody(early, 'bootstrap')).toMatchObject({ data: { domainStatus: { current: 'a.example' } } });
    // The client still reads the whole answer itself.
    const { client } = clientOver(early, fetchImpl);
    await expect(client.call('bootstrap')).resolves.toMatchObject({ success: true });
  });

  it('a failed early call rejects nothing unhandled when the client never asks', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { fetchImpl } = network(() => Promise.reject(new TypeError('offline')));
      const early = startEarlyCalls(fetchImpl, API, visitor);
      await early.bootstrap!.json;
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
