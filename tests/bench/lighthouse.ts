// What a player gets (issue 20): Lighthouse (the npm package, Debian's
// Chromium) against the reference server on loopback, three runs each of the
// home page, /casino/slot and a logged-in dashboard page, with the mobile
// preset (simulated slow 4G, 4× CPU slowdown) and the desktop preset. Prints
// the medians and writes them into docs/performance.md between its markers.
//
//   npm run bench:lighthouse              (builds first)
//   RUNS=5 PAGES=home PRESETS=mobile npm run bench:lighthouse   (a subset: not written)
//
// Run it on an idle machine: the CPU slowdown is applied on top of whatever
// else runs. Each run is a first visit (storage and cache cleared), except
// that the dashboard is opened with the demo player's session in storage.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, startReferenceServer } from '../../scripts/referenceServer';
import { chromiumVersion, lighthouseVersion } from './browserVersions';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.PORT ?? 4390);
const DEBUG_PORT = Number(process.env.DEBUG_PORT ?? 9333);
const DOC = 'docs/performance.md';
const BEGIN = '<!-- lighthouse:begin -->';
const END = '<!-- lighthouse:end -->';

interface PageUnderTest {
  name: string;
  path: string;
  loggedIn: boolean;
}
const ALL_PAGES: PageUnderTest[] = [
  { name: 'home', path: '/', loggedIn: false },
  { name: 'casino/slot', path: '/casino/slot', loggedIn: false },
  { name: 'dashboard', path: '/dashboard/account', loggedIn: true },
];
const PAGES = process.env.PAGES ? ALL_PAGES.filter((p) => process.env.PAGES!.split(',').includes(p.name)) : ALL_PAGES;
const ALL_PRESETS = ['mobile', 'desktop'] as const;
const PRESETS = process.env.PRESETS ? ALL_PRESETS.filter((p) => process.env.PRESETS!.split(',').includes(p)) : ALL_PRESETS;

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The machine's one-minute load average: the CPU slowdown is applied on top of whatever else runs. */
const loadAverage = () => loadavg()[0]!.toFixed(2);

async function main() {
  const versions = `Lighthouse ${lighthouseVersion()} with Chromium ${chromiumVersion()}`;
  const loadAtStart = loadAverage();
  console.log(`${versions}; load average ${loadAtStart}`);
  const server = await startReferenceServer(PORT);
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  // A persistent context is the browser's default one: the tab Lighthouse opens shares its storage (the logged-in session).
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    headless: true,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const rows: string[] = [];
  const results: Record<string, RunFigures> = {};
  try {
    const login = (await (
      await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
      })
    ).json()) as { data: Record<string, unknown> };
    for (const preset of PRESETS) {
      for (const target of PAGES) {
        const runs: RunFigures[] = [];
        let failures = 0;
        for (let run = 0; run < RUNS; run++) {
          const seed = await context.newPage();
          await seed.goto(`${server.base}/pages/1`);
          await seed.evaluate(
            (session) => {
              localStorage.clear();
              if (session) localStorage.setItem('authData', JSON.stringify({ ...session, fingerprint: 'lighthouse' }));
            },
            target.loggedIn ? login.data : null,
          );
          await seed.close();
          const result = await lighthouse(
            `${server.base}${target.path}`,
            {
              port: DEBUG_PORT,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
              // THROTTLING=devtools throttles the page as it loads (the preset's simulation is the default).
              ...(process.env.THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' as const } : {}),
              // The session set above must survive: Lighthouse would clear storage first.
              disableStorageReset: target.loggedIn,
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error('Lighthouse gave no result');
          // A run Lighthouse could not measure (its runtimeError, no performance score) is run again rather than
          // counted as a 0 with no paint times; a page that never measures still fails after two more tries.
          if (result.lhr.runtimeError || result.lhr.categories.performance?.score == null) {
            const reason = result.lhr.runtimeError?.message ?? 'no performance score';
            if ((failures += 1) > 2) throw new Error(`${preset} ${target.name}: Lighthouse could not measure the page: ${reason}`);
            console.log(`${preset} ${target.name} run ${run + 1}: not measured (${reason}); again`);
            run -= 1;
            continue;
          }
          const { categories, audits } = result.lhr;
          const figures: RunFigures = {
            performance: Math.round((categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
            bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
            seo: Math.round((categories.seo?.score ?? 0) * 100),
            fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
            lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
            cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
            bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
            requests: ((audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []).length,
          };
          runs.push(figures);
          console.log(`${preset} ${target.name} run ${run + 1}: ${JSON.stringify(figures)}`);
          if (process.env.LIGHTHOUSE_REPORT_DIR)
            writeFileSync(
              join(process.env.LIGHTHOUSE_REPORT_DIR, `${preset}-${target.name.replace('/', '-')}-${run + 1}.json`),
              JSON.stringify(result.lhr),
            );
        }
        const m = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
        const figures = Object.fromEntries(
          (Object.keys(runs[0]!) as Array<keyof RunFigures>).map((key) => [key, m(key)]),
        ) as unknown as RunFigures;
        results[`${preset} ${target.name}`] = figures;
        rows.push(
          `| ${target.name} | ${preset} | **${figures.performance}** | ${(figures.fcp / 1000).toFixed(1)} s | ${(figures.lcp / 1000).toFixed(1)} s | ${Math.round(figures.tbt)} ms | ${figures.cls.toFixed(3)} | ${Math.round(figures.bytes / 1024)} KiB | ${figures.requests} | ${figures.accessibility} / ${figures.bestPractices} / ${figures.seo} |`,
        );
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    server.stop();
  }
  const table = [
    `Medians of ${RUNS} runs, \`npm run bench:lighthouse\`, ${versions}, ${new Date().toISOString().slice(0, 10)}, load average ${loadAtStart} at the start and ${loadAverage()} at the end:`,
    '',
    '| page | preset | performance | FCP | LCP | TBT | CLS | bytes | requests | a11y / best practices / SEO |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(`\n${table}`);
  if (!process.env.PAGES && !process.env.PRESETS && !process.env.NO_WRITE) {
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
