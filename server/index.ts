// `npm start`: the reference operator server on PORT (default 8080) with the
// built SPA, the API, the hub, the demo pages and the dev outbox.
//
// Nothing from the network or the database ends this process: every request,
// upgrade, hub frame and socket has its own error path (docs/reliability.md).
// What is left here is the last line: a promise nobody handled is logged and
// the server keeps serving (its request already failed on its own); an
// exception nobody caught means state we know nothing about, so the server
// stops gracefully and exits 1, for the supervisor to start a clean one
// (docs/operations.md: systemd or a container restart policy).
import { loadConfig } from './config';
import { startServer, type RunningServer } from './createServer';
import { DEMO_PLAYER } from './seed/demoContent';

/** A stop that hangs past the grace period plus this is cut short. */
const STOP_MARGIN_MS = 5_000;

const config = loadConfig();
let server: RunningServer | null = null;
let shuttingDown = false;

function shutDown(reason: string, exitCode: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${reason}: finishing requests under way, then closing hub connections and the database…`);
  const hardStop = setTimeout(() => {
    console.error(`[process] the graceful stop took longer than ${config.shutdownGraceMs + STOP_MARGIN_MS} ms; exiting`);
    process.exit(exitCode || 1);
  }, config.shutdownGraceMs + STOP_MARGIN_MS);
  hardStop.unref();
  (server?.stop() ?? Promise.resolve()).then(
    () => process.exit(exitCode),
    (error: unknown) => {
      console.error('[process] the graceful stop failed:', error);
      process.exit(1);
    },
  );
}

process.on('unhandledRejection', (reason) => {
  console.error('[process] UNHANDLED REJECTION (a bug: every promise should be handled); the server keeps running:', reason);
});
process.on('uncaughtException', (error, origin) => {
  console.error(
    `[process] UNCAUGHT EXCEPTION (${origin}); the process state is unknown, stopping for the supervisor to restart it:`,
    error,
  );
  shutDown('uncaughtException', 1);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutDown(signal, 0));

server = await startServer(config);
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`Casino reference server on ${server.url} — database: ${database}`);
if (config.seedDemo) console.log(`Demo player: username "${DEMO_PLAYER.username}", password "${DEMO_PLAYER.password}"`);
if (config.demoMode) console.log(`Demo mode: the dev outbox (e-mails and SMS codes) is at ${server.url}/dev/outbox`);
