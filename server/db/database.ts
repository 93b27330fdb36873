// One database interface over two engines: PGlite (embedded PostgreSQL, the
// default, data in DATA_DIR) and a real PostgreSQL through a node-postgres
// pool (when DATABASE_URL is set). SQL stays within PostgreSQL 15.

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface ListenOptions {
  /**
   * Called after the link that carries notifications was lost and LISTEN is
   * in place again: notifications sent in between were missed, so whatever
   * they would have invalidated must be dropped. PGlite never calls it.
   */
  onResync?: () => void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; rolls back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; resolves once listening. */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database cannot be reached (stopped, restarting, failing over, out of
 * connections). Requests answer 503 and the player is asked to try again; the
 * process keeps running and recovers when the database is back.
 */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
  constructor(override readonly cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

// SQLSTATE classes and codes that mean "the server is not there", not "the
// statement is wrong": connection exceptions (08…), shutdown and start-up
// (57P01–57P03), too many connections (53300), and the server's own crash recovery.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '58030']);
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or unobtainable connection with these messages and no code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Query read timeout',
];

/** True when `error` says the database is unreachable rather than the query at fault. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code)))
    return true;
  return UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text));
}

/**
 * True when PostgreSQL refused a value (SQLSTATE class 22, data exception: a
 * NUL byte in text, a number out of range, a date that does not exist). What
 * reaches a statement has passed validation, so this is a value from the
 * request that validation let through: a bad request, not a server fault.
 */
export function isDataException(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('22');
}

/** Rethrows a connection failure as DatabaseUnavailable, anything else as it is. */
export function classifyDatabaseError(error: unknown): unknown {
  return isConnectionFailure(error) && !(error instanceof DatabaseUnavailable) ? new DatabaseUnavailable(error) : error;
}
