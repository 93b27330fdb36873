// `npm start`: the reference operator server on PORT (default 8080) with the
// built SPA, the API, the hub, the demo pages and the dev outbox.
import { loadConfig } from './config';
import { startServer } from './createServer';
import { DEMO_PLAYER } from './seed/demoContent';

const config = loadConfig();
const server = await startServer(config);
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`Casino reference server on ${server.url} — database: ${database}`);
if (config.seedDemo) console.log(`Demo player: username "${DEMO_PLAYER.username}", password "${DEMO_PLAYER.password}"`);
if (!config.production) console.log(`Dev outbox (e-mails and SMS codes): ${server.url}/dev/outbox`);

let shuttingDown = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal}: closing hub connections and the database…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
