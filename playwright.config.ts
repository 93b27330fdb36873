import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, referenceServer } from './tests/e2e/browser';
import type { Lang, OnlyIn } from './tests/e2e/fixtures';

// The built app, the API and the hub are served by the reference server
// (tests/e2e/browser.ts). The generated model paths have their own
// configuration (playwright.model.config.ts, `npm run test:model:e2e`).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const chromium = chromiumLaunch;

type Project = 'desktop-tr' | 'mobile-tr' | 'desktop-en' | 'mobile-en';
const EVERY_PROJECT: Project[] = ['desktop-tr', 'mobile-tr', 'desktop-en', 'mobile-en'];
/** Both layouts, and between them both languages: where a journey runs unless RUNS_IN says otherwise. */
const BOTH_LAYOUTS: Project[] = ['desktop-tr', 'mobile-en'];

/**
 * Where a journey runs if not at both layouts (issue 31, item 6: run what
 * differs between the projects, not every journey everywhere). The shell's
 * smoke runs in all four combinations, its labels in both languages at both
 * widths. A journey whose subject is a rule or a flow of the server, the
 * same at every width, runs once, the languages shared out between those so
 * that each language still walks some of them (every string exists in both,
 * tests/unit/stringPacks.test.ts). What differs by layout inside such a
 * journey has its own journey in a file that runs at both (the reality
 * check over the phone's game modal and the play page, gamePlay.spec.ts).
 */
const RUNS_IN: Record<string, Project[]> = {
  'smoke.spec.ts': EVERY_PROJECT,
  'session.spec.ts': ['desktop-tr'],
  'payments.spec.ts': ['desktop-tr'],
  'responsibleGaming.spec.ts': ['desktop-tr'],
  // The link and the rendering are tried, not the layout; each starts servers of its own.
  'hubFaults.spec.ts': ['desktop-tr'],
  'hostileContent.spec.ts': ['desktop-tr'],
  'phone.spec.ts': ['desktop-en'],
  'dashboard.spec.ts': ['desktop-en'],
  'activity.spec.ts': ['desktop-en'],
  'registration.spec.ts': ['mobile-en'],
  'bonusMoney.spec.ts': ['mobile-en'],
  // The desktop walks the same forms, typed at two speeds, in typing.spec.ts.
  'password.spec.ts': ['mobile-tr'],
};
const SPECS = readdirSync(join(import.meta.dirname, 'tests/e2e')).filter((file) => file.endsWith('.spec.ts'));
for (const file of Object.keys(RUNS_IN))
  if (!SPECS.includes(file)) throw new Error(`playwright.config.ts: RUNS_IN names ${file}, which tests/e2e does not hold`);
/** The projects a journey kept by tests/e2e/fixtures.ts's `only` runs in: a new kind of `only` fails the compile here. */
const ONLY_IN: Record<OnlyIn, Project[]> = {
  desktop: ['desktop-tr', 'desktop-en'],
  phone: ['mobile-tr', 'mobile-en'],
  'desktop-tr': ['desktop-tr'],
};
/** The tags of the journeys a project leaves out: those kept to projects other than it. */
const leftOut = (project: Project) =>
  new RegExp(
    (Object.keys(ONLY_IN) as OnlyIn[])
      .filter((where) => !ONLY_IN[where].includes(project))
      .map((where) => `@only-${where}(?=\\s|$)`)
      .join('|'),
  );
const specsOf = (project: Project) => SPECS.filter((file) => (RUNS_IN[file] ?? BOTH_LAYOUTS).includes(project)).map((file) => `**/${file}`);

export default defineConfig<{ lang: Lang }>({
  testDir: 'tests/e2e',
  testIgnore: '**/model/**',
  fullyParallel: true,
  // Ceilings, not waits: every step waits for what the page shows and goes on
  // as soon as it does. On a busy two-core machine (a fresh clone, a cold
  // cache, another process on one core, the fault suites' own servers) a
  // long journey passed 30 s and a step 5 s (docs/decisions/model-tests.md, issue 19).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI: a test that passes only on retry is reported as flaky in the HTML report.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    screenshot: 'only-on-failure',
    // A player who asks for less motion (prefers-reduced-motion): the top bar's
    // endless scroll, the carousels' autoplay and the confetti stop, which on
    // this software-rendered Chromium cost a fifth of a core for every open page
    // and about 15 % of the browser run (issue 31, item 6). The journeys whose
    // subject is the motion, or the page as most players get it (the home
    // page, sign-up's celebration, the boot frame, typing, the smoke, the
    // bytes on the wire), set `motion` from tests/e2e/fixtures.ts and run with it.
    reducedMotion: 'reduce',
    // Recording a trace of every journey to keep the failing ones nearly
    // doubled the run on two cores; CI retries a failure once, with a trace.
    trace: 'on-first-retry',
  },
  // 1280 px and a 390 px phone (Pixel 7 touch and scale), each in Turkish
  // and in English; which journeys each runs is RUNS_IN's (above).
  projects: [
    {
      name: 'desktop-tr',
      testMatch: specsOf('desktop-tr'),
      grepInvert: leftOut('desktop-tr'),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        channel: undefined,
        lang: 'tr',
        locale: 'tr-TR',
      },
    },
    {
      name: 'mobile-tr',
      testMatch: specsOf('mobile-tr'),
      grepInvert: leftOut('mobile-tr'),
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
        channel: undefined,
        lang: 'tr',
        locale: 'tr-TR',
      },
    },
    {
      name: 'desktop-en',
      testMatch: specsOf('desktop-en'),
      grepInvert: leftOut('desktop-en'),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        channel: undefined,
        lang: 'en',
        locale: 'en-GB',
      },
    },
    {
      name: 'mobile-en',
      testMatch: specsOf('mobile-en'),
      grepInvert: leftOut('mobile-en'),
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
        channel: undefined,
        lang: 'en',
        locale: 'en-GB',
      },
    },
  ],
  webServer: referenceServer(PORT),
});
