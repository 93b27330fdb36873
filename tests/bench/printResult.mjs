// The one JSON line a load child prints for server.bench.ts.
export function printResult(result) {
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
}
