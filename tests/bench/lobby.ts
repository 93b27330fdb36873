// `npm run bench:lobby`: does a category of 5,000 games stay smooth, and does
// search show the server's answer within one frame (issue 6)? Debian's
// Chromium at 1280×800 against the reference server; the category call is
// answered with 5,000 generated games (the demo catalogue's largest category
// has about 900). Measures, over RUNS runs each:
// - the most game tiles mounted at once while scrolling the whole list,
//   and the frame intervals while scrolling 400 px a frame;
// - for each search, the time from the answer's last byte (Resource Timing
//   responseEnd) to the results on screen (a MutationObserver), against a
//   16.7 ms frame.
// Writes coverage/bench-lobby.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { popupKey } from '../../machines/popup.machine';
import { chromiumLaunchOptions, startReferenceServer } from '../../scripts/referenceServer';
import { SETTINGS } from '../../server/seed/demoContent';
import { typeInto } from '../e2e/helpers';

const PORT = Number(process.env.BENCH_PORT ?? 4194);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GAMES = 5000;
const QUERIES = ['Golden', 'Wild', 'Lucky', 'Royal', 'Fire', 'Dragon', 'Sultan', 'Tiger', 'Neon'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const round = (n: number) => Math.round(n * 10) / 10;

const generated = Array.from({ length: GAMES }, (_, i) => ({
  name: `Bench Game ${i + 1}`,
  gameCode: `bench-${i + 1}`,
  providerName: 'Hub88',
  mainProviderId: 4,
  system: null,
  productId: null,
  systemCategory: 1,
  imageUrl: '/default-game.svg',
}));

async function scrollRun(page: Page) {
  await page.goto('/casino/slot');
  await page.waitForSelector(`[data-testid="game-grid"][data-count="${GAMES}"]`);
  return page.evaluate(async () => {
    const count = () => document.querySelectorAll('[data-testid="game-grid"] [data-game]').length;
    let mostMounted = count();
    const intervals: number[] = [];
    let last = performance.now();
    await new Promise<void>((done) => {
      const step = (now: number) => {
        intervals.push(now - last);
        last = now;
        mostMounted = Math.max(mostMounted, count());
        window.scrollBy(0, 400);
        if (window.innerHeight + window.scrollY >= document.body.scrollHeight - 2) done();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    return { mostMounted, intervals: intervals.slice(1) };
  });
}

async function searchRun(page: Page) {
  await page.goto('/casino/slot');
  await page.waitForSelector('[data-state="lobby.browsing.ready"]');
  const search = page.getByRole('searchbox');
  const delays: number[] = [];
  for (const query of QUERIES) {
    await page.evaluate(() => performance.clearResourceTimings());
    const shown = page.evaluate(
      (q) =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const heading = [...document.querySelectorAll('main h2')].find((h) => h.textContent?.includes(`"${q}"`));
            if (heading && document.querySelector('[data-state="lobby.searching.results"]')) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        }),
      query,
    );
    await typeInto(search, query);
    const shownAt = await shown;
    const answeredAt = await page.evaluate(
      () =>
        (
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/casino/games'))
            .pop() as PerformanceResourceTiming
        ).responseEnd,
    );
    delays.push(shownAt - answeredAt);
    await typeInto(search, '');
    await page.waitForSelector('[data-state="lobby.browsing.ready"]');
  }
  return delays;
}

async function main() {
  const server = await startReferenceServer(PORT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 800 } });
    // tsx keeps function names with a `__name` helper that page.evaluate's copies lack.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    // A browser that has seen the demo popup: nothing over the lobby.
    await context.addInitScript(
      (key) => localStorage.setItem('seenPopups', JSON.stringify([key])),
      popupKey(SETTINGS.popup as Parameters<typeof popupKey>[0]),
    );
    const page = await context.newPage();
    await page.route('**/api/casino/categorygames', (route) => route.fulfill({ json: { success: true, message: '', data: generated } }));

    const mounted: number[] = [];
    const frames: number[] = [];
    const searchDelays: number[] = [];
    await scrollRun(page); // warm-up
    for (let i = 0; i < RUNS; i++) {
      const run = await scrollRun(page);
      mounted.push(run.mostMounted);
      frames.push(...run.intervals);
      searchDelays.push(...(await searchRun(page)));
    }
    const report = {
      // Every browser figure names its build (docs/performance.md).
      chromium: browser.version(),
      runs: RUNS,
      games: GAMES,
      viewport: '1280x800',
      mostTilesMounted: Math.max(...mounted),
      scrollFrameMs: {
        median: round(median(frames)),
        p95: round(percentile(frames, 0.95)),
        over50ms: frames.filter((f) => f > 50).length,
        frames: frames.length,
      },
      searchAnswerToScreenMs: {
        median: round(median(searchDelays)),
        p95: round(percentile(searchDelays, 0.95)),
        max: round(Math.max(...searchDelays)),
        samples: searchDelays.length,
        frameMs: 16.7,
      },
    };
    mkdirSync('coverage', { recursive: true });
    writeFileSync('coverage/bench-lobby.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await browser.close();
    server.stop();
  }
}

void main();
