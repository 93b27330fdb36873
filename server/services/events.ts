// Events that every server instance must see: pushes to hub clients, balance
// changes (cache invalidation), revoked sessions. They travel through
// PostgreSQL NOTIFY, also with PGlite, so one code path serves one instance
// or many. Publishing inside a transaction delivers at commit, in commit order.
// When the LISTEN link was lost and is back, notifications may have been
// missed: subscribers hear `onResync` and drop what those would have invalidated.
import * as z from 'zod/mini';
import type { Database, Queryable } from '../db/database';

export const EVENTS_CHANNEL = 'casino_events';

const ServerEventSchema = z.discriminatedUnion('kind', [
  /**
   * NotifyMessage for a player's hub connections: all, one session (`only`) or
   * all but one (`except`); userId null: every player (a system broadcast).
   */
  z.object({
    kind: z.literal('push'),
    userId: z.nullable(z.number()),
    only: z.optional(z.number()),
    except: z.optional(z.number()),
    command: z.string(),
    message: z.string(),
  }),
  z.object({ kind: z.literal('balance'), userId: z.number() }),
  /** Sessions of a player ended (server/services/sessions.ts): one small event however many there were. */
  z.object({ kind: z.literal('revoke'), userId: z.number(), only: z.optional(z.number()), except: z.optional(z.number()) }),
  /** A marker an instance sends itself: when it comes back, every event committed before it has been delivered. */
  z.object({ kind: z.literal('flush'), id: z.string() }),
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;

export type EventHandler = (event: ServerEvent) => void;

export interface EventBus {
  /** Publishes now, or at commit when given the transaction. */
  publish(event: ServerEvent, tx?: Queryable): Promise<void>;
  subscribe(handler: EventHandler): () => void;
  /** Called when events may have been missed (the LISTEN link was lost and is back). */
  onResync(handler: () => void): () => void;
  /**
   * Resolves once every event committed so far has reached this instance's
   * handlers (NOTIFY delivers in commit order), or after `timeoutMs`. A
   * shutdown uses it so the pushes of the last requests reach hub clients.
   */
  flush(timeoutMs: number): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createEventBus(db: Database, log: (line: string) => void = (line) => console.error(line)): EventBus {
  const handlers = new Set<EventHandler>();
  const resyncHandlers = new Set<() => void>();
  let unlisten: (() => Promise<void>) | null = null;
  const flushes = new Map<string, () => void>();

  const dispatch = (payload: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      log('[events] ignored a notification that is not JSON');
      return;
    }
    const event = ServerEventSchema.safeParse(parsed);
    if (!event.success) {
      log('[events] ignored a notification of unknown shape');
      return;
    }
    if (event.data.kind === 'flush') {
      flushes.get(event.data.id)?.();
      return;
    }
    for (const handler of [...handlers]) {
      try {
        handler(event.data);
      } catch (error) {
        log(`[events] a ${event.data.kind} handler failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
  };

  const resync = () => {
    for (const handler of [...resyncHandlers]) {
      try {
        handler();
      } catch (error) {
        log(`[events] a resync handler failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  return {
    async publish(event, tx) {
      await (tx ?? db).query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    async flush(timeoutMs) {
      if (!unlisten) return false;
      const id = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<boolean>((resolve) => {
        flushes.set(id, () => resolve(true));
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        await db.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify({ kind: 'flush', id })]);
        return await arrived;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
        flushes.delete(id);
      }
    },
    async start() {
      unlisten ??= await db.listen(EVENTS_CHANNEL, dispatch, { onResync: resync });
    },
    async stop() {
      await unlisten?.();
      unlisten = null;
    },
  };
}
