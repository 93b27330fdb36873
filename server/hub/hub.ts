// The realtime hub at /hub/frnotify: ASP.NET Core SignalR's JSON hub
// protocol over WebSocket, for clients that skip negotiation.
// - Handshake `{"protocol":"json","version":1}` is answered `{}`.
// - Every record ends with 0x1E.
// - The server pings every 15 s and closes a client silent for 30 s.
// - Shutdown sends Close with allowReconnect: true, so clients come back.
// - Server messages are `NotifyMessage` with one argument `{command, message}`.
// The token comes from `?access_token=` (browsers) or `Authorization: Bearer`
// (Node clients); the fingerprint from `?fingerprint=`.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Deps } from '../context';
import { bearerToken } from '../http/requireAuth';
import type { ServerEvent } from '../services/events';
import { hashToken } from '../services/tokens';

export const HUB_PATH = '/hub/frnotify';
export const RECORD_SEPARATOR = '\u001e';
const MAX_MESSAGE_BYTES = 32 * 1024;

const MessageType = { Invocation: 1, Completion: 3, Ping: 6, Close: 7 } as const;

interface Connection {
  socket: WebSocket;
  userId: number;
  sessionId: number;
  tokenHash: string;
  fingerprint: string;
  handshaken: boolean;
  lastHeard: number;
  buffer: string;
}

export interface Hub {
  /** Takes an HTTP upgrade for HUB_PATH; answers 401 without a live session. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  connectionCount(): number;
  /** Close with allowReconnect: true to every client, then stop. */
  close(): Promise<void>;
}

const frame = (message: unknown) => JSON.stringify(message) + RECORD_SEPARATOR;

export function createHub(deps: Deps): Hub {
  const { pingIntervalMs, clientTimeoutMs } = deps.config.hub;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const byUser = new Map<number, Set<Connection>>();
  const all = new Set<Connection>();

  const send = (connection: Connection, message: unknown) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame(message));
  };

  const drop = (connection: Connection) => {
    all.delete(connection);
    const set = byUser.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) byUser.delete(connection.userId);
  };

  const closeWith = (connection: Connection, error: string | undefined, allowReconnect: boolean) => {
    send(connection, { type: MessageType.Close, ...(error ? { error } : {}), allowReconnect });
    connection.socket.close(1000);
    drop(connection);
  };

  function onRecord(connection: Connection, record: string) {
    if (!connection.handshaken) {
      let request: { protocol?: unknown; version?: unknown };
      try {
        request = JSON.parse(record) as typeof request;
      } catch {
        request = {};
      }
      if (request.protocol !== 'json' || request.version !== 1) {
        connection.socket.send(frame({ error: `Requested protocol '${String(request.protocol)}' is not available.` }));
        connection.socket.close(1002);
        drop(connection);
        return;
      }
      connection.handshaken = true;
      connection.socket.send(frame({}));
      return;
    }
    let message: { type?: number; invocationId?: string; target?: string };
    try {
      message = JSON.parse(record) as typeof message;
    } catch {
      closeWith(connection, 'Connection closed with an error: the message was not JSON.', false);
      return;
    }
    if (message.type === MessageType.Close) {
      connection.socket.close(1000);
      drop(connection);
    } else if (message.type === MessageType.Invocation && message.invocationId) {
      // The hub has no methods a client may call.
      send(connection, { type: MessageType.Completion, invocationId: message.invocationId, error: `Unknown hub method '${message.target}'.` });
    }
    // Pings (type 6) only prove the client is alive, which lastHeard records.
  }

  function deliver(event: ServerEvent) {
    if (event.kind === 'revoke') {
      const hashes = new Set(event.tokenHashes);
      for (const connection of [...all]) if (hashes.has(connection.tokenHash)) closeWith(connection, undefined, false);
      return;
    }
    if (event.kind !== 'push') return;
    const targets = event.userId === null ? all : byUser.get(event.userId);
    if (!targets) return;
    // Serialised once, sent to every target.
    const record = frame({ type: MessageType.Invocation, target: 'NotifyMessage', arguments: [{ command: event.command, message: event.message }] });
    for (const connection of targets) {
      if (!connection.handshaken) continue;
      if (event.sessionIds && !event.sessionIds.includes(connection.sessionId)) continue;
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(record);
    }
  }
  const unsubscribe = deps.events.subscribe(deliver);

  const pinger = setInterval(() => {
    for (const connection of all) if (connection.handshaken) send(connection, { type: MessageType.Ping });
  }, pingIntervalMs);
  const reaper = setInterval(
    () => {
      const now = Date.now();
      for (const connection of [...all]) {
        if (now - connection.lastHeard > clientTimeoutMs) {
          closeWith(connection, 'Server timeout elapsed without receiving a message from the client.', true);
        }
      }
    },
    Math.max(250, Math.floor(clientTimeoutMs / 6)),
  );
  pinger.unref();
  reaper.unref();

  function refuse(socket: Duplex, status: string) {
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  }

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://hub.local');
      if (url.pathname !== HUB_PATH) return refuse(socket, '404 Not Found');
      const token = url.searchParams.get('access_token') ?? bearerToken(request.headers.authorization);
      if (!token) return refuse(socket, '401 Unauthorized');
      const tokenHash = hashToken(token);
      deps.sessions.resolve(tokenHash).then(
        (session) => {
          if (!session) return refuse(socket, '401 Unauthorized');
          wss.handleUpgrade(request, socket, head, (ws) => {
            const connection: Connection = {
              socket: ws,
              userId: session.userId,
              sessionId: session.sessionId,
              tokenHash,
              fingerprint: url.searchParams.get('fingerprint') ?? '',
              handshaken: false,
              lastHeard: Date.now(),
              buffer: '',
            };
            all.add(connection);
            if (!byUser.has(session.userId)) byUser.set(session.userId, new Set());
            byUser.get(session.userId)!.add(connection);
            ws.on('message', (data) => {
              connection.lastHeard = Date.now();
              connection.buffer += data.toString();
              let end: number;
              while ((end = connection.buffer.indexOf(RECORD_SEPARATOR)) >= 0) {
                const record = connection.buffer.slice(0, end);
                connection.buffer = connection.buffer.slice(end + 1);
                if (record) onRecord(connection, record);
              }
              if (connection.buffer.length > MAX_MESSAGE_BYTES) closeWith(connection, 'Message too large.', false);
            });
            ws.on('close', () => drop(connection));
            ws.on('error', () => drop(connection));
          });
        },
        () => refuse(socket, '503 Service Unavailable'),
      );
    },
    connectionCount: () => all.size,
    async close() {
      clearInterval(pinger);
      clearInterval(reaper);
      unsubscribe();
      for (const connection of [...all]) closeWith(connection, 'Server is shutting down.', true);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
