// The server as `npm start` runs it, in its own process, so a test can see
// whether hostile input or a fault ends it, stop it with SIGTERM or kill -9
// it. Its output is kept for the test to read (and to print when it fails).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr). */
  output(): string;
  alive(): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9: no shutdown of any kind. */
  kill(): Promise<void>;
}

/**
 * Variables every test server gets: a cheap scrypt, no rate limit in the way,
 * the dev routes on, and a stand-in for the built site (a clean clone runs
 * the server suites before `npm run build`, and a missing build answers 503).
 */
export const TEST_SERVER_ENV = {
  SCRYPT_COST: '1024',
  NODE_ENV: 'test',
  DEMO_MODE: 'true',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  USERNAME_RATE_LIMIT_PER_MINUTE: '1000000',
  CALL_ME_RATE_LIMIT_PER_MINUTE: '1000000',
  // No caps across addresses (0): these suites register and launch far more than a site does.
  REGISTER_GLOBAL_PER_MINUTE: '0',
  CALL_ME_GLOBAL_PER_MINUTE: '0',
  FUN_LAUNCH_GLOBAL_PER_MINUTE: '0',
  DIST_DIR: fileURLToPath(new URL('./site', import.meta.url)),
} as const;

export async function startChildServer(
  env: Record<string, string>,
  options: { port?: number; startTimeoutMs?: number } = {},
): Promise<ChildServer> {
  const port = options.port ?? (await sparePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATA_DIR: 'memory://', ...TEST_SERVER_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    // A long fuzz run must not grow the buffer without bound.
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = Date.now();
  const timeout = options.startTimeoutMs ?? 60_000;
  while (!output.includes('Casino reference server on')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    if (Date.now() - started > timeout) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within ${timeout} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    alive,
    exited,
    stop: async () => {
      if (alive()) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Lines the server prints when something escaped every error path. */
export const ESCAPED_FAULT = /UNCAUGHT EXCEPTION|UNHANDLED REJECTION/;
