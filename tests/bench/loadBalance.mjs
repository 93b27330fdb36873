// Child process of server.bench.ts: authenticated GET /api/user/balance with
// autocannon, on its own core. Prints one JSON line of results.
import autocannon from 'autocannon';
import { printResult } from './printResult.mjs';

const [url, token, seconds, connections] = process.argv.slice(2);
const result = await autocannon({
  url: `${url}/api/user/balance`,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'x-locale': 'tr', 'x-fingerprint': 'bench' },
});
printResult(result);
