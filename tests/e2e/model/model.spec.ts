// One Playwright test per planned path, grouped by machine, named by the
// path's events. The plan is written by `npm run test:model:e2e`
// (scripts/modelE2e.ts), which chooses the paths with tests/e2e/model/plan.ts.
import { devices } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { test } from '../fixtures';
import type { PlannedPath } from './adapter';
import { adapters } from './adapters';
import { runPath } from './runPath';

const PLAN_FILE = process.env.MODEL_E2E_PLAN ?? 'coverage/model-e2e/plan.json';

if (!existsSync(PLAN_FILE)) throw new Error(`${PLAN_FILE} is missing: run the paths with 'npm run test:model:e2e'`);
const plan = JSON.parse(readFileSync(PLAN_FILE, 'utf8')) as Record<string, PlannedPath[]>;

for (const [machine, paths] of Object.entries(plan)) {
  const adapter = adapters.find((a) => a.id === machine);
  if (!adapter) throw new Error(`no browser adapter for ${machine}`);
  test.describe(machine, () => {
    if (adapter.phone) {
      const { defaultBrowserType: _ignored, ...phone } = devices['Pixel 7'];
      test.use({ ...phone, viewport: { width: 390, height: 844 } });
    }
    for (const path of paths) {
      test(path.name, async ({ page, request, t, s, ui, rawKeys }) => {
        await runPath(adapter, path, { page, request, t, s, ui, rawKeys });
      });
    }
  });
}
