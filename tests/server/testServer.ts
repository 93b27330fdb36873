// Helpers for the server tests: a fresh database (in-memory PGlite, or a new
// database on the throwaway PostgreSQL), the app, and a contract-checked
// caller that uses app.request().
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { calls, type CallName, type CallRequest } from '../../contract/calls';
import { createApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Deps } from '../../server/context';
import { createDeps } from '../../server/createServer';
import { freshPglite } from './support/freshPglite';
import { openApiMismatch } from '../support/openApiAnswers';
import { listOutbox } from '../../server/services/outbox';
import { LOCALES, message } from '../../server/messages';
import type { Queryable } from '../../server/db/database';

export type Engine = 'pglite' | 'postgres';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    port: 0,
    scryptCost: 1024,
    authRateLimitPerMinute: 10_000,
    usernameRateLimitPerMinute: 10_000,
    callMeRateLimitPerMinute: 10_000,
    globalRateLimitPerMinute: { register: 0, callMe: 0, funLaunch: 0, sendResetPassword: 0 },
    demoMode: true,
    seedDemo: true,
    distDir: '/nonexistent-dist',
    ...overrides,
  };
}

/** Engines to run the database tests on: PGlite always, PostgreSQL when available. */
export function engines(): Engine[] {
  return inject('databaseUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A new, empty database on the throwaway PostgreSQL. */
export async function freshPostgresUrl(): Promise<string> {
  const base = inject('databaseUrl');
  if (!base) throw new Error('no PostgreSQL for this run');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestDeps(engine: Engine = 'pglite', overrides: Partial<ServerConfig> = {}): Promise<Deps> {
  if (engine === 'postgres') {
    return createDeps(testConfig({ databaseUrl: await freshPostgresUrl(), ...overrides }));
  }
  return createDeps(testConfig(overrides), await freshPglite());
}

export interface CallResult<T = unknown> {
  status: number;
  body: { success: boolean; message: string; data: T };
  headers: Headers;
}

/** The refusals the OpenAPI document describes (contract/openapi.ts). */
const DOCUMENTED_REFUSALS = new Set([400, 401, 429, 503]);

/** Calls the app like the SPA does, and checks every 2xx answer against the contract (and the OpenAPI document, the refusals too). */
export function apiFor(deps: Deps) {
  const app = createApp(deps);
  async function raw(
    method: string,
    path: string,
    options: { body?: string; token?: string; locale?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-fingerprint': 'test-fp',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.locale) headers['x-locale'] = options.locale;
    return app.request(path, { method, headers, body: options.body });
  }
  async function call<N extends CallName>(
    name: N,
    payload?: CallRequest<N>,
    options: { token?: string; locale?: string; headers?: Record<string, string> } = {},
  ): Promise<CallResult<any>> {
    const definition = calls[name];
    const query = definition.method === 'GET' && payload ? `?${new URLSearchParams(payload as Record<string, string>)}` : '';
    const response = await raw(definition.method, `/api/${definition.path}${query}`, {
      ...options,
      body: definition.method === 'POST' ? JSON.stringify(payload ?? {}) : undefined,
    });
    const body = (await response.json()) as CallResult['body'];
    if (response.status < 300) {
      const parsed = definition.response.safeParse(body);
      if (!parsed.success)
        throw new Error(`${name} answered outside the contract: ${JSON.stringify(parsed.error.issues)}\n${JSON.stringify(body)}`);
    }
    // The OpenAPI document says the same of the answers it names (tests/support/openApiAnswers.ts).
    if (response.status < 300 || DOCUMENTED_REFUSALS.has(response.status)) {
      const mismatch = openApiMismatch(name, response.status, body);
      if (mismatch)
        throw new Error(`${name} answered outside docs/openapi.json (${response.status}): ${mismatch}\n${JSON.stringify(body)}`);
    }
    return { status: response.status, body, headers: response.headers };
  }
  return { app, raw, call };
}

export type Api = ReturnType<typeof apiFor>;

/** A POST from one client address, with any headers (a device cookie, a token): the credential tests' requests. */
export async function postFrom(app: Api['app'], address: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(
    `/api/${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'en', ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as { success: boolean; message: string; data: any },
  };
}

/** The cookies a response set, as a Cookie header. */
export const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** How long some work took, in milliseconds, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

/** A tag spelled in letters only (names may hold no digits). */
export const lettersOf = (tag: string) => [...tag].map((ch) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(ch, 36) % 26]).join('');

let counter = 0;
/** A valid register payload with a unique username, e-mail and phone. */
export function newPlayer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`.slice(-10);
  const phone = `90555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return {
    name: 'Ayşe Gül',
    // A person of their own: a self-exclusion binds the person (name, surname, birth date), so players must not share one.
    surname: `Yılmaz ${lettersOf(tag)}`,
    username: `p${tag}`.slice(0, 20),
    email: `p${tag}@example.com`,
    phone,
    country: 1,
    currencyId: 1,
    birthDate: '1991-03-09',
    birthDateDay: '09',
    birthDateMonth: '03',
    birthDateYear: '1991',
    password: 'secret1',
    password2: 'secret1',
    ...overrides,
  };
}

/** Registers a player and returns the token and the payload used. */
export async function registered(api: Api, overrides: Record<string, unknown> = {}) {
  const player = newPlayer(overrides);
  const result = await api.call('register', player as never);
  if (!result.body.success) throw new Error(`register failed: ${result.body.message}`);
  return { ...player, token: result.body.data.token as string };
}

/** A reset code as sent to a device the account does not know (server/services/resetCodes.ts). */
export const LONG_RESET_CODE = /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/;

/**
 * Registers a player and keeps the device cookie the sign-up set: calls sent
 * with `device` come from a device the account knows (short reset codes,
 * bound to it; the owner's own limits).
 */
export async function registeredOnDevice(api: Api, overrides: Record<string, unknown> = {}) {
  const player = newPlayer(overrides);
  const result = await api.call('register', player as never);
  if (!result.body.success) throw new Error(`register failed: ${result.body.message}`);
  const cookie = result.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ...player, token: result.body.data.token as string, device: { headers: { cookie } } };
}

/** A test card for payment/deposit with the Kredi Kartı method (id 2), which credits at once. */
export const TEST_CARD = { CardNo: '4111 1111 1111 1111', CardHolder: 'Ayşe Yılmaz', ExpiryMonth: 7, Installments: 1 };

/** Registers a player and deposits `amount` lira (at least 100) by card. */
export async function fundedPlayer(api: Api, amount: number) {
  const player = await registered(api);
  const { body } = await api.call('deposit', { id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: amount } }, { token: player.token });
  if (!body.success) throw new Error(`deposit failed: ${body.message}`);
  return player;
}

/** The password-reset e-mails sent to `to`, newest first (sign-up's confirmation e-mail left out). */
export async function resetMails(db: Queryable, to: string) {
  const subjects = new Set(LOCALES.map((locale) => message(locale, 'mailResetSubject')));
  return (await listOutbox(db, to)).filter((mail) => subjects.has(mail.subject));
}

/** The newest code sent to an address (the dev outbox). */
export async function latestCode(deps: Deps, to: string): Promise<string> {
  const [message] = await listOutbox(deps.db, to, 1);
  if (!message?.code) throw new Error(`no code sent to ${to}`);
  return message.code;
}

/** Registers a player and verifies the phone through the SMS code. */
export async function verifiedPlayer(api: Api, deps: Deps) {
  const player = await registered(api);
  await api.call('updatePhone', { step: 1, phone: player.phone }, { token: player.token });
  const code = await latestCode(deps, player.phone);
  const verified = await api.call('updatePhone', { step: 2, phone: player.phone, code }, { token: player.token });
  if (!verified.body.success) throw new Error(`verification failed: ${verified.body.message}`);
  return player;
}

/** One fresh in-memory database and app per test file: `const t = useTestApi(); t.api.call(…)`. */
export function useTestApi(): { deps: Deps; api: Api } {
  const context = {} as { deps: Deps; api: Api };
  beforeAll(async () => {
    context.deps = await createTestDeps();
    context.api = apiFor(context.deps);
  });
  afterAll(() => context.deps.db.close());
  return context;
}

/**
 * `advance(ms)` moves the server's clock for one test; after each test it is
 * put back where it was. Rows are stamped by the database's own clock, so a
 * clock left moved would put the next test's rows in its past.
 */
export function movableClock(deps: () => Deps): (ms: number) => void {
  let moved = 0;
  afterEach(() => {
    deps().clock.advance(-moved);
    moved = 0;
  });
  return (ms) => {
    moved += ms;
    deps().clock.advance(ms);
  };
}
