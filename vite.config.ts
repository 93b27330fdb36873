import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { stripMachineDescriptions } from './scripts/stripMachineDescriptions';
import { precompress } from './scripts/precompress';
import { bootFrame } from './scripts/bootFrame';
import { compactGooberStyles } from './scripts/compactGooberCss';
import { preloadsOf, startStageGroups, startStages } from './scripts/startStages';
import { digitainHostsFrom } from './domain/launch';

/**
 * A file that replaces a module or a global (`vi.mock`, `vi.stubGlobal`…),
 * or says it tests what a module keeps (a line starting `// Runs isolated:`
 * with the reason), needs the modules loaded afresh: in a graph shared with
 * earlier files the real module is already loaded, and the replacement would
 * count or change nothing.
 */
const NEEDS_ITS_OWN_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|^\/\/ Runs isolated:/m;
/** The test files under `dirs` that need their own modules, read from the files so that a new one finds its project alone. */
const filesNeedingTheirOwnModules = (...dirs: string[]) =>
  dirs.flatMap((dir) =>
    readdirSync(new URL(`./${dir}`, import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file}`)
      .filter((file) => NEEDS_ITS_OWN_MODULES.test(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'))),
  );
const UNIT_FILES = ['tests/unit/**/*.test.ts', 'tests/ui/**/*.test.tsx', 'tests/model/**/*.test.ts'];
const UNIT_FILES_THAT_REPLACE = filesNeedingTheirOwnModules('tests/unit', 'tests/ui', 'tests/model');
const UNIT_TESTS = {
  testTimeout: 20_000,
  environment: 'jsdom',
  setupFiles: ['tests/ui/setup.ts', 'tests/support/failOnXstateWarnings.ts'],
};
const SERVER_FILES_THAT_REPLACE = filesNeedingTheirOwnModules('tests/server');
const SERVER_TESTS = {
  environment: 'node',
  globalSetup: ['tests/server/postgresServer.ts', 'tests/server/pgliteTemplate.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

// One config for the app build and for Vitest. Vitest's projects: `unit`
// (contract, platform, views), `server` (the reference server, on PGlite and
// PostgreSQL), each with a `-replacing` twin for the files that replace
// modules, and `model` (paths generated from machines).
export default defineConfig({
  // Served from the site root; index.html's <base href="/"> makes the
  // spec's relative './api/' and './hub/frnotify' resolve to /api/ and /hub/
  // from every route. Both change together for a sub-path deployment.
  base: '/',
  resolve: {
    // React 19's own useSyncExternalStore instead of the shim @xstate/react imports for older Reacts (src/platform/useSyncExternalStore.ts).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/platform/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    // Digitain's static hosts (VITE_DIGITAIN_STATIC_HOSTS, README), read and checked here: a wrong
    // setting stops the build, not a game later, and the page gets the list without its parser.
    {
      name: 'digitain-hosts',
      config: (_, { mode }) => ({
        define: {
          __DIGITAIN_STATIC_HOSTS__: JSON.stringify(digitainHostsFrom(loadEnv(mode, process.cwd(), 'VITE_').VITE_DIGITAIN_STATIC_HOSTS)),
        },
      }),
    },
    startStages(),
    react(),
    stripMachineDescriptions(),
    compactGooberStyles(),
    bootFrame(),
    precompress(),
  ],
  // The server replaces the placeholder with a fresh nonce per page (and puts
  // it in the CSP): SoftGamings' sandboxed frame inherits the policy and runs
  // its scripts with it. Vite adds <meta property="csp-nonce">.
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
    // dist/.vite/manifest.json feeds scripts/bundleReport.mjs (budgets).
    manifest: true,
    // No modulepreload polyfill (about 0.4 KB gzip on the first screen): every
    // browser that runs our es2022 build but lacks modulepreload (Safari 16)
    // still loads each lazy chunk's imports, only without the head start.
    // A dynamic import's preload list leaves out the first screen's chunks,
    // loaded by then (scripts/startStages.ts).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (imported, deps, { hostType }) => (hostType === 'js' ? preloadsOf(imported, deps) : deps),
    },
    rolldownOptions: {
      output: {
        // What the first screen imports statically, in one chunk: one
        // request, and gzip sees it whole rather than in a dozen small
        // shared chunks that lazy views also import. Its later stage (the
        // services and the machines, imported a task later) in a chunk of
        // its own, preloaded beside it (scripts/startStages.ts).
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'], priority: 3 },
            ...startStageGroups.map((group, stage) => ({ ...group, priority: 2 - stage })),
          ],
        },
        // Lazy chunks by their hash alone: the first screen lists every one of
        // them (with its imports, for modulepreload), and their names were
        // 1.9 KB of it; the source maps and the size report still name them.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  preview: { host: '127.0.0.1', port: 8080, strictPort: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `npm run dev` talks to `npm run dev:server` (the reference server on 8080).
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/hub': { target: 'ws://127.0.0.1:8080', ws: true },
      '/media': 'http://127.0.0.1:8080',
      '/demo': 'http://127.0.0.1:8080',
      '/dev': 'http://127.0.0.1:8080',
      '/launch': 'http://127.0.0.1:8080',
    },
  },
  test: {
    // Two cores: one worker per core.
    maxWorkers: 2,
    // The unit and server files share one module graph a worker (`isolate:
    // false`): neither src/ nor server/ keeps state in its modules that one
    // file could leave to the next (the server's caches and stores hang off
    // each test's own deps; tests/ui/setup.ts empties the page and its
    // storage before each file), and loading the server's graph once a file
    // cost more than its tests. Issue 31: the server project 316 → 203 s, the
    // unit project 109 → 67 s. `npx vitest run --sequence.shuffle` checks that
    // no file depends on the order. Files that replace modules stay isolated.
    projects: [
      {
        extends: true,
        test: {
          ...UNIT_TESTS,
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...UNIT_FILES_THAT_REPLACE, 'node_modules/**'],
          isolate: false,
        },
      },
      { extends: true, test: { ...UNIT_TESTS, name: 'unit-replacing', include: UNIT_FILES_THAT_REPLACE } },
      {
        extends: true,
        test: {
          ...SERVER_TESTS,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...SERVER_FILES_THAT_REPLACE, 'node_modules/**'],
          isolate: false,
        },
      },
      { extends: true, test: { ...SERVER_TESTS, name: 'server-replacing', include: SERVER_FILES_THAT_REPLACE } },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/machines/paths.test.ts'],
          environment: 'node',
          // The path tests are pure (no DOM, no globals they change): one module graph per worker rather than
          // one per file saves loading XState, the machines and the contract 40 times (issue 22: under 15 s).
          isolate: false,
          setupFiles: ['tests/support/failOnXstateWarnings.ts'],
          globalSetup: ['tests/model/reportCoverage.ts'],
        },
      },
    ],
  },
});
