// ASP.NET Core SignalR's JSON hub protocol, the part a server reads: records
// end with 0x1E; the first is the handshake; then each record is one message
// of a numbered type. Pure functions over strings, so hostile input can be
// tried on them directly (tests/server/fuzz.hub.test.ts) and nothing here can
// throw: every record is classified, the worst as `invalid`.

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type Handshake = { ok: true } | { ok: false; error: string };

export type ClientMessage =
  | { kind: 'ping' }
  | { kind: 'close' }
  /** A call of a hub method; the hub has none a client may call. invocationId null: no answer expected. */
  | { kind: 'invocation'; invocationId: string | null; target: string }
  /** Types of the protocol the server has nothing to do with (stream items, completions, cancellations, acks, sequences). */
  | { kind: 'ignored' }
  /** A type the protocol does not define (a later version's): ignored, and no sign of a live client. */
  | { kind: 'unknown' }
  | { kind: 'invalid'; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(record: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(record) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The handshake request: `{"protocol":"json","version":1}`. */
export function parseHandshake(record: string): Handshake {
  const parsed = parseJson(record);
  if (!parsed.ok || !isRecord(parsed.value)) return { ok: false, error: 'Handshake was canceled: the request is not a JSON object.' };
  const { protocol, version } = parsed.value;
  if (protocol !== 'json')
    return {
      ok: false,
      error: `Requested protocol '${typeof protocol === 'string' ? protocol.slice(0, 40) : typeof protocol}' is not available.`,
    };
  if (version !== 1)
    return {
      ok: false,
      error: `The server does not support version ${typeof version === 'number' ? version : typeof version} of the 'json' protocol.`,
    };
  return { ok: true };
}

/** One message after the handshake. */
export function parseClientMessage(record: string): ClientMessage {
  const parsed = parseJson(record);
  if (!parsed.ok) return { kind: 'invalid', reason: 'the message is not JSON' };
  const message = parsed.value;
  if (!isRecord(message)) return { kind: 'invalid', reason: 'the message is not a JSON object' };
  const { type } = message;
  if (typeof type !== 'number' || !Number.isInteger(type)) return { kind: 'invalid', reason: 'the message has no type' };
  switch (type) {
    case MessageType.Ping:
      return { kind: 'ping' };
    case MessageType.Close:
      return { kind: 'close' };
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const { invocationId, target } = message;
      if (invocationId !== undefined && typeof invocationId !== 'string')
        return { kind: 'invalid', reason: 'invocationId is not a string' };
      if (typeof target !== 'string') return { kind: 'invalid', reason: 'the invocation has no target' };
      if (message.arguments !== undefined && !Array.isArray(message.arguments))
        return { kind: 'invalid', reason: 'arguments is not an array' };
      return { kind: 'invocation', invocationId: invocationId ?? null, target };
    }
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
    case MessageType.Ack:
    case MessageType.Sequence:
      return { kind: 'ignored' };
    default:
      // Future protocol versions add types; servers ignore what they do not know.
      return { kind: 'unknown' };
  }
}

/**
 * Collects text frames and hands out whole records. A record may span frames
 * and a frame may hold many; what is left over waits for the next frame.
 */
export class RecordBuffer {
  private pending = '';

  constructor(private readonly maxPendingChars: number) {}

  /** The whole records completed by `chunk`, or 'overflow' when an unfinished record grows past the limit. */
  push(chunk: string): string[] | 'overflow' {
    const records: string[] = [];
    let text = this.pending + chunk;
    let end: number;
    while ((end = text.indexOf(RECORD_SEPARATOR)) >= 0) {
      const record = text.slice(0, end);
      text = text.slice(end + 1);
      if (record) records.push(record);
    }
    this.pending = text;
    if (this.pending.length > this.maxPendingChars) {
      this.pending = '';
      return 'overflow';
    }
    return records;
  }
}

/** Serialised record. */
export const frame = (message: unknown) => JSON.stringify(message) + RECORD_SEPARATOR;

/**
 * The request target of an upgrade as a URL, or null when it is not one
 * (`GET http://[ HTTP/1.1` passes Node's parser and fails `new URL`).
 */
export function parseRequestTarget(target: string | undefined): URL | null {
  try {
    return new URL(target ?? '/', 'http://hub.local');
  } catch {
    return null;
  }
}
