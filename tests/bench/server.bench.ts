// npm run bench:server — a benchmark, not a test.
// 1. Authenticated user/balance requests per second (autocannon, 50
//    connections, 10 s, in a child process; median of 3 runs).
// 2. casino/games searches over the whole catalogue per second and their p99
//    latency (autocannon, 50 connections, 10 s, median of 3 runs).
// 3. Hub push latency (p50, p99) with 1,000 and 5,000 connected clients:
//    a broadcast to every client (20 rounds), and per-player pushes at
//    500 a second for 4 s. Clients run in a child process.
// The server runs here on PGlite in memory. Results print as a table and go
// to coverage/bench-server.json.
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/config';
import { createDeps, startServer } from '../../server/createServer';
import { openPglite } from '../../server/db/pglite';
import { hashToken, newToken } from '../../server/services/tokens';

const here = fileURLToPath(new URL('.', import.meta.url));
const config = {
  ...loadConfig({}),
  port: 0,
  scryptCost: 1024,
  authRateLimitPerMinute: 1_000_000,
  distDir: '/nonexistent',
  seedDemo: false,
};
const server = await startServer(config, await createDeps(config, await openPglite('memory://')));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface LoadRun {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  non2xx: number;
}

async function loadRun(script: string, args: string[]): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, script), server.url, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output.trim().split('\n').pop()!)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

async function createPlayers(count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => newToken());
  const start = Number((await server.deps.db.query<{ n: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM users'))[0]!.n);
  const ids = tokens.map((_, i) => start + i);
  // One person each (a person holds one account: issue 32).
  await server.deps.db.query(
    `WITH made AS (INSERT INTO persons (person_key) SELECT 'bench' || id || '|1990-01-01' FROM unnest($1::int[]) AS id RETURNING id, person_key)
     INSERT INTO users (id, usercode, username, email, password_hash, name, surname, phone, country_id, birth_date, person_id)
     SELECT u.id, 'B' || u.id, 'bench' || u.id, 'bench' || u.id || '@bench.example', 'x', 'Bench', 'Player ' || u.id, '905550000000', 1, '1990-01-01', made.id
       FROM unnest($1::int[]) AS u(id) JOIN made ON made.person_key = 'bench' || u.id || '|1990-01-01'`,
    [ids],
  );
  await server.deps.db.query("SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT MAX(id) FROM users))");
  await server.deps.db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT * FROM unnest($1::int[], $2::text[]) AS t(user_id, token_hash), LATERAL (SELECT now() + interval '1 day') e`,
    [ids, tokens.map(hashToken)],
  );
  return tokens;
}

interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

async function pushLatency(clients: number): Promise<{ broadcast: Latency; perPlayer: Latency }> {
  const tokens = await createPlayers(clients);
  const userIds = (
    await server.deps.db.query<{ user_id: number }>('SELECT user_id FROM sessions ORDER BY id DESC LIMIT $1', [clients])
  ).map((r) => r.user_id);
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'tokens.json');
  writeFileSync(file, JSON.stringify(tokens));
  const child = fork(join(here, 'hubClients.mjs'), [server.url, file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const nextMessage = () =>
    new Promise<Record<string, unknown>>((resolve) => child.once('message', (m) => resolve(m as Record<string, unknown>)));
  const ready = await nextMessage();
  if (ready.ready !== clients) throw new Error(`only ${String(ready.ready)} clients connected`);
  const stamp = () => String(performance.timeOrigin + performance.now());
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  for (let round = 0; round < 20; round++) {
    await server.deps.events.publish({ kind: 'push', userId: null, command: 'broadcast', message: stamp() });
    await sleep(250);
  }
  await sleep(1000);
  for (let i = 0; i < 2000; i++) {
    const userId = userIds[Math.floor(Math.random() * userIds.length)]!;
    void server.deps.events.publish({ kind: 'push', userId, command: 'player', message: stamp() });
    if (i % 10 === 9) await sleep(20); // ≈ 500 a second
  }
  await sleep(1500);
  child.send('report');
  const { report } = (await nextMessage()) as { report: Record<string, Latency> };
  child.send('close');
  await new Promise((r) => child.once('exit', r));
  await server.deps.db.query('DELETE FROM sessions WHERE token_hash = ANY($1::text[])', [tokens.map(hashToken)]);
  return { broadcast: report.broadcast!, perPlayer: report.player! };
}

const round = (n: number) => Math.round(n * 10) / 10;
console.log(`Machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}; Node ${process.version}; PGlite in memory`);

const register = await fetch(`${server.url}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Bench',
    surname: 'Player',
    username: 'benchmain',
    email: 'benchmain@bench.example',
    phone: '905550000001',
    country: 1,
    currencyId: 1,
    birthDate: '1990-01-01',
    birthDateDay: '01',
    birthDateMonth: '01',
    birthDateYear: '1990',
    password: 'secret1',
    password2: 'secret1',
  }),
});
const { data } = (await register.json()) as { data: { token: string } };
const runs = [];
for (let i = 0; i < 3; i++) runs.push(await loadRun('loadBalance.mjs', [data.token, '10', '50']));
const balance = {
  runs: runs.map((r) => Math.round(r.requestsPerSecond)),
  medianRequestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
  medianLatencyP99Ms: median(runs.map((r) => r.latencyP99)),
  non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
};
console.log(
  `user/balance: ${balance.medianRequestsPerSecond} req/s (median of ${balance.runs.join(', ')}), p99 ${balance.medianLatencyP99Ms} ms, non-2xx ${balance.non2xx}`,
);

const searchRuns = [];
for (let i = 0; i < 3; i++) searchRuns.push(await loadRun('loadSearch.mjs', ['10', '50']));
const search = {
  catalogueGames: Number((await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games'))[0]!.n),
  runs: searchRuns.map((r) => Math.round(r.requestsPerSecond)),
  medianRequestsPerSecond: Math.round(median(searchRuns.map((r) => r.requestsPerSecond))),
  medianLatencyP99Ms: median(searchRuns.map((r) => r.latencyP99)),
  non2xx: searchRuns.reduce((sum, r) => sum + r.non2xx, 0),
};
console.log(
  `casino/games search over ${search.catalogueGames} games: ${search.medianRequestsPerSecond} req/s (median of ${search.runs.join(', ')}), p99 ${search.medianLatencyP99Ms} ms, non-2xx ${search.non2xx}`,
);

const hub: Record<string, { broadcast: Latency; perPlayer: Latency }> = {};
for (const clients of [1000, 5000]) {
  hub[clients] = await pushLatency(clients);
  const { broadcast, perPlayer } = hub[clients];
  console.log(
    `hub, ${clients} clients: broadcast p50 ${round(broadcast.p50)} ms, p99 ${round(broadcast.p99)} ms (${broadcast.count} deliveries); ` +
      `per player p50 ${round(perPlayer.p50)} ms, p99 ${round(perPlayer.p99)} ms (${perPlayer.count} deliveries)`,
  );
}

mkdirSync('coverage', { recursive: true });
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  } catch {
    return 'unknown';
  }
})();
writeFileSync(
  'coverage/bench-server.json',
  JSON.stringify({ commit, date: new Date().toISOString(), balance, search, hub }, null, 2) + '\n',
);
const targets = {
  balance: balance.medianRequestsPerSecond >= 5000,
  push5000: hub[5000]!.broadcast.p99 < 250 && hub[5000]!.perPlayer.p99 < 250,
};
console.log(
  `targets: ≥ 5,000 balance req/s ${targets.balance ? 'met' : 'MISSED'}; p99 push < 250 ms at 5,000 clients ${targets.push5000 ? 'met' : 'MISSED'}`,
);
await server.stop();
process.exit(0);
