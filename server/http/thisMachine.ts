// Answers for this machine only: the dev outbox (every code the site sends)
// must not reach anyone else, and the HOST setting alone cannot promise it:
// a loopback proxy or a tunnel (nginx, ngrok, cloudflared, Tailscale Funnel,
// ssh -R with a proxy in front) publishes a server that listens on 127.0.0.1,
// and every request it relays comes from 127.0.0.1 (issue 32, M11). A request
// is this machine's when all of these hold:
// - the connection's peer is a loopback address (or there is no connection:
//   the app called in-process, as tests do);
// - it carries no header a proxy or a tunnel adds (X-Forwarded-*, Forwarded,
//   Via, X-Real-IP, CF-*, …): a client on this machine has no reason to;
// - its Host is a loopback name (a tunnel passes the public name; a rebound
//   DNS name is another site's page reaching 127.0.0.1);
// - no other site's page sent it (Origin, Sec-Fetch-Site): a page the
//   developer has open could otherwise read or age the codes.
// What it cannot see: a bare TCP relay (socat, ssh -R without a proxy) that
// forwards bytes unmarked, to which a client names 127.0.0.1 itself. Demo mode
// must never be published that way (README, docs/operations.md).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/** Headers that proxies, load balancers and tunnels add, by name or by prefix. */
const RELAY_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'true-client-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
  'x-azure-clientip',
  'x-appengine-user-ip',
]);
const RELAY_PREFIXES = ['x-forwarded-', 'cf-', 'x-envoy-', 'x-amzn-', 'ngrok-', 'x-ngrok-', 'tailscale-'];

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isLoopbackAddress = (address: string) => address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);

/** 'localhost', '127.0.0.1:8080', '[::1]:5173': a loopback name, with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/.exec(host.trim().toLowerCase());
  return match !== null && LOOPBACK_NAMES.has(match[1]!);
}

function loopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.host);
  } catch {
    return false;
  }
}

/** Why the request is not this machine's, or null when it is. */
export function notThisMachine(c: Context<AppEnv>): string | null {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // No connection at all: the app was called in-process.
    peer = undefined;
  }
  if (peer !== undefined && !isLoopbackAddress(peer)) return 'peer';
  const headers = c.req.raw.headers;
  for (const name of headers.keys()) {
    if (RELAY_HEADERS.has(name) || RELAY_PREFIXES.some((prefix) => name.startsWith(prefix))) return `header ${name}`;
  }
  // The Host header (absent only in-process) and the address the request names (an absolute request target may differ).
  const host = headers.get('host');
  if ((host !== null && !isLoopbackHost(host)) || !isLoopbackHost(new URL(c.req.url).host)) return 'host';
  const origin = headers.get('origin');
  if (origin !== null && !loopbackOrigin(origin)) return 'origin';
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return 'sec-fetch-site';
  return null;
}

/** Answers 404, as if the routes did not exist, to any request that is not this machine's. */
export const thisMachineOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (notThisMachine(c) !== null) return c.text('Not found', 404);
  await next();
};
