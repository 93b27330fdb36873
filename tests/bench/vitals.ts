// `npm run bench:vitals`: the browser's own figures beside Lighthouse's
// (issue 31). Debian's Chromium loads the home page, /casino/slot and a
// logged-in dashboard page at 390 px (a phone, touch) and 1280 px, with
// Lighthouse mobile's conditions applied by the browser itself while the page
// loads (CDP: the CPU 4× slower, 150 ms a request, 1.6 Mbps down, 750 kbps
// up), then does what a player does there, and reads from the page's own
// performance entries (./vitalsInPage.ts):
// - first and largest contentful paint (the last largest-contentful-paint
//   entry: Chromium reports none after the first input);
// - long tasks: the longest while the page loads (until the interaction) and
//   while it answers the interaction, how many over the whole visit, and the
//   time they blocked past 50 ms each between the first paint and the
//   interaction;
// - cumulative layout shift (session windows, shifts after input left out);
// - INP for one interaction a page, from Event Timing: open the login dialog
//   (a visitor taps the header's login button, home page); type a game's name
//   key by key into the casino search (/casino/slot; the slowest key); tap a
//   game tile (a logged-in player on /casino/slot: the play page on a
//   desktop, the game modal on a phone); tap Deposit (a logged-in player on
//   the dashboard).
// Five runs each (RUNS), medians, printed with the Chromium version and
// written into docs/performance.md between its markers (a subset, with PAGES
// or VIEWPORTS, fewer than five RUNS, a PROFILE or a TRACE, is printed only). Every visit is a fresh browser context (no
// cache) that has seen the demo popup, as the browser tests' are.
//
//   npm run bench:vitals                          (builds first)
//   RUNS=3 PAGES=home VIEWPORTS=phone npm run bench:vitals
//   PROFILE=/tmp/inp RUNS=1 PAGES=dashboard npm run bench:vitals
//   LCP_ELEMENTS=1 RUNS=1 npm run bench:vitals    (says what each largest paint was)
//   INP_PARTS=1 RUNS=1 npm run bench:vitals       (each interaction's input delay, handlers and presentation,
//                                                  and the long tasks after the tap)
//   TRACE=/tmp/trace RUNS=1 PAGES=home npm run bench:vitals
// TRACE names a folder for Chrome traces of each visit, one of the load and
// one of the interaction (input, style, layout, paint and script, for
// DevTools' Performance panel).
// PROFILE names a folder for JavaScript CPU profiles of each visit, one of
// the load (until the page has settled) and one of the interaction (from the
// tap until its outcome shows), to open in DevTools or read with
// `node scripts/profileSummary.mjs FILE`, which maps it to the sources.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, devices, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions, startReferenceServer } from '../../scripts/referenceServer';
import { Popup } from '../../contract/schemas';
import { popupKey } from '../../machines/popup.machine';
import { SETTINGS } from '../../server/seed/demoContent';
import { allStrings } from '../../src/i18n/allStrings';
import { chromiumVersion } from './browserVersions';
import { cumulativeLayoutShift, observeVitals, slowestInteraction, type PageRecord } from './vitalsInPage';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4395);
const DOC = 'docs/performance.md';
/** Where to write a CPU profile of each interaction, if anywhere. */
const PROFILE_DIR = process.env.PROFILE;
/** Where to write a Chrome trace of each interaction, if anywhere (open it in DevTools' Performance panel). */
const TRACE_DIR = process.env.TRACE;
const BEGIN = '<!-- vitals:begin -->';
const END = '<!-- vitals:end -->';
/** After `load`, how long the page is left to settle (late requests, the deferred carousel) before the interaction. */
const SETTLE_MS = 4000;

/** Lighthouse mobile's throttling, here applied by the browser to every request (not simulated afterwards). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 };
const CPU_SLOWDOWN = 4;

const VIEWPORTS: Record<'phone' | 'desktop', BrowserContextOptions> = {
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
};
type Viewport = keyof typeof VIEWPORTS;

const strings = allStrings('tr');
/** A Turkish text by its dictionary key (the site's default language). */
function t(key: string, params: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** The game typed into the search: a demo slot's name. */
const SEARCHED_GAME = 'Golden';

interface Visit {
  name: string;
  path: string;
  loggedIn: boolean;
  interaction: string;
  /** What the player does before the interaction, outside what is measured (brings the tile into view). */
  prepare?(page: Page): Promise<void>;
  /** Does the interaction and waits until the page shows its outcome. */
  interact(page: Page, viewport: Viewport): Promise<void>;
}

/**
 * Waits until an element matching `selector` holds `text`, looking again only
 * when the page's DOM changes. Not a locator's wait: Playwright polls those
 * on every animation frame, computing roles and accessible names over the
 * page, and that work runs just before the interaction's next paint, so the
 * page's INP measured the harness (tens of milliseconds at a 4× slowdown)
 * as much as the site.
 */
// Sent as text: tsx names the functions it compiles with a helper (`__name`) the page does not have.
const shows = (page: Page, selector: string, text: string) =>
  page.evaluate(`new Promise((resolve, reject) => {
    const found = () => [...document.querySelectorAll(${JSON.stringify(selector)})].some((element) => (element.textContent ?? '').includes(${JSON.stringify(text)}));
    if (found()) return resolve();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    setTimeout(() => reject(new Error('nothing matching ' + ${JSON.stringify(selector)} + ' holds the text after 30 s')), 30000);
  })`);

/**
 * A phone taps (touch events), a desktop clicks, at the middle of the target as a hand would: its box
 * found first, the main thread left to go quiet, then the input alone. A locator's tap runs Playwright's
 * checks in the page just before the input (finding the target by its role, a hit test, animation-frame
 * waits), and on the slowed main thread they delayed the tap's own events by 20–30 ms: the harness's
 * time, counted as the site's input delay.
 */
async function tapOrClick(viewport: Viewport, target: Locator) {
  const page = target.page();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${String(target)}`);
  await page.waitForTimeout(300);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await (viewport === 'phone' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}

const VISITS: Visit[] = [
  {
    name: 'home',
    path: '/',
    loggedIn: false,
    interaction: 'open the login dialog',
    async interact(page, viewport) {
      await tapOrClick(viewport, page.getByRole('button', { name: t('header.login') }));
      await shows(page, 'dialog[open]', t('login.title'));
    },
  },
  {
    name: 'casino/slot',
    path: '/casino/slot',
    loggedIn: false,
    interaction: `type "${SEARCHED_GAME}" in the search (slowest key)`,
    async interact(page) {
      const search = page.getByRole('searchbox', { name: t('casino.searchLabel') });
      await search.focus();
      await page.keyboard.type(SEARCHED_GAME, { delay: 150 });
      await shows(page, 'h1, h2, h3', t('casino.resultsFor', { query: SEARCHED_GAME }));
    },
  },
  {
    name: 'casino/slot (player)',
    path: '/casino/slot',
    loggedIn: true,
    interaction: 'tap a game tile',
    // The player scrolls to the games and sees the tile before tapping it: a tap at the end of a
    // scroll measured the scroll's work too (Playwright scrolls a target into view as it taps).
    async prepare(page) {
      await page.locator('[data-testid="game-grid"] [data-game] button.open').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(1000);
    },
    async interact(page, viewport) {
      await tapOrClick(viewport, page.locator('[data-testid="game-grid"] [data-game] button.open').first());
      // A desktop opens the play page; a phone the game in its modal.
      await page.waitForFunction(
        () => window.location.pathname !== '/casino/slot' || document.querySelector('dialog[data-state="dialogs.game"]') !== null,
        undefined,
        { polling: 100 },
      );
    },
  },
  {
    name: 'dashboard',
    path: '/dashboard/account',
    loggedIn: true,
    interaction: 'tap Deposit',
    async interact(page, viewport) {
      await tapOrClick(
        viewport,
        page
          .getByRole('link', { name: t('header.deposit'), exact: true })
          .filter({ visible: true })
          .first(),
      );
      await shows(page, 'h1', t('dashboard.deposit'));
    },
  },
];

interface Figures {
  fcp: number;
  lcp: number;
  longestLoading: number;
  longestInteracting: number;
  longTasks: number;
  blockingAfterFcp: number;
  cls: number;
  inp: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(
  browser: Browser,
  base: string,
  session: Record<string, unknown>,
  visit: Visit,
  viewport: Viewport,
): Promise<Figures> {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  try {
    // A browser that has seen the demo popup (as tests/e2e/fixtures.ts), with the demo player's session where the visit needs one.
    await context.addInitScript(
      ([seen, stored]) => {
        if (window !== window.top) return;
        localStorage.setItem('seenPopups', JSON.stringify([seen]));
        if (stored) localStorage.setItem('authData', JSON.stringify({ ...stored, fingerprint: 'bench' }));
      },
      [popupKey(Popup.parse(SETTINGS.popup)), visit.loggedIn ? session : null] as const,
    );
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    /** A CPU profile from now until `stop` is called, written to PROFILE_DIR as `<viewport>-<visit>-<part>`. */
    const profiling = async (part: string) => {
      if (!PROFILE_DIR) return async () => {};
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      return async () => {
        const { profile } = await cdp.send('Profiler.stop');
        mkdirSync(PROFILE_DIR, { recursive: true });
        const file = `${PROFILE_DIR}/${viewport}-${visit.name.replace(/\W+/g, '-')}-${part}-${Date.now()}.cpuprofile`;
        writeFileSync(file, JSON.stringify(profile));
        console.log(`profile: ${file}`);
      };
    };
    // REQUESTS=1: each request of the load, when it started and ended from the navigation (the waterfall behind a late paint).
    const requests: string[] = [];
    if (process.env.REQUESTS)
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        requests.push(`${Math.round(timing.startTime)} ${Math.round(timing.responseEnd)} ${request.url().replace(base, '')}`);
      });
    const loaded = await profiling('load');
    const loadTraced = await tracing(page.context().browser(), page, `${viewport}-${visit.name.replace(/\W+/g, '-')}-load`);
    await page.goto(`${base}${visit.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    await loadTraced();
    await loaded();
    await visit.prepare?.(page);
    const interactionStart = await page.evaluate(() => performance.now());
    const interacted = await profiling('interaction');
    const traced = await tracing(page.context().browser(), page, `${viewport}-${visit.name.replace(/\W+/g, '-')}-interaction`);
    await visit.interact(page, viewport);
    await traced();
    await interacted();
    // The interaction's next paint, and a moment for its entries to be reported.
    await page.waitForTimeout(1000);
    const record = await page.evaluate(() => window.benchVitals);
    if (!record) throw new Error(`${visit.path}: the page recorded nothing`);
    if (process.env.INP_PARTS) {
      // Each entry of the interaction: what it waited for, its handlers, and the paint after them.
      for (const event of record.events.filter((entry) => entry.startTime >= interactionStart)) {
        const parts = [
          event.processingStart - event.startTime,
          event.processingEnd - event.processingStart,
          event.startTime + event.duration - event.processingEnd,
        ].map(Math.round);
        console.log(
          `  ${event.name}${event.interactionId ? '' : ' (no interaction)'} at ${Math.round(event.startTime - interactionStart)} ${Math.round(event.duration)} ms: input delay ${parts[0]}, handlers ${parts[1]}, presentation ${parts[2]}`,
        );
      }
    }
    if (process.env.INP_PARTS)
      console.log(
        `  long tasks from the tap: ${record.longTasks
          .filter((task) => task.startTime >= interactionStart)
          .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime - interactionStart)}`)
          .join(', ')}`,
      );
    if (process.env.REQUESTS) {
      const start = Math.min(...requests.map((line) => Number(line.split(' ')[0])));
      for (const line of requests) {
        const [began, ended, url] = line.split(' ');
        console.log(`  ${Math.round(Number(began) - start)}–${Math.round(Number(began) - start + Number(ended))} ms ${url}`);
      }
    }
    if (process.env.LCP_ELEMENTS)
      console.log(
        `  largest paints: ${record.largestContentfulPaints.map((time, i) => `${Math.round(time)} ms ${record.largestContentfulElements[i]}`).join(' → ')}`,
      );
    return figuresOf(record, interactionStart);
  } finally {
    await context.close();
  }
}

function figuresOf(record: PageRecord, interactionStart: number): Figures {
  const fcp = record.firstContentfulPaint ?? Number.NaN;
  const loading = record.longTasks.filter((task) => task.startTime < interactionStart);
  const interacting = record.longTasks.filter((task) => task.startTime >= interactionStart);
  const blocking = loading.filter((task) => task.startTime >= fcp);
  return {
    fcp,
    lcp: record.largestContentfulPaints.at(-1) ?? Number.NaN,
    longestLoading: Math.max(0, ...loading.map((task) => task.duration)),
    longestInteracting: Math.max(0, ...interacting.map((task) => task.duration)),
    longTasks: record.longTasks.length,
    blockingAfterFcp: blocking.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    cls: cumulativeLayoutShift(record.layoutShifts),
    inp: slowestInteraction(record.events, interactionStart, Number.POSITIVE_INFINITY),
  };
}

/** A Chrome trace (the Performance panel's timeline) from now until the returned stop, written to TRACE's folder, if it is set. */
async function tracing(browser: Browser | null, page: Page, name: string): Promise<() => Promise<void>> {
  if (!TRACE_DIR || !browser) return async () => {};
  mkdirSync(TRACE_DIR, { recursive: true });
  const path = `${TRACE_DIR}/${name}-${Date.now()}.json`;
  await browser.startTracing(page, { path, screenshots: false });
  return async () => {
    await browser.stopTracing();
    console.log(`trace: ${path}`);
  };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

async function main() {
  const version = chromiumVersion();
  const loadAtStart = loadavg()[0]!.toFixed(2);
  console.log(`Chromium ${version}; load average ${loadAtStart}`);
  const pages = process.env.PAGES ? VISITS.filter((v) => process.env.PAGES!.split(',').includes(v.name)) : VISITS;
  const viewports = (Object.keys(VIEWPORTS) as Viewport[]).filter(
    (v) => !process.env.VIEWPORTS || process.env.VIEWPORTS.split(',').includes(v),
  );
  const server = await startReferenceServer(PORT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: string[] = [];
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
    });
    const session = ((await login.json()) as { data: Record<string, unknown> }).data;
    for (const viewport of viewports) {
      for (const visit of pages) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run++) {
          const figures = await measure(browser, server.base, session, visit, viewport);
          runs.push(figures);
          console.log(
            `${viewport} ${visit.name} run ${run + 1}: ${JSON.stringify(figures, (_, value: unknown) => (typeof value === 'number' ? Math.round(value * 1000) / 1000 : value))}`,
          );
        }
        const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
        const inp = m('inp');
        rows.push(
          `| ${visit.name} | ${viewport} | ${seconds(m('fcp'))} | ${seconds(m('lcp'))} | ${ms(m('longestLoading'))} / ${ms(m('longestInteracting'))} | ${m('longTasks')} | ${ms(m('blockingAfterFcp'))} | ${m('cls').toFixed(3)} | ${visit.interaction} | ${inp === 0 ? 'under 16 ms' : ms(inp)} |`,
        );
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const table = [
    `Medians of ${RUNS} runs, \`npm run bench:vitals\`, Chromium ${version} (CPU 4× slower, 150 ms a request, 1.6 / 0.75 Mbps), ${new Date().toISOString().slice(0, 10)}, load average ${loadAtStart} at the start and ${loadavg()[0]!.toFixed(2)} at the end:`,
    '',
    '| page | viewport | FCP | LCP | longest task: loading / interacting | long tasks | blocking after FCP | CLS | interaction | INP |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(`\n${table}`);
  // Only a whole run of five or more, unprofiled, stands for the site in the docs.
  if (!process.env.PAGES && !process.env.VIEWPORTS && !process.env.NO_WRITE && RUNS >= 5 && !PROFILE_DIR && !TRACE_DIR) {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    if (start < 0 || end < start) throw new Error(`${DOC} lacks the ${BEGIN} … ${END} markers`);
    writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n${table}\n${doc.slice(end)}`);
    console.log(`written to ${DOC}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
