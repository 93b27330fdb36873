// Bytes straight onto a TCP socket: the only way to send what an HTTP client
// library refuses to (a broken request line, a header with a bare CR, half a
// request followed by a reset).
import { connect } from 'node:net';

export interface RawAnswer {
  /** The status of the answer's first line, or null when the server closed without one. */
  status: number | null;
  /** What came back, capped. */
  text: string;
  /** True when nothing came back within the time limit and the socket was still open. */
  hung: boolean;
}

export interface RawOptions {
  /** After writing: 'end' half-closes, 'reset' sends an RST, 'wait' waits for the answer. */
  then?: 'wait' | 'end' | 'reset';
  /** With then 'reset': how long after writing (the server has begun on the request by then). */
  resetAfterMs?: number;
  /** Time to wait for an answer before calling the exchange hung. */
  timeoutMs?: number;
}

export function rawExchange(port: number, request: string | Buffer, options: RawOptions = {}): Promise<RawAnswer> {
  const { then = 'wait', timeoutMs = 10_000, resetAfterMs = 0 } = options;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let settled = false;
    const finish = (hung: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, text: text.slice(0, 2000), hung });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      // One status line is all a case needs; a WebSocket that opened stays open otherwise.
      if (/\r\n\r\n/.test(text)) finish(false);
    });
    socket.on('connect', () => {
      socket.write(request);
      if (then === 'end') socket.end();
      if (then === 'reset') {
        const reset = () => {
          if (!socket.destroyed) socket.resetAndDestroy();
          finish(false);
        };
        if (resetAfterMs > 0) setTimeout(reset, resetAfterMs);
        else reset();
      }
    });
  });
}

/** A GET that must answer 200: proof the server still serves. */
export async function stillServes(port: number): Promise<boolean> {
  const answer = await rawExchange(port, 'GET /api/auth/form HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  return answer.status === 200;
}

/** An upgrade request to the hub with the headers a browser sends. */
export function upgradeRequest(target: string, extraHeaders = ''): string {
  return (
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${extraHeaders}\r\n`
  );
}
