// Vitest for mutation testing (npm run test:mutation, stryker.config.mjs): the
// model project alone — the generated paths with their models' oracles —
// without the coverage report, so each mutant is judged by the paths only.
// MUTATION_MACHINE=<id> keeps one machine's paths: every other machine's
// paths stub it (its parent invokes a stand-in), so they cannot tell its mutants.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/machines/paths.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/failOnXstateWarnings.ts'],
    maxWorkers: 2,
  },
});
