// Vitest globalSetup of the `model` project. Before the run it clears the
// per-machine files; after it, it merges them into coverage/model-coverage.json
// (the shape the issue asks for) and coverage/model-coverage-details.json, and
// prints a table per machine.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageDetails, MachineCoverage } from './coverage';
import { formatTable, percent } from './coverage';

const root = join(process.cwd(), 'coverage');
const perMachine = join(root, 'model');

export function setup() {
  rmSync(perMachine, { recursive: true, force: true });
}

export function teardown() {
  if (!existsSync(perMachine)) return;
  const details: Record<string, CoverageDetails> = {};
  for (const file of readdirSync(perMachine)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    details[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(perMachine, file), 'utf8')) as CoverageDetails;
  }
  const summary: Record<string, MachineCoverage> = {};
  for (const [id, d] of Object.entries(details)) {
    summary[id] = { paths: d.paths, states: d.states, transitions: d.transitions };
  }
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'model-coverage.json'), JSON.stringify(summary, null, 2) + '\n');
  writeFileSync(join(root, 'model-coverage-details.json'), JSON.stringify(details, null, 2) + '\n');

  const rows = Object.entries(details).map(([id, d]) => [
    id,
    String(d.paths),
    `${d.states.covered}/${d.states.total} (${percent(d.states)})`,
    `${d.transitions.covered}/${d.transitions.total} (${percent(d.transitions)})`,
    d.problems.length ? `${d.problems.length} problem(s)` : 'ok',
  ]);
  const out = [
    '',
    'Model coverage (coverage/model-coverage.json)',
    ...formatTable(['machine', 'paths', 'states', 'transitions', 'verdict'], rows),
    ...Object.entries(details).flatMap(([id, d]) => d.problems.map((p) => `  ${id}: ${p}`)),
    '',
  ];
  process.stdout.write(out.join('\n') + '\n');
}
