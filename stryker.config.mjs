// Mutation testing of the machines (issue 22): StrykerJS changes machines/
// one mutant at a time (a flipped guard, a dropped action, changed params…)
// and runs the model paths; a mutant the paths do not notice survives.
//
// `npm run test:mutation` runs scripts/mutation.ts, which runs Stryker once
// per machine (MUTATION_MACHINE=<id>): a machine's config is built when its
// module loads, so most of its mutants are 'static' and Stryker runs every
// test it has for them; given only the machine's own paths file, that is
// about a second a mutant instead of the whole model suite's ten.
// Not part of npm test: the reports are in reports/mutation/ and docs/testing.md.
const machine = process.env.MUTATION_MACHINE;
const report = machine ? `reports/mutation/${machine}` : 'reports/mutation/all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './tests/mutation/ignoreDescriptions.mjs'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: ['machines/**/*.ts'],
  // What the model tests do not read: not copied into Stryker's sandbox.
  ignorePatterns: ['dist', 'coverage', 'playwright-report', 'test-results', 'reports', '.data', 'flows', 'public', 'server', '.ci'],
  // Two cores.
  concurrency: 2,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${report}.html` },
  jsonReporter: { fileName: `${report}.json` },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  // Descriptions are words for Stately's editor, not behaviour.
  ignorers: ['descriptions'],
  timeoutMS: 10000,
};
