// `npm run test:model:e2e [-- --machine registration[,login]] [playwright options]`
//
// 1. Plans the paths each browser adapter (tests/e2e/model/adapters) can
//    drive, chosen to cover the machine (tests/e2e/model/plan.ts), into
//    coverage/model-e2e/plan.json.
// 2. Builds the app and runs them in Chromium against the reference server
//    (playwright.model.config.ts): the HTML report is
//    playwright-report/model-e2e/index.html, with a screenshot of each failure.
// 3. Replays the paths that passed on the bare machines to measure what the
//    browser covered, writes coverage/model-e2e-coverage.json (the shape of
//    coverage/model-coverage.json) and coverage/model-e2e-coverage-details.json
//    (what is left out, and why), prints a table, and fails when a machine is
//    below 100 % of states or 90 % of transitions, or leaves a transition out
//    without a reason.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatTable, measureCoverage, percent, type CoverageDetails, type MachineCoverage } from '../tests/model/coverage';
import { replayPath, type ReplayResult } from '../tests/model/replay';
import { adapters } from '../tests/e2e/model/adapters';
import { planMachine, toPlanned } from '../tests/e2e/model/plan';
import { machineIds } from '../tests/model/machineCatalogue';

/**
 * Machines of the catalogue not driven on their own in the browser, each with why; every other machine
 * needs an adapter (a full run fails naming any without one), so a new flow cannot be left out by omission.
 */
const NOT_IN_BROWSER: Partial<Record<string, string>> = {
  app: 'the root: it starts every long-lived actor and page flow, each driven by its own adapter; its own rules are its model paths',
  cms: 'one call at start with no player event; the footer and the content pages it feeds are the footerLinks and contentPage adapters',
  bootstrap: 'the configuration every adapter’s page starts on; a configuration that cannot load is the boot frame’s spec',
  lazyFlow: 'every dialog and page adapter runs a slot (loading, running, done); a chunk that fails to load is navigation.spec.ts',
  toasts: 'each flow’s adapter checks the toasts it shows; the queue’s own rules (five at most, 4 s each) are its model paths',
  activity: 'a child of the limits editor, whose adapter shows its statement',
};
const NAMED_MACHINES = machineIds.filter((id) => !NOT_IN_BROWSER[id]);
const STATE_BAR = 1;
const TRANSITION_BAR = 0.9;
const root = join(process.cwd(), 'coverage');
const workDir = join(root, 'model-e2e');

function parseArgs(argv: string[]) {
  const machines: string[] = [];
  const rest: string[] = [];
  let build = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--machine') machines.push(...(argv[++i] ?? '').split(','));
    else if (arg.startsWith('--machine=')) machines.push(...arg.slice('--machine='.length).split(','));
    else if (arg === '--no-build') build = false;
    else rest.push(arg);
  }
  return { machines: machines.filter(Boolean), build, playwrightArgs: rest };
}

interface JsonSuite {
  title: string;
  suites?: JsonSuite[];
  specs?: Array<{ title: string; ok: boolean; tests: Array<{ status: string }> }>;
}

/** Titles of the tests that passed, per describe block (= machine). */
function passedTests(resultsFile: string): Map<string, Set<string>> {
  const passed = new Map<string, Set<string>>();
  const report = JSON.parse(readFileSync(resultsFile, 'utf8')) as { suites: JsonSuite[] };
  const walk = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok && spec.tests.every((t) => t.status === 'expected' || t.status === 'flaky')) {
        if (!passed.has(suite.title)) passed.set(suite.title, new Set());
        passed.get(suite.title)!.add(spec.title);
      }
    }
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  return passed;
}

async function main() {
  const { machines, build, playwrightArgs } = parseArgs(process.argv.slice(2));
  const unknown = machines.filter((id) => !adapters.some((a) => a.id === id));
  if (unknown.length) {
    console.error(`No browser adapter for: ${unknown.join(', ')}. Known: ${adapters.map((a) => a.id).join(', ')}`);
    process.exit(2);
  }
  const selected = machines.length ? adapters.filter((a) => machines.includes(a.id)) : adapters;

  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const plans = [];
  for (const adapter of selected) plans.push(await planMachine(adapter));
  const planFile = join(workDir, 'plan.json');
  writeFileSync(
    planFile,
    JSON.stringify(Object.fromEntries(plans.map((p) => [p.adapter.id, p.chosen.map((path) => toPlanned(p.adapter.id, path))])), null, 1),
  );
  console.log(plans.map((p) => `${p.adapter.id}: ${p.chosen.length} paths chosen (${p.skipped} generated paths not drivable)`).join('\n'));

  if (build) {
    const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (vite.status !== 0) process.exit(vite.status ?? 1);
  }
  const resultsFile = join(workDir, 'results.json');
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.model.config.ts', ...playwrightArgs], {
    stdio: 'inherit',
    env: { ...process.env, MODEL_E2E_PLAN: planFile },
  });

  const passed = passedTests(resultsFile);
  const summary: Record<string, MachineCoverage> = {};
  const details: Record<string, CoverageDetails & { failedPaths: string[] }> = {};
  for (const { adapter, chosen } of plans) {
    const ok = passed.get(adapter.id) ?? new Set<string>();
    const results: ReplayResult[] = [];
    for (const path of chosen.filter((p) => ok.has(p.name))) results.push(await replayPath(adapter.model, path));
    const coverage = measureCoverage(adapter.model.machine, results.length, results, adapter.excluded);
    const problems = [...coverage.problems];
    if (coverage.states.covered < coverage.states.total * STATE_BAR) problems.push(`states ${percent(coverage.states)} < 100%`);
    if (coverage.transitions.covered < coverage.transitions.total * TRANSITION_BAR)
      problems.push(`transitions ${percent(coverage.transitions)} < 90%`);
    details[adapter.id] = { ...coverage, problems, failedPaths: chosen.filter((p) => !ok.has(p.name)).map((p) => p.name) };
    summary[adapter.id] = { paths: coverage.paths, states: coverage.states, transitions: coverage.transitions };
  }
  writeFileSync(join(root, 'model-e2e-coverage.json'), JSON.stringify(summary, null, 2) + '\n');
  writeFileSync(join(root, 'model-e2e-coverage-details.json'), JSON.stringify(details, null, 2) + '\n');

  const rows = plans.map(({ adapter, chosen }) => {
    const d = details[adapter.id]!;
    return [
      adapter.id,
      `${d.paths}/${chosen.length}`,
      `${d.states.covered}/${d.states.total} (${percent(d.states)})`,
      `${d.transitions.covered}/${d.transitions.total} (${percent(d.transitions)})`,
      String(Object.keys(d.excludedTransitions).length),
      d.problems.length || d.failedPaths.length ? 'FAIL' : 'ok',
    ];
  });
  const out = [
    '',
    'Model paths in the browser (coverage/model-e2e-coverage.json; report: playwright-report/model-e2e/index.html)',
    ...formatTable(['machine', 'paths passed', 'states', 'transitions', 'left out', 'verdict'], rows),
    '',
    ...Object.entries(details).flatMap(([id, d]) => [
      ...d.failedPaths.map((name) => `  ${id}: did not pass: ${name}`),
      ...d.problems.map((p) => `  ${id}: ${p}`),
    ]),
  ];
  const missing = NAMED_MACHINES.filter((id) => !adapters.some((a) => a.id === id));
  if (!machines.length && missing.length)
    out.push(`  not driven in the browser (no adapter, and no reason in NOT_IN_BROWSER): ${missing.join(', ')}`);
  console.log(out.join('\n'));
  const failed = run.status !== 0 || Object.values(details).some((d) => d.problems.length > 0) || (!machines.length && missing.length > 0);
  process.exit(failed ? 1 : 0);
}

await main();
