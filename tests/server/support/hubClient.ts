// A raw hub client (ws, no SignalR library): sends exactly the frames a test
// chooses and records every record the server sends and how it closed.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
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

/** One masked WebSocket text frame (a client's frames must be masked; a zero mask leaves the payload as it is). */
export function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const length = payload.length;
  const header = length < 126 ? Buffer.from([0x81, 0x80 | length]) : length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10);
  if (length >= 126 && length < 65_536) {
    header[0] = 0x81;
    header[1] = 0x80 | 126;
    header.writeUInt16BE(length, 2);
  } else if (length >= 65_536) {
    header[0] = 0x81;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, Buffer.alloc(4), payload]);
}

export interface StalledHub {
  socket: Socket;
  /**
   * Writes `frame` again and again, as fast as the server reads, up to
   * `maxBytes` or until the server has read nothing for `stallMs`
   * (what this client writes never piles up in its own process). Resolves
   * with the bytes written.
   */
  flood(frame: Buffer, maxBytes: number, stallMs?: number): Promise<number>;
  close(): void;
}

/**
 * A hub client over a bare TCP socket that handshakes (HTTP upgrade and
 * SignalR), then never reads another byte: the server's answers stay in the
 * kernel's buffers and then in the server's own, as with a client that sends
 * and does not read.
 */
export async function openStalledHub(baseUrl: string, token: string): Promise<StalledHub> {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  socket.write(
    `GET /hub/frnotify?access_token=${encodeURIComponent(token)} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  // Read the 101 and the handshake's answer `{}`, then stop reading for good.
  await new Promise<void>((resolve, reject) => {
    let received = Buffer.alloc(0);
    let upgraded = false;
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (!upgraded) {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = received.subarray(0, end).toString();
        if (!head.startsWith('HTTP/1.1 101')) return reject(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
        upgraded = true;
        received = received.subarray(end + 4);
        socket.write(maskedTextFrame(HANDSHAKE));
      }
      if (received.includes(Buffer.from(`{}${RS}`))) {
        socket.off('data', onData);
        socket.pause();
        resolve();
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('closed during the handshake')));
  });
  return {
    socket,
    async flood(frame, maxBytes, stallMs = 1_000) {
      let written = 0;
      while (written < maxBytes && !socket.destroyed) {
        written += frame.length;
        if (socket.write(frame)) continue;
        const drained = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            socket.off('drain', onDrain);
            resolve(false);
          }, stallMs);
          const onDrain = () => {
            clearTimeout(timer);
            resolve(true);
          };
          socket.once('drain', onDrain);
        });
        if (!drained) break;
      }
      return written;
    },
    close() {
      socket.destroy();
    },
  };
}
