// Who is asking: the client's address, for rate limits and the session list.
// Behind a load balancer every request comes from the balancer, so its
// X-Forwarded-For is honoured, but only from proxies the operator lists in
// TRUST_PROXY (addresses or CIDR ranges): anyone else could write any
// address there and dodge every per-address limit (OWASP ASVS 13.1; the
// rule Express's 'trust proxy' follows). The client is the right-most
// address in the chain that is not a trusted proxy.
import { isIP, type BlockList } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

const unmapped = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The client's address: the connection's, or from X-Forwarded-For when the connection is a trusted proxy. */
export function clientAddress(remote: string | undefined, forwardedFor: string | undefined, proxies: BlockList): string {
  let client = unmapped(remote ?? 'unknown');
  if (!isTrusted(proxies, client) || !forwardedFor) return client;
  const chain = forwardedFor.split(',').map((s) => unmapped(s.trim()));
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!isIP(hop)) break; // a garbled entry: trust nothing further left
    client = hop;
    if (!isTrusted(proxies, hop)) break;
  }
  return client;
}

export function clientIp(c: Context<AppEnv>): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined;
  }
  return clientAddress(remote, c.req.header('x-forwarded-for'), c.get('deps').config.trustProxy);
}

/**
 * The bucket a rate limit counts an address in: an IPv4 address itself, an
 * IPv6 address by its /64 (one customer's network: anyone with one IPv6
 * address has 2^64 more, so a limit per full address limits nothing), or by
 * a shorter prefix when asked: the visitors' credential calls also count
 * per /48 (review of issue 32, M-A), the block a site is commonly given.
 */
export function addressBucket(address: string, prefix: 48 | 64 = 64): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, prefix / 16)
    .map((g) => g.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/${prefix}`;
}
