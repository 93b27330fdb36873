// Builds the whole server: database (migrated and seeded), event bus,
// caches, HTTP app and hub, on one port. index.ts runs it; tests and the
// benchmark start it on a spare port with an in-memory database.
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import type { Deps } from './context';
import type { Database } from './db/database';
import { openDatabase } from './db/openDatabase';
import { createClock } from './services/clock';
import { createPlayTimeMeter, PLAY_WRITE_EVERY_MS } from './services/playTime';
import { writePlayedStretch } from './services/responsibleGaming';
import { migrate } from './db/migrate';
import { createHub, type Hub } from './hub/hub';
import { seed } from './seed/seed';
import { createBalanceCache } from './services/balanceCache';
import { createEventBus } from './services/events';
import { purgeIdempotencyKeys } from './services/idempotency';
import { expirePaymentLinks } from './services/paymentLinks';
import { createSessionCache } from './services/sessionCache';
import { purgeEndedSessions, purgeLoginThrottle } from './services/sessions';
import { purgeResetCodes } from './services/resetCodes';
import { createScryptQueue } from './services/scryptQueue';
import { settleDueBets } from './sportsbook/bets';

/** How often finished sportsbook events are settled for everyone. */
const SETTLE_EVERY_MS = 30_000;
/** How often idempotency keys past their retention, and sessions past the history's, are purged. */
const PURGE_EVERY_MS = 60 * 60_000;

export interface RunningServer {
  deps: Deps;
  app: ReturnType<typeof createApp>;
  hub: Hub;
  url: string;
  port: number;
  /** Requests being answered right now. */
  inFlight(): number;
  /**
   * Graceful stop: no new connections or upgrades; requests under way finish
   * (up to config.shutdownGraceMs); then hub clients get Close with
   * allowReconnect and the database closes.
   */
  stop(): Promise<void>;
}

export async function createDeps(config: ServerConfig, db?: Database): Promise<Deps> {
  const database = db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrate(database);
  await seed(database, { demoPlayer: config.seedDemo, scryptCost: config.scryptCost });
  const events = createEventBus(database);
  await events.start();
  const clock = createClock();
  const deps: Deps = {
    db: database,
    config,
    events,
    sessions: createSessionCache(database, events),
    balances: createBalanceCache(database, events),
    clock,
    playTime: createPlayTimeMeter({ now: () => clock.now(), write: (stretch) => writePlayedStretch(deps, stretch) }),
    scrypt: createScryptQueue(config.scryptQueue),
  };
  return deps;
}

/** Refuses an upgrade on a raw socket (an HTTP answer, then the socket is gone). */
function refuseUpgrade(socket: Duplex, status: string) {
  if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

export async function startServer(config: ServerConfig, existingDeps?: Deps): Promise<RunningServer> {
  const deps = existingDeps ?? (await createDeps(config));
  const app = createApp(deps);
  const hub = createHub(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const http = server as HttpServer;
  let stopping = false;

  // Requests under way, so a shutdown can wait for them.
  let active = 0;
  let onIdle: (() => void) | null = null;
  http.on('request', (_request, response) => {
    active += 1;
    response.once('close', () => {
      active -= 1;
      if (active === 0) onIdle?.();
    });
  });

  // A request Node cannot parse (bad request line, bad headers, too large,
  // too slow) ends that connection with a 4xx, never the process.
  http.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  // Slow clients do not hold sockets for ever (Node's defaults are minutes).
  http.headersTimeout = 20_000;
  http.requestTimeout = 30_000;

  http.on('upgrade', (request, socket, head) => {
    // The hub takes every upgrade; it answers 404 off its path and never throws. The guard is for what nobody foresaw.
    socket.on('error', () => socket.destroy());
    if (stopping) return refuseUpgrade(socket, '503 Service Unavailable');
    try {
      hub.handleUpgrade(request, socket, head);
    } catch (error) {
      console.error('[server] an upgrade failed:', error);
      refuseUpgrade(socket, '400 Bad Request');
    }
  });
  const { port } = server.address() as AddressInfo;

  // Background work; a failure (the database down, say) waits for the next tick.
  let backgroundRun: Promise<unknown> = Promise.resolve();
  const inBackground = (label: string, work: () => Promise<unknown>) => () => {
    if (stopping) return;
    backgroundRun = work().catch((error: unknown) =>
      console.error(`[${label}] failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  const settling = setInterval(
    inBackground('sportsbook settling', () => settleDueBets(deps)),
    SETTLE_EVERY_MS,
  );
  const purge = inBackground('purge', async () => {
    await purgeIdempotencyKeys(deps.db, config.idempotencyTtlHours);
    await purgeEndedSessions(deps.db);
    await purgeLoginThrottle(deps.db);
    await purgeResetCodes(deps.db);
    await expirePaymentLinks(deps.db);
  });
  const purging = setInterval(purge, PURGE_EVERY_MS);
  // Stretches of play that ended (a closed page) or are due are written even if no request comes.
  const playTimeSweep = setInterval(
    inBackground('play time', () => deps.playTime.sweep()),
    PLAY_WRITE_EVERY_MS / 2,
  );
  const firstPurge = setTimeout(purge, 5_000);
  for (const timer of [settling, purging, playTimeSweep, firstPurge]) timer.unref();

  let stopped: Promise<void> | null = null;
  return {
    deps,
    app,
    hub,
    port,
    url: `http://${config.host}:${port}`,
    inFlight: () => active,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        clearInterval(settling);
        clearInterval(purging);
        clearInterval(playTimeSweep);
        clearTimeout(firstPurge);
        // 1. Stop accepting: the listening socket closes, idle keep-alive connections end.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        http.closeIdleConnections();
        // 2. Requests under way finish, within the grace period.
        if (active > 0) {
          await new Promise<void>((resolve) => {
            const deadline = setTimeout(resolve, config.shutdownGraceMs);
            onIdle = () => {
              clearTimeout(deadline);
              resolve();
            };
          });
        }
        http.closeAllConnections();
        await backgroundRun;
        // Session time seen since the last write, before the database closes (else up to a minute of play goes uncounted).
        await deps.playTime
          .flushAll()
          .catch((error: unknown) =>
            console.error(`[play time] not written at shutdown: ${error instanceof Error ? error.message : String(error)}`),
          );
        // The pushes of the last requests travel through NOTIFY: let them reach hub clients first.
        await deps.events.flush(1_000);
        // 3. Hub clients: Close with allowReconnect (they come back to another instance or this one restarted).
        // Their sockets count as the server's connections, so close() completes after this.
        await hub.close();
        await closed;
        // 4. The database, last: nothing above needs it any more.
        await deps.events.stop().catch(() => {});
        await deps.db.close();
      })()),
  };
}
