// The HTTP client: ky, prefix ./api/, the headers of spec section 7 on every
// request, every response parsed with the call's schema. It never throws
// anything but an ApiError, so a machine's onError always gets a typed error.
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { calls, type CallName, type CallRequest, type CallResponse } from '../../contract/calls';
import { ApiError } from '../../contract/errors';
import { createIdempotencyKeys, type IdempotencyKeys } from './idempotencyKeys';
import { requestHeaders } from '../../contract/requestHeaders';
import { apiErrorStrings } from '../i18n/apiErrorStrings';
import { addStrings } from '../i18n/packs';

// What its failures say comes with the client that makes them (src/i18n/apiErrorStrings.ts).
addStrings(apiErrorStrings);

export interface ApiClientOptions {
  /** Absolute or page-relative base; the site uses './api/'. */
  baseUrl: string;
  getToken: () => string | null;
  getLocale: () => string;
  getFingerprint: () => string;
  /** Called on any 401: the session logs out. */
  onUnauthorized: () => void;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Keys of the money calls; one set per client by default. */
  idempotencyKeys?: IdempotencyKeys;
}

export interface ApiClient {
  call<N extends CallName>(name: N, payload?: CallRequest<N>): Promise<CallResponse<N>>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Statuses after which a money request may not have been decided: its retry keeps the key. */
const UNDECIDED_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const idempotencyKeys = options.idempotencyKeys ?? createIdempotencyKeys();
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // A retried POST could move money twice; GETs are polled anyway.
    retry: 0,
    // The page's address may carry a code (the e-mail's link, until the account page has read it): no call repeats it.
    referrerPolicy: 'no-referrer',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const headers = requestHeaders({ locale: options.getLocale(), fingerprint: options.getFingerprint(), token: options.getToken() });
          for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
        },
      ],
    },
  });

  async function call<N extends CallName>(name: N, payload?: CallRequest<N>): Promise<CallResponse<N>> {
    const definition = calls[name];
    const request = definition.request.safeParse(payload ?? {});
    if (!request.success) {
      throw new ApiError('request', name, `request for ${name} does not match the contract`, undefined, request.error.issues);
    }

    const idempotent = 'idempotent' in definition && definition.idempotent === true;
    const headers = idempotent ? { 'Idempotency-Key': idempotencyKeys.keyFor(name, request.data) } : undefined;
    let body: unknown;
    try {
      const response =
        definition.method === 'GET'
          ? await http.get(definition.path, { searchParams: toSearchParams(request.data) })
          : await http.post(definition.path, { json: request.data, headers });
      if (idempotent) idempotencyKeys.answered(name, request.data);
      const textBody = await response.text();
      body = textBody === '' ? undefined : JSON.parse(textBody);
    } catch (error) {
      // An answer decided the request; no answer (or an undecided one) leaves the key for the retry.
      if (idempotent && error instanceof HTTPError && !UNDECIDED_STATUSES.has(error.response.status))
        idempotencyKeys.answered(name, request.data);
      throw toApiError(name, error, options.onUnauthorized);
    }

    const parsed = definition.response.safeParse(body);
    if (!parsed.success) {
      throw new ApiError('contract', name, `response of ${name} does not match the contract`, undefined, parsed.error.issues);
    }
    return parsed.data as CallResponse<N>;
  }

  return { call };
}

function toSearchParams(data: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (value !== undefined && value !== null) params[key] = String(value);
    }
  }
  return params;
}

function toApiError(name: string, error: unknown, onUnauthorized: () => void): ApiError {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    if (status === 401) {
      onUnauthorized();
      return new ApiError('unauthorized', name, `${name}: 401`, 401);
    }
    return new ApiError('http', name, `${name}: HTTP ${status}`, status);
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', name, `${name}: timed out`);
  if (error instanceof SyntaxError) return new ApiError('contract', name, `${name}: answer is not JSON`);
  return new ApiError('network', name, `${name}: ${error instanceof Error ? error.message : 'network failure'}`);
}
