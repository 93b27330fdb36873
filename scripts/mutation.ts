// `npm run test:mutation [-- login,recovery] [-- --docs] [-- --resume]`:
// StrykerJS over machines/, one machine at a time (stryker.config.mjs says
// why), then the score of each and of all, as docs/testing.md shows it.
// `--docs` writes the table into docs/testing.md between its markers;
// `--resume` keeps the machines reports/mutation/summary.json already has;
// `--report` only reads the reports already written. Every survivor is
// listed in reports/mutation/survivors.md with its code and, where it is of a
// known equivalent kind, why.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { machineIds } from '../tests/model/machineCatalogue';
import { EQUIVALENT_KINDS, EQUIVALENT_MUTANTS } from '../tests/mutation/equivalents';

/** Modules of a machine that hold its rules outside the machine file. */
const HELPERS: Record<string, string[]> = {
  numberInput: ['machines/numberInput/numberFormat.ts'],
  gameLaunch: ['machines/gameLaunch/providers.ts'],
  topNotification: ['machines/topNotification.rule.ts'],
  bannerCarousel: ['machines/bannerCarousel.timing.ts'],
  lazyFlow: ['machines/lazyFlowStatus.ts'],
};

interface Tally {
  machine: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  seconds: number;
  survivors: Array<{ where: string; mutator: string; code: string; replacement: string; equivalent?: string }>;
}

interface MutantJson {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

/** The single equivalents some report matched: one no report matches is stale. */
const matched = new Set<unknown>();

function tally(machine: string, seconds: number): Tally {
  const report = JSON.parse(readFileSync(`reports/mutation/${machine}.json`, 'utf8')) as {
    files: Record<string, { mutants: MutantJson[]; source: string }>;
  };
  const result: Tally = { machine, killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0, seconds, survivors: [] };
  for (const [file, { mutants, source }] of Object.entries(report.files as Record<string, { mutants: MutantJson[]; source: string }>)) {
    const lines = source.split('\n');
    for (const mutant of mutants) {
      if (mutant.status === 'Killed') result.killed++;
      else if (mutant.status === 'Timeout') result.timeout++;
      else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        if (mutant.status === 'Survived') result.survived++;
        else result.noCoverage++;
        const { start, end } = mutant.location;
        const code =
          start.line === end.line
            ? lines[start.line - 1]!.slice(start.column - 1, end.column - 1)
            : `${lines[start.line - 1]!.slice(start.column - 1)}…`;
        const line = lines[start.line - 1]!;
        const replacement = mutant.replacement ?? '';
        const single = EQUIVALENT_MUTANTS.find(
          (known) =>
            file.endsWith(known.file) &&
            line.includes(known.line) &&
            known.code === code &&
            [known.mutator].flat().includes(mutant.mutatorName) &&
            (known.replacement === undefined || known.replacement === replacement),
        );
        if (single) matched.add(single);
        const equivalent = single?.why ?? EQUIVALENT_KINDS.find((kind) => kind.test(code, mutant.mutatorName))?.why;
        result.survivors.push({
          where: `${file}:${start.line}`,
          mutator: mutant.mutatorName,
          code: code.replace(/\s+/g, ' '),
          replacement: (mutant.replacement ?? '').replace(/\s+/g, ' '),
          equivalent,
        });
      } else if (mutant.status === 'CompileError' || mutant.status === 'RuntimeError') result.errors++;
    }
  }
  return result;
}

const score = (t: Pick<Tally, 'killed' | 'timeout' | 'survived' | 'noCoverage'>) => {
  const detected = t.killed + t.timeout;
  const total = detected + t.survived + t.noCoverage;
  return total === 0 ? 100 : (100 * detected) / total;
};

function table(tallies: Tally[]): string {
  const equivalent = (t: Tally) => t.survivors.filter((s) => s.equivalent).length;
  const rows = tallies.map(
    (t) =>
      `| ${t.machine} | ${t.killed + t.timeout} | ${t.survived + t.noCoverage} | ${equivalent(t)} | ${score(t).toFixed(1)} % | ${Math.round(t.seconds)} s |`,
  );
  const all = tallies.reduce(
    (sum, t) => ({
      killed: sum.killed + t.killed,
      timeout: sum.timeout + t.timeout,
      survived: sum.survived + t.survived,
      noCoverage: sum.noCoverage + t.noCoverage,
    }),
    {
      killed: 0,
      timeout: 0,
      survived: 0,
      noCoverage: 0,
    },
  );
  const seconds = tallies.reduce((sum, t) => sum + t.seconds, 0);
  return [
    '| machine | killed | survived | of them equivalent | score | time |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    `| **all ${tallies.length}** | **${all.killed + all.timeout}** | **${all.survived + all.noCoverage}** | **${tallies.reduce((sum, t) => sum + equivalent(t), 0)}** | **${score(all).toFixed(1)} %** | **${Math.round(seconds / 60)} min** |`,
  ].join('\n');
}

/** Every survivor: the known equivalent kinds counted with why, then the rest one by one. */
function survivorsList(tallies: Tally[]): string {
  const all = tallies.flatMap((t) => t.survivors);
  const known = all.filter((s) => s.equivalent);
  const rest = all.filter((s) => !s.equivalent);
  const kinds = [...new Set(known.map((s) => s.equivalent!))];
  return [
    '# Surviving mutants',
    '',
    'Written by `npm run test:mutation -- --report --docs` from the reports of the last runs (docs/testing.md has the scores).',
    'Each equivalent mutant is matched in `tests/mutation/equivalents.ts`, where its reason is written; the rest are rules the models do not state yet.',
    '',
    ...kinds.flatMap((why) => [
      `## Equivalent: ${why}`,
      '',
      ...known.filter((s) => s.equivalent === why).map((s) => `- ${s.where} ${s.mutator}: \`${s.code}\` → \`${s.replacement}\``),
      '',
    ]),
    `## Not killed yet (${rest.length})`,
    '',
    ...rest.map((s) => `- ${s.where} ${s.mutator}: \`${s.code}\` → \`${s.replacement}\``),
    '',
  ].join('\n');
}

/** Writes this run's tallies over the summary, keeping the other machines' (a run of one machine must not lose the rest's times). */
function saveSummary(tallies: Tally[]) {
  const file = 'reports/mutation/summary.json';
  const earlier: Tally[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const merged = [...earlier.filter((t) => !tallies.some((mine) => mine.machine === t.machine)), ...tallies];
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
}

function main() {
  const args = process.argv.slice(2);
  const writeDocs = args.includes('--docs');
  // Machines by id ('login,recovery') or, as Stryker names them, by file ('--mutate machines/login.machine.ts').
  const chosen = args
    .filter((a) => !a.startsWith('--'))
    .flatMap((a) => a.split(','))
    .map((a) => a.replace(/^machines\//, '').replace(/\.machine\.ts$/, ''));
  const machines = chosen.length ? chosen : [...machineIds];
  const resumed: Tally[] =
    args.includes('--resume') && existsSync('reports/mutation/summary.json')
      ? JSON.parse(readFileSync('reports/mutation/summary.json', 'utf8'))
      : [];
  const tallies: Tally[] = resumed.filter((t) => machines.includes(t.machine));
  for (const machine of machines) {
    if (tallies.some((t) => t.machine === machine)) continue;
    if (!machineIds.includes(machine)) throw new Error(`no machine ${machine} in machines/ (machines/${machine}.machine.ts)`);
    if (args.includes('--report')) {
      const earlier = (
        existsSync('reports/mutation/summary.json') ? (JSON.parse(readFileSync('reports/mutation/summary.json', 'utf8')) as Tally[]) : []
      ).find((t) => t.machine === machine);
      if (existsSync(`reports/mutation/${machine}.json`)) tallies.push(tally(machine, earlier?.seconds ?? 0));
      continue;
    }
    const mutate = [`machines/${machine}.machine.ts`, ...(HELPERS[machine] ?? [])].join(',');
    const started = Date.now();
    const run = spawnSync('npx', ['stryker', 'run', '--mutate', mutate, '--reporters', 'json,html'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, MUTATION_MACHINE: machine },
    });
    const seconds = (Date.now() - started) / 1000;
    if (run.status !== 0 || !existsSync(`reports/mutation/${machine}.json`))
      throw new Error(`stryker failed for ${machine} (exit ${run.status})`);
    const result = tally(machine, seconds);
    tallies.push(result);
    console.log(
      `${machine}: ${score(result).toFixed(1)} % (${result.killed + result.timeout} killed, ${result.survived + result.noCoverage} survived) in ${Math.round(seconds)} s`,
    );
    for (const survivor of result.survivors)
      console.log(`  survived ${survivor.where} ${survivor.mutator}: ${survivor.code} → ${survivor.replacement}`);
    saveSummary(tallies);
  }
  const markdown = table(tallies);
  console.log(`\n${markdown}`);
  saveSummary(tallies);
  writeFileSync('reports/mutation/survivors.md', survivorsList(tallies));
  const stale = EQUIVALENT_MUTANTS.filter((known) => !matched.has(known) && tallies.some((t) => known.file.includes(`/${t.machine}`)));
  for (const known of stale)
    console.warn(
      `equivalents.ts: no survivor matches ${known.file} ${known.mutator} \`${known.code}\` on a line with \`${known.line}\` any more`,
    );
  if (writeDocs) {
    writeFileSync('docs/mutation-survivors.md', survivorsList(tallies));
    const docs = readFileSync('docs/testing.md', 'utf8');
    const start = '<!-- mutation-table -->';
    const end = '<!-- /mutation-table -->';
    if (!docs.includes(start) || !docs.includes(end)) throw new Error('docs/testing.md has no mutation table markers');
    writeFileSync('docs/testing.md', docs.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${markdown}\n${end}`));
  }
}

main();
