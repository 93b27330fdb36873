// A throwaway PostgreSQL cluster from Debian's package: initdb into a
// temporary folder, pg_ctl on a spare port. The shared one (postgresServer.ts)
// serves every database test; a fault test makes its own, because it stops
// and starts it.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sparePort } from './childServer';

export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort().pop();
  return version && existsSync(join(root, version, 'bin', 'initdb')) ? join(root, version, 'bin') : null;
}

export interface PostgresCluster {
  url: string;
  port: number;
  /** pg_ctl start (waits until it accepts connections). */
  start(): void;
  /** pg_ctl stop -m immediate: every backend is killed, as in a crash or a failover. */
  stopImmediately(): void;
  /** Stops it and removes its folder. */
  destroy(): void;
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
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
  let running = false;
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'server.log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
        '-w',
        '-s',
        'start',
      ]);
      running = true;
    },
    stopImmediately() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-s', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) cluster.stopImmediately();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}
