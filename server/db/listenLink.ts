// The one connection that carries LISTEN for a node-postgres database. It is
// not a pool client: a pool hands out whichever connection is free, but
// NOTIFY reaches only the session that listened. When the connection is lost
// (a restart, a failover, a network cut) it reconnects with backoff, LISTENs
// again on every channel and tells each subscriber to resync, because the
// notifications sent while it was away are gone for good.
import pg from 'pg';

/**
 * Backoff between reconnect attempts: 100 ms doubling to 2 s, with up to 20 %
 * jitter so instances do not stampede. Short, because until LISTEN is back
 * this instance's hub clients miss pushes made on other instances.
 */
export const RECONNECT_BACKOFF = { firstMs: 100, maxMs: 2_000 } as const;
/** A silent connection (a cut without a reset) is noticed by this health query. */
const HEALTH_EVERY_MS = 10_000;
const HEALTH_TIMEOUT_MS = 5_000;

export interface ListenLink {
  listen(channel: string, onPayload: (payload: string) => void, onResync?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface Subscriber {
  channel: string;
  onPayload: (payload: string) => void;
  onResync?: () => void;
}

const quoteChannel = (channel: string) => `"${channel.replace(/"/g, '')}"`;

export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(RECONNECT_BACKOFF.maxMs, RECONNECT_BACKOFF.firstMs * 2 ** Math.min(attempt, 16));
  return Math.round(base * (1 + 0.2 * random()));
}

export function createListenLink(connectionString: string, log: (line: string) => void = (line) => console.error(line)): ListenLink {
  const subscribers = new Set<Subscriber>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let everConnected = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let healthTimer: NodeJS.Timeout | null = null;

  const channels = () => new Set([...subscribers].map((s) => s.channel));

  function dispatch(message: pg.Notification) {
    for (const subscriber of [...subscribers]) {
      if (subscriber.channel !== message.channel) continue;
      try {
        subscriber.onPayload(message.payload ?? '');
      } catch (error) {
        // One subscriber's fault must not reach pg's event emitter (that would end the process).
        log(`[db] a LISTEN subscriber failed on ${message.channel}: ${describe(error)}`);
      }
    }
  }

  function resync() {
    for (const subscriber of [...subscribers]) {
      try {
        subscriber.onResync?.();
      } catch (error) {
        log(`[db] a resync handler failed: ${describe(error)}`);
      }
    }
  }

  function lost(which: pg.Client, reason: unknown) {
    if (which !== client) return; // an old connection's late event
    client = null;
    // Later errors of the dead connection land here instead of crashing the process.
    which.removeAllListeners('error');
    which.on('error', () => {});
    which.end().catch(() => {});
    if (closed) return;
    log(`[db] LISTEN connection lost (${describe(reason)}); reconnecting`);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || connecting) return;
    const delay = backoffDelay(attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: unknown) => {
        log(`[db] LISTEN reconnect failed (${describe(error)}); next try in a moment`);
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      // Named, so an operator (or a fault test) can tell this connection from the pool's in pg_stat_activity.
      const next = new pg.Client({
        connectionString,
        keepAlive: true,
        connectionTimeoutMillis: 5_000,
        application_name: `casino-listen-${process.pid}`,
      });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next, 'the server closed it'));
      next.on('notification', dispatch);
      try {
        await next.connect();
        for (const channel of channels()) await next.query(`LISTEN ${quoteChannel(channel)}`);
      } catch (error) {
        next.removeAllListeners();
        next.on('error', () => {});
        await next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      attempt = 0;
      if (everConnected) {
        log('[db] LISTEN connection restored; caches dropped (notifications may have been missed)');
        resync();
      }
      everConnected = true;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  healthTimer = setInterval(() => {
    const current = client;
    if (!current) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health query timed out')), HEALTH_TIMEOUT_MS);
      timer.unref();
    });
    Promise.race([current.query('SELECT 1'), timeout])
      .catch((error: unknown) => lost(current, error))
      .finally(() => clearTimeout(timer));
  }, HEALTH_EVERY_MS);
  healthTimer.unref();

  return {
    async listen(channel, onPayload, onResync) {
      const subscriber: Subscriber = { channel, onPayload, onResync };
      const isNewChannel = !channels().has(channel);
      subscribers.add(subscriber);
      if (!client) await connect();
      else if (isNewChannel) await client.query(`LISTEN ${quoteChannel(channel)}`);
      return async () => {
        subscribers.delete(subscriber);
        if (client && !channels().has(channel)) await client.query(`UNLISTEN ${quoteChannel(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (healthTimer) clearInterval(healthTimer);
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
