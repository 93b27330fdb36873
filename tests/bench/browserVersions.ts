// The versions a browser figure was measured with: every table the
// benchmarks write names them, since a figure of another Chromium build or
// Lighthouse release is not comparable (docs/performance.md).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '../../scripts/referenceServer';

/** "156.0.8078.108": the version of the Chromium the benchmarks launch (`chromium --version`). */
export function chromiumVersion(): string {
  const printed = execFileSync(chromiumLaunchOptions.executablePath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const version = /\d+\.\d+\.\d+\.\d+/.exec(printed);
  if (!version) throw new Error(`no version in "${printed.trim()}"`);
  return version[0];
}

/** "12.8.2": the Lighthouse package installed (its package.json; the package's exports do not name that file). */
export function lighthouseVersion(): string {
  const { version } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string };
  return version;
}
