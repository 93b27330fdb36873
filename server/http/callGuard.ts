// What every call of the contract passes before its route (issue 32, "what
// to build" 1 and 2), read from the call table itself, so a new call gets it
// without anyone remembering:
// 1. its payload against its request schema, whose every string and array
//    is bounded (tests/unit/callBounds.test.ts): 400 before any other work,
//    a session lookup included;
// 2. a cap across all addresses for the calls the configuration caps (L10:
//    sign-up, call-back, fun launch);
// 3. for a call the table marks as spending scrypt or handling a credential,
//    a limit per address (and, for visitors, per IPv6 /48) and one per
//    account: the username named, counted per requester (each device the
//    account knows, each address it does not: a count strangers shared let
//    them spend the owner's calls) or the logged-in player; a call marked
//    perAccount (a statement over the person's ledger) per account alone;
// 4. scrypt only for the calls marked so: the route's service gets the
//    queue from `scryptFor(c)`, which refuses any other call, in the
//    players' lane for calls with auth (visitors cannot fill it), one place
//    per account, and first in line for the calls marked scryptPriority
//    from a session with no failed password (its later tries wait their turn).
// The route's own json() validates again for its types; the body is read once.
import { callKey, requestCallKey } from './callKey';
import type { Context, MiddlewareHandler } from 'hono';
import { calls, NoPayload, type CallDefinition, type CallName } from '../../contract/calls';
import type { AppEnv } from '../context';
import type { CappedCall } from '../config';
import type { ScryptQueue } from '../services/scryptQueue';
import { hashToken } from '../services/tokens';
import { usernameKey } from '../services/usernameKey';
import { bearerToken } from './requireAuth';
import { requesterFor } from './deviceCookie';
import { isIP } from 'node:net';
import { addressBucket, clientIp } from './clientAddress';
import { addressKey, createWindowCounter, refuseOver, type WindowCounter } from './rateLimit';
import { fail } from './respond';
import { sessionHasTried } from '../services/passwordAttempts';

/** application/json, application/problem+json and the like, in any case, with any parameters. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

interface Entry {
  name: CallName;
  call: CallDefinition;
}

/** The payload as the request carries it: the JSON body of a POST (none reads as {}), the query of a GET. */
async function payloadOf(c: Context<AppEnv>, call: CallDefinition): Promise<{ value: unknown } | Response> {
  if (call.method === 'GET') return { value: c.req.query() };
  const length = c.req.header('content-length');
  const hasBody = length !== undefined ? Number(length) > 0 : c.req.header('transfer-encoding') !== undefined || c.req.raw.body !== null;
  if (!hasBody) return { value: {} };
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) return fail(c, 'notJson', {}, 415);
  try {
    // Hono keeps the parsed body: the route's validator reads it without parsing again.
    return { value: await c.req.json() };
  } catch (error) {
    if (error instanceof SyntaxError) return fail(c, 'malformedJson', { field: 'body' }, 400);
    throw error;
  }
}

export function callGuard(config: AppEnv['Variables']['deps']['config']): MiddlewareHandler<AppEnv> {
  const table = new Map<string, Entry>();
  for (const [name, call] of Object.entries(calls) as [CallName, CallDefinition][]) table.set(callKey(call), { name, call });

  const perAddress = createWindowCounter(config.authRateLimitPerMinute);
  const per48 = createWindowCounter(config.authRateLimitPer48PerMinute);
  const perAccount = createWindowCounter(config.usernameRateLimitPerMinute);
  const caps = new Map<CallName, WindowCounter>();
  for (const [name, perMinute] of Object.entries(config.globalRateLimitPerMinute) as [CappedCall, number][]) {
    if (perMinute > 0) caps.set(name, createWindowCounter(perMinute));
  }

  return async (c, next) => {
    const entry = table.get(requestCallKey(c));
    if (!entry) return next();
    const { name, call } = entry;

    // 1. The contract, before anything else.
    if (call.method === 'POST' || call.request !== NoPayload) {
      const payload = await payloadOf(c, call);
      if (payload instanceof Response) return payload;
      const parsed = call.request.safeParse(payload.value);
      if (!parsed.success) return fail(c, 'invalidRequest', { field: parsed.error.issues[0]?.path.join('.') || 'body' }, 400);
      c.set('payload', parsed.data);
    }

    // 2. A cap over all addresses.
    const cap = caps.get(name);
    if (cap) {
      const refused = refuseOver(c, cap, name);
      if (refused) return refused;
    }

    // 3a. Per account alone, for a call that reads much for one answer (review 2 of issue 32).
    if (call.perAccount && call.auth && !call.spendsScrypt && !call.credential) {
      const token = bearerToken(c.req.header('authorization'));
      const session = token ? await c.get('deps').sessions.resolve(hashToken(token)) : null;
      if (!session) return fail(c, 'unauthorized', {}, 401);
      const refusedAccount = refuseOver(c, perAccount, `${name} u:${session.userId}`);
      if (refusedAccount) return refusedAccount;
    }

    // 3. Per address and per account, for what costs a hash or handles a credential.
    if (call.spendsScrypt || call.credential) {
      const refused = refuseOver(c, perAddress, addressKey(c));
      if (refused) return refused;
      // A visitor's IPv6 /64s of one /48 count together too: one site's block cannot fill the scrypt queue.
      const address = clientIp(c);
      if (!call.auth && isIP(address) === 6) {
        const refused48 = refuseOver(c, per48, `${addressBucket(address, 48)} ${c.req.path}`);
        if (refused48) return refused48;
      }
      let account: string | null = null;
      let priority = false;
      if (call.auth) {
        const token = bearerToken(c.req.header('authorization'));
        const session = token ? await c.get('deps').sessions.resolve(hashToken(token)) : null;
        if (!session) return fail(c, 'unauthorized', {}, 401);
        account = `u:${session.userId}`;
        // Only a session's first try goes first: otherwise an account's wrong tries, one after another, would keep
        // the line ahead of the players full for nothing; now each costs a login, and the session's other tries
        // meet the lane's capacity (review 4, R5). Read here, before the place is taken: a refusal counts nothing.
        priority = call.scryptPriority === true && !(await sessionHasTried(c.get('deps').db, session));
      } else {
        const username = (c.get('payload') as { username?: unknown } | undefined)?.username;
        if (typeof username === 'string') {
          const key = usernameKey(username);
          const requester = await requesterFor(c, key);
          c.set('requester', requester);
          // Each device the account knows, and each address it does not, has its own count per name: a count
          // strangers shared let anyone spend the owner's calls on a new device (review of issue 32, M-C).
          // Strangers' guesses are bounded together by the database (their lock, the reset codes' caps).
          account = `n:${key} ${requester.known ? `d:${requester.device}` : `a:${requester.address}`}`;
        }
      }
      if (account !== null) {
        const refusedAccount = refuseOver(c, perAccount, `${name} ${account}`);
        if (refusedAccount) return refusedAccount;
      }
      // Logged-in players' hashes go through their own lane, which visitors cannot fill (review of issue 32, M-A),
      // one place per account, and a session's first call that protects the player is never refused for capacity
      // (review 2, R5; review 4, R5).
      if (call.spendsScrypt) {
        const { scrypt } = c.get('deps');
        c.set('scrypt', call.auth && account !== null ? scrypt.lane('players', { account, priority }) : scrypt.lane('visitors'));
      }
    }
    await next();
  };
}

/** The paths of the GET calls that take a payload (a query) or have a limit: the only GETs the guard needs to see. */
export function guardedGetPaths(): string[] {
  return Object.values(calls as Record<string, CallDefinition>)
    .filter((call) => call.method === 'GET' && (call.request !== NoPayload || call.spendsScrypt || call.credential || call.perAccount))
    .map((call) => `/api/${call.path}`);
}

/** The scrypt queue, for a call the table marks as spending scrypt; any other call is a bug of ours (500). */
export function scryptFor(c: Context<AppEnv>): ScryptQueue {
  const queue = c.get('scrypt');
  if (!queue) throw new Error(`${c.req.method} ${c.req.path} spends scrypt but its call is not marked spendsScrypt (contract/calls.ts)`);
  return queue;
}
