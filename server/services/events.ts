// Events that every server instance must see: pushes to hub clients, balance
// changes (cache invalidation), revoked sessions. They travel through
// PostgreSQL NOTIFY, also with PGlite, so one code path serves one instance
// or many. Publishing inside a transaction delivers at commit, in commit order.
import type { Database, Queryable } from '../db/database';

export const EVENTS_CHANNEL = 'casino_events';

export type ServerEvent =
  /** NotifyMessage for a player's hub connections (all, or only some sessions); userId null: every player (a system broadcast). */
  | { kind: 'push'; userId: number | null; sessionIds?: number[]; command: string; message: string }
  | { kind: 'balance'; userId: number }
  | { kind: 'revoke'; tokenHashes: string[] };

export type EventHandler = (event: ServerEvent) => void;

export interface EventBus {
  /** Publishes now, or at commit when given the transaction. */
  publish(event: ServerEvent, tx?: Queryable): Promise<void>;
  subscribe(handler: EventHandler): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createEventBus(db: Database): EventBus {
  const handlers = new Set<EventHandler>();
  let unlisten: (() => Promise<void>) | null = null;

  const dispatch = (payload: string) => {
    let event: ServerEvent;
    try {
      event = JSON.parse(payload) as ServerEvent;
    } catch {
      return;
    }
    for (const handler of handlers) handler(event);
  };

  return {
    async publish(event, tx) {
      await (tx ?? db).query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async start() {
      unlisten ??= await db.listen(EVENTS_CHANNEL, dispatch);
    },
    async stop() {
      await unlisten?.();
      unlisten = null;
    },
  };
}
