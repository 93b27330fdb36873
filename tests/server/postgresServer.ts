// Vitest globalSetup of the `server` project: a throwaway PostgreSQL from
// Debian's package (initdb into a temporary folder, pg_ctl on a spare port),
// so the database tests run on PGlite and on a real PostgreSQL. Skipped, with
// a warning, where PostgreSQL is not installed (CI installs it: .ci/run).
// TEST_DATABASE_URL, when set, is used instead.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort().pop();
  return version && existsSync(join(root, version, 'bin', 'initdb')) ? join(root, version, 'bin') : null;
}

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = postgresBin();
  if (!bin) {
    console.warn('[server tests] PostgreSQL is not installed: the PostgreSQL variants are skipped (apt-get install postgresql).');
    project.provide('databaseUrl', null);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'casino-pg-'));
  const port = await sparePort();
  // initdb refuses to run as root: run the server as the postgres user.
  const asRoot = process.getuid?.() === 0;
  // stdio 'ignore': the server daemon would otherwise hold a captured pipe open forever.
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'ignore' })
      : execFileSync(join(bin, command), args, { stdio: 'ignore' });
  if (asRoot) {
    chmodSync(dir, 0o700);
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, '-w', '-s', 'start']);
  project.provide('databaseUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-s', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
