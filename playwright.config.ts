import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, referenceServer } from './tests/e2e/browser';
import type { Lang } from './tests/e2e/fixtures';

// The built app, the API and the hub are served by the reference server
// (tests/e2e/browser.ts). The generated model paths have their own
// configuration (playwright.model.config.ts, `npm run test:model:e2e`).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const chromium = chromiumLaunch;

/** What desktop-en and mobile-tr run besides desktop-tr and mobile-en, which run everything. */
const BOTH_LANGUAGES = ['**/smoke.spec.ts', '**/navigation.spec.ts'];

export default defineConfig<{ lang: Lang }>({
  testDir: 'tests/e2e',
  testIgnore: '**/model/**',
  fullyParallel: true,
  // Ceilings, not waits: every step waits for what the page shows and goes on
  // as soon as it does. On a busy two-core machine (a fresh clone, a cold
  // cache, another process on one core, the fault suites' own servers) a
  // long journey passed 30 s and a step 5 s (docs/decisions.md, issue 19).
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
    // Recording a trace of every journey to keep the failing ones nearly
    // doubled the run on two cores; CI retries a failure once, with a trace.
    trace: 'on-first-retry',
  },
  // Every journey at 1280 px and on a 390 px phone (Pixel 7 touch and scale):
  // the desktop in Turkish and the phone in English, so every screen is seen
  // in both languages. The smoke and navigation journeys (the shell, menus and
  // their labels) also run in the other two combinations. This keeps the
  // browser run near seven minutes on two cores (`docs/performance.md`).
  projects: [
    { name: 'desktop-tr', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium, channel: undefined, lang: 'tr', locale: 'tr-TR' } },
    { name: 'mobile-tr', testMatch: BOTH_LANGUAGES, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium, channel: undefined, lang: 'tr', locale: 'tr-TR' } },
    { name: 'desktop-en', testMatch: BOTH_LANGUAGES, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium, channel: undefined, lang: 'en', locale: 'en-GB' } },
    { name: 'mobile-en', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium, channel: undefined, lang: 'en', locale: 'en-GB' } },
  ],
  webServer: referenceServer(PORT),
});
