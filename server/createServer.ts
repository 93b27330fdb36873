// Builds the whole server: database (migrated and seeded), event bus,
// caches, HTTP app and hub, on one port. index.ts runs it; tests and the
// benchmark start it on a spare port with an in-memory database.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import type { Deps } from './context';
import { openDatabase, type Database } from './db/database';
import { createClock } from './services/clock';
import { migrate } from './db/migrate';
import { HUB_PATH, createHub, type Hub } from './hub/hub';
import { seed } from './seed/seed';
import { createBalanceCache } from './services/balanceCache';
import { createEventBus } from './services/events';
import { createSessionCache } from './services/sessionCache';
import { settleDueBets } from './sportsbook/bets';

/** How often finished sportsbook events are settled for everyone. */
const SETTLE_EVERY_MS = 30_000;

export interface RunningServer {
  deps: Deps;
  app: ReturnType<typeof createApp>;
  hub: Hub;
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function createDeps(config: ServerConfig, db?: Database): Promise<Deps> {
  const database = db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrate(database);
  await seed(database, { demoPlayer: config.seedDemo, scryptCost: config.scryptCost });
  const events = createEventBus(database);
  await events.start();
  return {
    db: database,
    config,
    events,
    sessions: createSessionCache(database, events),
    balances: createBalanceCache(database, events),
    clock: createClock(),
  };
}

export async function startServer(config: ServerConfig, existingDeps?: Deps): Promise<RunningServer> {
  const deps = existingDeps ?? (await createDeps(config));
  const app = createApp(deps);
  const hub = createHub(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://x').pathname === HUB_PATH) hub.handleUpgrade(request, socket, head);
    else socket.destroy();
  });
  const { port } = server.address() as AddressInfo;
  // Bets of players who are not looking are settled too; a failure waits for the next tick.
  const settling = setInterval(() => void settleDueBets(deps).catch((error: unknown) => console.error('[sportsbook] settling failed:', error)), SETTLE_EVERY_MS);
  settling.unref();
  let stopping: Promise<void> | null = null;
  return {
    deps,
    app,
    hub,
    port,
    url: `http://${config.host}:${port}`,
    stop: () =>
      (stopping ??= (async () => {
        clearInterval(settling);
        await hub.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets would hold close() open; end them.
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        await deps.events.stop();
        await deps.db.close();
      })()),
  };
}
