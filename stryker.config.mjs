// Mutation testing of the machines (issue 22): StrykerJS changes machines/
// one mutant at a time (a flipped guard, a dropped action, changed params…)
// and runs the model paths; a mutant the paths do not notice survives.
// `npm run test:mutation` for all; `npm run test:mutation -- --mutate machines/login.machine.ts` for one.
// Not part of npm test: the report is in reports/mutation/ and docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './tests/mutation/ignoreDescriptions.mjs'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: ['machines/**/*.machine.ts'],
  // Two cores.
  concurrency: 2,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  // Descriptions are words for Stately's editor, not behaviour.
  ignorers: ['descriptions'],
  timeoutMS: 10000,
};
