import { BlockList, isIP } from 'node:net';
import { join } from 'node:path';
import type { CallName } from '../contract/calls';
import { DEFAULT_SCRYPT_COST, isValidScryptCost } from './services/passwords';
import { DEFAULT_SCRYPT_QUEUE, type ScryptQueueOptions } from './services/scryptQueue';
import { DEFAULT_WAGERING_MULTIPLIER } from './services/wagering';
import { digitainHostsFrom } from '../domain/launch';

/** 'casino.example', 'www.casino.example:8443', '127.0.0.1:8080', '[::1]:5173': a host with an optional port, lowercase. */
export const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The calls a global cap may be set for (ServerConfig.globalRateLimitPerMinute). */
export type CappedCall = Extract<CallName, 'register' | 'callMe' | 'funLaunch' | 'sendResetPassword'>;

/** Parses TRUST_PROXY ('10.0.0.0/8, 127.0.0.1, fd00::/8'); throws on an entry that is neither an address nor a range. */
export function trustedProxies(setting: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(`TRUST_PROXY: '${entry}' is not an address or a CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return list;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** A real PostgreSQL; PGlite in dataDir when absent. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Demo mode (DEMO_MODE=true; `npm start` turns it on): the dev outbox shows
   * every e-mail and SMS with its code, and the demo player is seeded. Off
   * unless asked for, whatever NODE_ENV says.
   */
  demoMode: boolean;
  /** The built SPA (npm run build). */
  distDir: string;
  /** scrypt cost N: a power of two; 2^17 by default (OWASP); tests lower it to stay fast. */
  scryptCost: number;
  /** Hashes at once and calls waiting for one (SCRYPT_CONCURRENCY, SCRYPT_QUEUE); past them a call answers 503. */
  scryptQueue: ScryptQueueOptions;
  /** Requests a minute per address (IPv6: per /64) to each call that spends scrypt or handles a credential. */
  authRateLimitPerMinute: number;
  /** The same for visitors' calls from one IPv6 /48 together, whatever their /64s (AUTH_RATE_LIMIT_PER_48_PER_MINUTE). */
  authRateLimitPer48PerMinute: number;
  /**
   * Requests a minute to each such call per account: naming one username from
   * devices the account does not know (together), or from one it knows; or
   * from one logged-in player.
   */
  usernameRateLimitPerMinute: number;
  /** Requests a minute to calls open to visitors from all addresses together (0: no cap). */
  globalRateLimitPerMinute: Record<CappedCall, number>;
  /** Call-back requests a minute from one address (cms/callme is open to visitors). */
  callMeRateLimitPerMinute: number;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses and CIDR ranges). */
  trustProxy: BlockList;
  tokenTtlHours: number;
  hub: { pingIntervalMs: number; clientTimeoutMs: number; maxConnectionsPerPlayer: number };
  /** On SIGTERM: how long in-flight requests may take before connections are cut. */
  shutdownGraceMs: number;
  /** How long an Idempotency-Key's first answer is kept for retries (at least 24 h). */
  idempotencyTtlHours: number;
  /** A bonus must be staked this many times over before it is real money (UKGC's cap from January 2026: 10). */
  bonusWageringMultiplier: number;
  /** Seed the demo player (default: in demo mode). Demo content is always seeded. */
  seedDemo: boolean;
  /**
   * The operator's main domain (SITE_DOMAIN; bootstrap domainStatus.current, and
   * where pages and games are handed out to a request naming none of the site's
   * hosts). Unset: a developer's machine, whose hosts are the loopback names.
   */
  siteDomain: string | undefined;
  /** SMS codes the site sends in 24 hours, all numbers together (SMS_DAILY_CAP): a ceiling on what toll fraud can cost. */
  smsDailyCap: number;
  /** The site's other hosts (SITE_HOSTS: mirrors, a second name): a request on one gets its pages and games there. */
  siteHosts: string[];
  /**
   * Digitain's static hosts (DIGITAIN_STATIC_HOSTS: https origins, comma-separated; unset, the demo's):
   * the demo Digitain answers on them. The site is built with the same list (VITE_DIGITAIN_STATIC_HOSTS).
   */
  digitainStaticHosts: string[];
}

/** The variable that lets demo mode run on a public address; its name says what it is. */
export const UNSAFE_DEMO_VARIABLE = 'ALLOW_UNSAFE_DEMO_ON_PUBLIC_HOST';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** Reads the environment; throws, with the reason, on a setting the server must not start with. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const number = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
  };
  const host = env.HOST || '127.0.0.1';
  const demoMode = env.DEMO_MODE === 'true';
  if (demoMode && !LOOPBACK_HOSTS.has(host) && env[UNSAFE_DEMO_VARIABLE] !== 'true') {
    throw new Error(
      `DEMO_MODE shows every login code at /dev/outbox and seeds a known demo account; it may not listen on ${host}. ` +
        `Use HOST=127.0.0.1, turn DEMO_MODE off, or set ${UNSAFE_DEMO_VARIABLE}=true if you really mean it.`,
    );
  }
  // A proxy the operator declares means the site is published, whatever HOST says (issue 32, M11).
  if (demoMode && env.TRUST_PROXY && env[UNSAFE_DEMO_VARIABLE] !== 'true') {
    throw new Error(
      `DEMO_MODE shows every login code at /dev/outbox and seeds a known demo account; TRUST_PROXY says a proxy publishes this server. ` +
        `Turn DEMO_MODE off, or set ${UNSAFE_DEMO_VARIABLE}=true if you really mean it.`,
    );
  }
  // The site's hosts come from here, never from the Host header (issue 32, L2; server/http/siteOrigin.ts).
  const siteDomain = env.SITE_DOMAIN?.trim().toLowerCase() || undefined;
  if (siteDomain !== undefined && !HOST_PATTERN.test(siteDomain))
    throw new Error(`SITE_DOMAIN must be a host name, with a port if any (got '${env.SITE_DOMAIN}')`);
  const siteHosts = (env.SITE_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of siteHosts)
    if (!HOST_PATTERN.test(entry)) throw new Error(`SITE_HOSTS: '${entry}' is not a host name (with a port if any)`);
  let digitainStaticHosts: string[];
  try {
    digitainStaticHosts = digitainHostsFrom(env.DIGITAIN_STATIC_HOSTS);
  } catch (error) {
    throw new Error(`DIGITAIN_STATIC_HOSTS: ${(error as Error).message}`, { cause: error });
  }
  if ((!LOOPBACK_HOSTS.has(host) || env.TRUST_PROXY) && !siteDomain) {
    throw new Error(
      `The server faces the public (HOST=${host}${env.TRUST_PROXY ? ', TRUST_PROXY set' : ''}): set SITE_DOMAIN to the site's main domain ` +
        `(and SITE_HOSTS to its other names), so that the addresses it hands out do not come from the Host header.`,
    );
  }
  const scryptCost = number(env.SCRYPT_COST, DEFAULT_SCRYPT_COST);
  if (!isValidScryptCost(scryptCost)) throw new Error(`SCRYPT_COST must be a power of two from 1024 to 1048576 (got ${env.SCRYPT_COST})`);
  return {
    port: number(env.PORT, 8080),
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    demoMode,
    distDir: env.DIST_DIR || join(process.cwd(), 'dist'),
    scryptCost,
    scryptQueue: {
      concurrency: Math.max(1, number(env.SCRYPT_CONCURRENCY, DEFAULT_SCRYPT_QUEUE.concurrency)),
      maxWaiting: Math.max(0, number(env.SCRYPT_QUEUE, DEFAULT_SCRYPT_QUEUE.maxWaiting)),
      playerWorkers: Math.max(1, number(env.SCRYPT_PLAYER_WORKERS, DEFAULT_SCRYPT_QUEUE.playerWorkers)),
      playerWaiting: Math.max(0, number(env.SCRYPT_PLAYER_QUEUE, DEFAULT_SCRYPT_QUEUE.playerWaiting)),
    },
    authRateLimitPerMinute: number(env.AUTH_RATE_LIMIT_PER_MINUTE, 60),
    // 4 a second: one /48 alone cannot fill the visitors' hashes (2 workers at ~0.3 s: ~6.7 a second).
    authRateLimitPer48PerMinute: number(env.AUTH_RATE_LIMIT_PER_48_PER_MINUTE, 240),
    usernameRateLimitPerMinute: number(env.USERNAME_RATE_LIMIT_PER_MINUTE, 10),
    callMeRateLimitPerMinute: number(env.CALL_ME_RATE_LIMIT_PER_MINUTE, 5),
    // Far above a real day's traffic at its busiest minute, far below what fills a table or an inbox.
    globalRateLimitPerMinute: {
      register: number(env.REGISTER_GLOBAL_PER_MINUTE, 300),
      callMe: number(env.CALL_ME_GLOBAL_PER_MINUTE, 60),
      funLaunch: number(env.FUN_LAUNCH_GLOBAL_PER_MINUTE, 1200),
      // Each request may write a row and send an e-mail (review of issue 32, L1).
      sendResetPassword: number(env.SEND_RESET_PASSWORD_GLOBAL_PER_MINUTE, 60),
    },
    trustProxy: trustedProxies(env.TRUST_PROXY),
    tokenTtlHours: number(env.TOKEN_TTL_HOURS, 24 * 7),
    hub: {
      pingIntervalMs: number(env.HUB_PING_MS, 15_000),
      clientTimeoutMs: number(env.HUB_CLIENT_TIMEOUT_MS, 30_000),
      maxConnectionsPerPlayer: Math.max(1, number(env.HUB_MAX_CONNECTIONS_PER_PLAYER, 10)),
    },
    shutdownGraceMs: number(env.SHUTDOWN_GRACE_MS, 10_000),
    idempotencyTtlHours: Math.max(24, number(env.IDEMPOTENCY_TTL_HOURS, 48)),
    bonusWageringMultiplier: Math.max(0, number(env.BONUS_WAGERING_MULTIPLIER, DEFAULT_WAGERING_MULTIPLIER)),
    seedDemo: env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? demoMode : env.SEED_DEMO === 'true',
    smsDailyCap: Math.max(0, number(env.SMS_DAILY_CAP, 5_000)),
    siteDomain,
    siteHosts,
    digitainStaticHosts,
  };
}
