// Vitest for mutation testing (npm run test:mutation, stryker.config.mjs): the
// model project alone — the generated paths with their models' oracles —
// without the coverage report, so each mutant is judged by the paths only.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/machines/**/*.paths.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/failOnXstateWarnings.ts'],
    maxWorkers: 2,
  },
});
