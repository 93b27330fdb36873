// `npm run bench:first-paint`: does the first screen paint before the
// fingerprint, the realtime link and the balance call finish (issue 4)?
// A returning player (stored session) opens the home page in Debian's
// Chromium against the reference server, fresh browser context per run, 7
// runs; then again with every API answer held back 800 ms (a slow network
// or a busy operator). Reports medians in ms from navigation start, and
// writes coverage/bench-first-paint.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromiumLaunchOptions, startReferenceServer } from '../../scripts/referenceServer';
import { chromium, type Browser } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 4193);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

interface Sample {
  firstContentfulPaint: number;
  balanceAnswered: number;
  linkConnected: number;
  fingerprintReady: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

async function login() {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function sample(browser: Browser, session: Record<string, unknown>, apiDelayMs: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    (record) => localStorage.setItem('authData', JSON.stringify({ ...record, fingerprint: 'placeholder' })),
    session,
  );
  // Without a stored fingerprint the device computes one (the slow path).
  await context.addInitScript(() => localStorage.removeItem('fingerprint'));
  const page = await context.newPage();
  if (apiDelayMs > 0) {
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
      await route.continue();
    });
  }
  await page.goto(BASE);
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('casino:link-connected').length > 0 &&
      performance.getEntriesByName('casino:fingerprint-ready').length > 0 &&
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/user/balance')),
    undefined,
    { timeout: 30_000 },
  );
  const result = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    balanceAnswered: (
      performance.getEntriesByType('resource').find((e) => e.name.includes('/api/user/balance')) as PerformanceResourceTiming
    ).responseEnd,
    linkConnected: performance.getEntriesByName('casino:link-connected')[0]!.startTime,
    fingerprintReady: performance.getEntriesByName('casino:fingerprint-ready')[0]!.startTime,
  }));
  await context.close();
  return result;
}

async function main() {
  const server = await startReferenceServer(PORT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  // Every browser figure names its build (docs/performance.md).
  const report: Record<string, unknown> = { chromium: browser.version(), runs: RUNS, unit: 'ms from navigation start, median' };
  console.log(`Chromium ${browser.version()}`);
  try {
    const session = await login();
    await sample(browser, session, 0); // warm-up: server caches, Chromium's compile cache
    for (const [name, delay] of [
      ['loopback', 0],
      ['api held back 800 ms', 800],
    ] as const) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await sample(browser, session, delay));
      const medians = {
        firstContentfulPaint: median(samples.map((s) => s.firstContentfulPaint)),
        balanceAnswered: median(samples.map((s) => s.balanceAnswered)),
        linkConnected: median(samples.map((s) => s.linkConnected)),
        fingerprintReady: median(samples.map((s) => s.fingerprintReady)),
      };
      const paintFirst = samples.filter(
        (s) => s.firstContentfulPaint < Math.min(s.balanceAnswered, s.linkConnected, s.fingerprintReady),
      ).length;
      report[name] = { ...medians, paintedFirstInRuns: `${paintFirst}/${RUNS}` };
      console.log(
        `${name}: first paint ${medians.firstContentfulPaint} ms; balance ${medians.balanceAnswered} ms; link ${medians.linkConnected} ms; fingerprint ${medians.fingerprintReady} ms; painted first in ${paintFirst}/${RUNS} runs`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
  mkdirSync('coverage', { recursive: true });
  writeFileSync('coverage/bench-first-paint.json', JSON.stringify(report, null, 2) + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
