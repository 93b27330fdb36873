// The realtime hub at /hub/frnotify: ASP.NET Core SignalR's JSON hub
// protocol over WebSocket, for clients that skip negotiation.
// - Handshake `{"protocol":"json","version":1}` is answered `{}` (within 15 s).
// - Every record ends with 0x1E (server/hub/protocol.ts reads them).
// - The server pings every 15 s and closes a client silent for 30 s. Only a
//   whole message of the protocol breaks the silence (a Ping, an invocation,
//   any of its defined types), as in ASP.NET Core: a frame that completes no
//   record, an empty record or a type the protocol does not define does not.
// - What a client does not read stays in our buffers: past MAX_BUFFERED_BYTES
//   the connection is dropped (terminated: a Close would only add to it).
// - Invocations are answered at most INVOCATIONS_PER_SECOND (a burst of
//   INVOCATION_BURST): past that, the connection's messages wait, in order,
//   and its socket is not read until they can go on (back-pressure, as
//   ASP.NET Core's one invocation at a time per client).
// - Shutdown sends Close with allowReconnect: true, so clients come back.
// - Server messages are `NotifyMessage` with one argument `{command, message}`.
// - A connection lives no longer than its session: revoked or expired, it is
//   closed with Close (no reconnect); a player has at most N connections, the
//   oldest closed first.
// Nothing a client sends can end the process: a bad record closes that
// connection with Close and an error; an unexpected fault of ours closes it
// and is logged.
// The token comes from `?access_token=` (browsers) or `Authorization: Bearer`
// (Node clients); the fingerprint from `?fingerprint=`.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Deps } from '../context';
import { bearerToken } from '../http/requireAuth';
import type { ServerEvent } from '../services/events';
import { inScope } from '../auth';
import { hashToken } from '../services/tokens';
import { MessageType, RecordBuffer, frame, parseClientMessage, parseHandshake, parseRequestTarget, type ClientMessage } from './protocol';

export { RECORD_SEPARATOR } from './protocol';
export const HUB_PATH = '/hub/frnotify';
const MAX_MESSAGE_BYTES = 32 * 1024;
/** ASP.NET Core's default: a client that has not sent its handshake by then is closed. */
const HANDSHAKE_TIMEOUT_MS = 15_000;
/** What we hold unsent for one client (its kernel buffers come first): past it, the client is not reading and is dropped. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Invocations a client may have answered at once, then at this rate (the hub has no methods: the site never calls one). */
export const INVOCATION_BURST = 20;
export const INVOCATIONS_PER_SECOND = 10;
/**
 * Messages that may wait behind the rate. The socket is not read while any
 * wait, so only what was already read can queue (about one 64 KB chunk).
 */
const MAX_WAITING_MESSAGES = 2_000;

interface Connection {
  socket: WebSocket;
  userId: number;
  sessionId: number;
  tokenHash: string;
  expiresAt: number;
  fingerprint: string;
  handshaken: boolean;
  openedAt: number;
  /** When the client last sent a whole message (see the top of the file). */
  lastHeard: number;
  records: RecordBuffer;
  closed: boolean;
  /** The invocation allowance (a token bucket) and when it was last topped up. */
  allowance: number;
  allowanceAt: number;
  /** Messages waiting, in order, behind the invocation rate; the socket is paused while any do. */
  waiting: ClientMessage[];
  resumeTimer: NodeJS.Timeout | null;
}

/** A whole message that shows the client's protocol is running; a type the protocol does not define does not. */
const showsLife = (message: ClientMessage) => message.kind !== 'unknown' && message.kind !== 'invalid';

export interface Hub {
  /** Takes an HTTP upgrade; answers 404 off HUB_PATH, 401 without a live session, 503 when it cannot tell. Never throws. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  connectionCount(): number;
  /** Bytes written to clients that their sockets have not yet taken (all connections): what slow readers cost us. */
  bufferedBytes(): number;
  /** Close with allowReconnect: true to every client, then stop. */
  close(): Promise<void>;
}

export function createHub(deps: Deps, log: (line: string) => void = (line) => console.error(line)): Hub {
  const { pingIntervalMs, clientTimeoutMs, maxConnectionsPerPlayer } = deps.config.hub;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  // ws reports a frame past maxPayload or a protocol violation as an 'error' on the socket; the server-level one is for completeness.
  wss.on('error', (error) => log(`[hub] server error: ${error.message}`));
  const byUser = new Map<number, Set<Connection>>();
  const all = new Set<Connection>();
  let accepting = true;
  /** Revocations (and resyncs) seen: a token lookup that spans one is checked again once its connection is admitted. */
  let revocations = 0;

  const drop = (connection: Connection) => {
    connection.closed = true;
    connection.waiting.length = 0;
    if (connection.resumeTimer) clearTimeout(connection.resumeTimer);
    connection.resumeTimer = null;
    all.delete(connection);
    const set = byUser.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) byUser.delete(connection.userId);
  };

  /** Every write to a client: one that lets MAX_BUFFERED_BYTES pile up unread is dropped at once. */
  const write = (connection: Connection, record: string) => {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    socket.send(record);
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      drop(connection);
      socket.terminate();
    }
  };

  const send = (connection: Connection, message: unknown) => write(connection, frame(message));

  /** SignalR's Close message, then the WebSocket close. */
  const closeWith = (connection: Connection, error: string | undefined, allowReconnect: boolean, code = 1000) => {
    if (connection.closed) return;
    drop(connection);
    try {
      send(connection, { type: MessageType.Close, ...(error ? { error } : {}), allowReconnect });
      connection.socket.close(code);
    } catch {
      connection.socket.terminate();
    }
  };

  /** Takes one invocation from the allowance, topped up by the time gone; false when there is none. */
  function allowInvocation(connection: Connection, now: number): boolean {
    connection.allowance = Math.min(
      INVOCATION_BURST,
      connection.allowance + ((now - connection.allowanceAt) * INVOCATIONS_PER_SECOND) / 1000,
    );
    connection.allowanceAt = now;
    if (connection.allowance < 1) return false;
    connection.allowance -= 1;
    return true;
  }

  /** Stops reading the client until its next invocation is allowed. */
  function waitForAllowance(connection: Connection) {
    if (connection.resumeTimer || connection.closed) return;
    connection.socket.pause();
    const waitMs = Math.ceil(((1 - connection.allowance) * 1000) / INVOCATIONS_PER_SECOND);
    connection.resumeTimer = setTimeout(() => {
      connection.resumeTimer = null;
      try {
        handleWaiting(connection);
      } catch (error) {
        fault(connection, error);
      }
    }, waitMs);
  }

  /** Handles the waiting messages the allowance lets through; reads the socket again once none wait. */
  function handleWaiting(connection: Connection) {
    while (connection.waiting.length > 0 && !connection.closed) {
      const next = connection.waiting[0]!;
      if (next.kind === 'invocation' && !allowInvocation(connection, Date.now())) return waitForAllowance(connection);
      connection.waiting.shift();
      handle(connection, next);
    }
    if (connection.closed) return;
    // The time we did not read was our silence, not the client's.
    connection.lastHeard = Math.max(connection.lastHeard, Date.now());
    connection.socket.resume();
  }

  function handle(connection: Connection, message: ClientMessage) {
    switch (message.kind) {
      case 'invalid':
        closeWith(connection, `Connection closed with an error: ${message.reason}.`, false);
        return;
      case 'close':
        connection.socket.close(1000);
        drop(connection);
        return;
      case 'invocation':
        // The hub has no methods a client may call.
        if (message.invocationId !== null) {
          send(connection, {
            type: MessageType.Completion,
            invocationId: message.invocationId.slice(0, 100),
            error: `Unknown hub method '${message.target.slice(0, 100)}'.`,
          });
        }
        return;
      case 'ping':
      case 'ignored':
      case 'unknown':
        return;
    }
  }

  function onRecord(connection: Connection, record: string) {
    if (!connection.handshaken) {
      const handshake = parseHandshake(record);
      if (!handshake.ok) {
        send(connection, { error: handshake.error });
        connection.socket.close(1002);
        drop(connection);
        return;
      }
      connection.handshaken = true;
      connection.lastHeard = Date.now();
      send(connection, {});
      return;
    }
    const message = parseClientMessage(record);
    const now = Date.now();
    if (showsLife(message)) connection.lastHeard = now;
    if (message.kind === 'invalid') return handle(connection, message);
    if (connection.waiting.length === 0 && (message.kind !== 'invocation' || allowInvocation(connection, now)))
      return handle(connection, message);
    // Behind the rate: wait in order, and read no more meanwhile.
    connection.waiting.push(message);
    if (connection.waiting.length > MAX_WAITING_MESSAGES) {
      closeWith(connection, 'Connection closed with an error: too many messages.', false, 1008);
      return;
    }
    waitForAllowance(connection);
  }

  function fault(connection: Connection, error: unknown) {
    log(
      `[hub] a frame from player ${connection.userId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    closeWith(connection, 'Connection closed with an error.', true, 1011);
  }

  function onFrame(connection: Connection, data: RawData, isBinary: boolean) {
    if (isBinary) {
      closeWith(connection, 'Connection closed with an error: the JSON protocol takes text frames only.', false, 1003);
      return;
    }
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const records = connection.records.push(text);
    if (records === 'overflow') {
      closeWith(connection, 'Connection closed with an error: the message is too large.', false, 1009);
      return;
    }
    for (const record of records) {
      if (connection.closed) return;
      onRecord(connection, record);
    }
  }

  function deliver(event: ServerEvent) {
    if (event.kind === 'revoke') {
      revocations += 1;
      for (const connection of [...(byUser.get(event.userId) ?? [])]) {
        if (inScope(event, connection.userId, connection.sessionId)) closeWith(connection, undefined, false);
      }
      return;
    }
    if (event.kind !== 'push') return;
    const targets = event.userId === null ? all : byUser.get(event.userId);
    if (!targets) return;
    // Serialised once, sent to every target.
    const record = frame({
      type: MessageType.Invocation,
      target: 'NotifyMessage',
      arguments: [{ command: event.command, message: event.message }],
    });
    for (const connection of targets) {
      if (!connection.handshaken) continue;
      if (
        event.userId !== null &&
        !inScope({ userId: event.userId, only: event.only, except: event.except }, connection.userId, connection.sessionId)
      )
        continue;
      write(connection, record);
    }
  }
  const unsubscribe = deps.events.subscribe(deliver);

  // Revocations may have been missed while the LISTEN link was down: ask the database about every connection.
  const stopResync = deps.events.onResync(() => {
    revocations += 1;
    for (const connection of [...all]) {
      deps.sessions.resolve(connection.tokenHash).then(
        (session) => {
          if (!session) closeWith(connection, 'The session has ended.', false);
        },
        // Still unreachable: keep the connection, the next resync asks again.
        () => {},
      );
    }
  });

  const pinger = setInterval(() => {
    for (const connection of all) if (connection.handshaken) send(connection, { type: MessageType.Ping });
  }, pingIntervalMs);
  const reaper = setInterval(
    () => {
      const now = Date.now();
      for (const connection of [...all]) {
        if (now >= connection.expiresAt) closeWith(connection, 'The session has expired.', false);
        else if (!connection.handshaken && now - connection.openedAt > HANDSHAKE_TIMEOUT_MS)
          closeWith(connection, 'Handshake was canceled: it did not arrive in time.', false);
        // Not while its messages wait behind the rate: then we are the ones not reading.
        else if (now - connection.lastHeard > clientTimeoutMs && connection.waiting.length === 0)
          closeWith(connection, 'Server timeout elapsed without receiving a message from the client.', true);
      }
    },
    Math.max(250, Math.floor(clientTimeoutMs / 6)),
  );
  pinger.unref();
  reaper.unref();

  function refuse(socket: Duplex, status: string) {
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  }

  function admit(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    url: URL,
    tokenHash: string,
    session: { userId: number; sessionId: number; expiresAt: number },
    revocationsBefore: number,
  ) {
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection: Connection = {
        socket: ws,
        userId: session.userId,
        sessionId: session.sessionId,
        tokenHash,
        expiresAt: session.expiresAt,
        fingerprint: (url.searchParams.get('fingerprint') ?? '').slice(0, 200),
        handshaken: false,
        openedAt: Date.now(),
        lastHeard: Date.now(),
        records: new RecordBuffer(MAX_MESSAGE_BYTES),
        closed: false,
        allowance: INVOCATION_BURST,
        allowanceAt: Date.now(),
        waiting: [],
        resumeTimer: null,
      };
      // The player's oldest connections make room (a page left open in many tabs, or a client opening sockets in a loop).
      const mine = byUser.get(session.userId) ?? new Set<Connection>();
      byUser.set(session.userId, mine);
      for (const oldest of [...mine].slice(0, Math.max(0, mine.size - maxConnectionsPerPlayer + 1))) {
        closeWith(oldest, 'Too many connections for this player: the oldest was closed.', false);
      }
      all.add(connection);
      mine.add(connection);
      // A revocation came while the token was looked up (issue 32, M4): the answer may predate it, and the
      // revocation found no connection to close. Ask again now that the connection is where the next one finds it.
      if (revocations !== revocationsBefore) {
        deps.sessions.resolve(tokenHash).then(
          (live) => {
            if (!live) closeWith(connection, 'The session has ended.', false);
          },
          () => closeWith(connection, 'The session could not be checked.', true),
        );
      }
      ws.on('message', (data, isBinary) => {
        try {
          onFrame(connection, data, isBinary);
        } catch (error) {
          fault(connection, error);
        }
      });
      ws.on('close', () => drop(connection));
      ws.on('error', () => {
        drop(connection);
        ws.terminate();
      });
    });
  }

  return {
    handleUpgrade(request, socket, head) {
      // First: a reset while we look the token up must not be an unhandled 'error'.
      socket.on('error', () => socket.destroy());
      try {
        if (!accepting) return refuse(socket, '503 Service Unavailable');
        const url = parseRequestTarget(request.url);
        if (!url) return refuse(socket, '400 Bad Request');
        if (url.pathname !== HUB_PATH) return refuse(socket, '404 Not Found');
        const token = url.searchParams.get('access_token') ?? bearerToken(request.headers.authorization);
        if (!token || token.length > 200) return refuse(socket, '401 Unauthorized');
        const tokenHash = hashToken(token);
        const revocationsBefore = revocations;
        deps.sessions.resolve(tokenHash).then(
          (session) => {
            if (socket.destroyed || !accepting) return refuse(socket, '503 Service Unavailable');
            if (!session) return refuse(socket, '401 Unauthorized');
            try {
              admit(request, socket, head, url, tokenHash, session, revocationsBefore);
            } catch (error) {
              log(`[hub] an upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
              refuse(socket, '500 Internal Server Error');
            }
          },
          () => refuse(socket, '503 Service Unavailable'),
        );
      } catch (error) {
        log(`[hub] an upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
        refuse(socket, '400 Bad Request');
      }
    },
    connectionCount: () => all.size,
    bufferedBytes: () => {
      let total = 0;
      for (const connection of all) total += connection.socket.bufferedAmount;
      return total;
    },
    async close() {
      accepting = false;
      clearInterval(pinger);
      clearInterval(reaper);
      unsubscribe();
      stopResync();
      for (const connection of [...all]) closeWith(connection, 'Server is shutting down.', true);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
