import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, referenceServer } from './tests/e2e/browser';
import type { Lang } from './tests/e2e/fixtures';

// The generated model paths in the browser (tests/e2e/model, README "For QA").
// Run through `npm run test:model:e2e`, which plans the paths first
// (coverage/model-e2e/plan.json) and measures their coverage afterwards.
// Turkish, the default language; each adapter chooses desktop or phone.
const PORT = Number(process.env.MODEL_E2E_PORT ?? 4174);

export default defineConfig<{ lang: Lang }>({
  testDir: 'tests/e2e/model',
  testMatch: 'model.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report/model-e2e' }],
    ['json', { outputFile: 'coverage/model-e2e/results.json' }],
  ],
  outputDir: 'test-results/model-e2e',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    channel: undefined,
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunch,
    locale: 'tr-TR',
    lang: 'tr',
    screenshot: 'only-on-failure',
    // As in playwright.config.ts: a trace on CI's retry, not on every path.
    trace: 'on-first-retry',
  },
  webServer: referenceServer(PORT),
});
