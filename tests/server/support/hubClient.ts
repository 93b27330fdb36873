// A raw hub client (ws, no SignalR library): sends exactly the frames a test
// chooses and records every record the server sends and how it closed.
import WebSocket from 'ws';

export const RS = '\u001e';
export const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

export interface RawHub {
  socket: WebSocket;
  /** Every record received, as text. */
  records: string[];
  /** Set once the socket has closed. */
  closed: { code: number } | null;
  opened: Promise<boolean>;
  send(data: string | Buffer, binary?: boolean): void;
  /** Resolves when `check` holds, or false after the time limit. */
  until(check: () => boolean, timeoutMs?: number): Promise<boolean>;
  close(): void;
}

export function openRawHub(baseUrl: string, token: string): RawHub {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/hub/frnotify?access_token=${encodeURIComponent(token)}&fingerprint=fuzz`);
  const hub: RawHub = {
    socket,
    records: [],
    closed: null,
    opened: new Promise((resolve) => {
      socket.once('open', () => resolve(true));
      socket.once('error', () => resolve(false));
      socket.once('unexpected-response', () => resolve(false));
    }),
    send(data, binary = false) {
      if (socket.readyState === WebSocket.OPEN) socket.send(data, { binary });
    },
    async until(check, timeoutMs = 5000) {
      const start = Date.now();
      while (!check()) {
        if (Date.now() - start > timeoutMs) return false;
        await new Promise((r) => setTimeout(r, 5));
      }
      return true;
    },
    close() {
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.terminate();
    },
  };
  socket.on('message', (data) => hub.records.push(...data.toString().split(RS).filter(Boolean)));
  socket.on('close', (code) => (hub.closed = { code }));
  socket.on('error', () => {});
  return hub;
}

/** The NotifyMessage pushes among the records. */
export function pushesIn(records: readonly string[]): { command: string; message: string }[] {
  return records.flatMap((record) => {
    try {
      const parsed = JSON.parse(record) as { type?: number; target?: string; arguments?: [{ command: string; message: string }] };
      return parsed.type === 1 && parsed.target === 'NotifyMessage' && parsed.arguments ? [parsed.arguments[0]] : [];
    } catch {
      return [];
    }
  });
}
