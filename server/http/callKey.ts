// How a request and a call of the table (contract/calls.ts) name each other:
// `METHOD /api/path`. One place, so every check that looks a request up in
// the table (the call guard's bounds and limits, the withdraw-only list)
// finds the same call.
import type { Context } from 'hono';

/** A call of the table, as its requests name it. */
export const callKey = (call: { method: string; path: string }) => `${call.method} /api/${call.path}`;

/**
 * The call a request makes. A HEAD request is its GET: Hono answers it with
 * the GET route, so it meets the GET call's checks and limits (issue 32, the
 * third review: twenty HEADs ran the activity statement past its limit).
 */
export const requestCallKey = (c: Context) => `${c.req.method === 'HEAD' ? 'GET' : c.req.method} ${c.req.path}`;
