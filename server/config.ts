import { join } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** A real PostgreSQL; PGlite in dataDir when absent. */
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  /** The built SPA (npm run build). */
  distDir: string;
  /** scrypt cost N (2^14 in production; tests lower it to stay fast). */
  scryptCost: number;
  /** Requests a minute per IP to the login, register and code endpoints. */
  authRateLimitPerMinute: number;
  tokenTtlHours: number;
  hub: { pingIntervalMs: number; clientTimeoutMs: number; maxConnectionsPerPlayer: number };
  /** On SIGTERM: how long in-flight requests may take before connections are cut. */
  shutdownGraceMs: number;
  /** How long an Idempotency-Key's first answer is kept for retries (at least 24 h). */
  idempotencyTtlHours: number;
  /** Seed the demo player and demo content on an empty database. */
  seedDemo: boolean;
  /** The operator's main domain (bootstrap domainStatus.current); unset: the host the request came to. */
  siteDomain: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const number = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
  };
  return {
    port: number(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    production: env.NODE_ENV === 'production',
    distDir: env.DIST_DIR || join(process.cwd(), 'dist'),
    scryptCost: number(env.SCRYPT_COST, 16384),
    authRateLimitPerMinute: number(env.AUTH_RATE_LIMIT_PER_MINUTE, 60),
    tokenTtlHours: number(env.TOKEN_TTL_HOURS, 24 * 7),
    hub: {
      pingIntervalMs: number(env.HUB_PING_MS, 15_000),
      clientTimeoutMs: number(env.HUB_CLIENT_TIMEOUT_MS, 30_000),
      maxConnectionsPerPlayer: Math.max(1, number(env.HUB_MAX_CONNECTIONS_PER_PLAYER, 10)),
    },
    shutdownGraceMs: number(env.SHUTDOWN_GRACE_MS, 10_000),
    idempotencyTtlHours: Math.max(24, number(env.IDEMPOTENCY_TTL_HOURS, 48)),
    seedDemo: env.SEED_DEMO !== 'false',
    siteDomain: env.SITE_DOMAIN || undefined,
  };
}
