// Child process of server.bench.ts: authenticated GET /api/user/balance with
// autocannon, on its own core. Prints one JSON line of results.
import autocannon from 'autocannon';

const [url, token, seconds, connections] = process.argv.slice(2);
const result = await autocannon({
  url: `${url}/api/user/balance`,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'x-locale': 'tr', 'x-fingerprint': 'bench' },
});
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
