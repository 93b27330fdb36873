import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const browserOnlyGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
].map((name) => ({ name, message: 'machines/ are pure: receive effects through .provide() from src/.' }));

/**
 * The views' features (src/ui/<feature>/): each imports only itself and src/ui/shared; the shell (the frame
 * that hosts them) may import them, they never import it or each other.
 */
const uiFeatures = readdirSync(new URL('./src/ui/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared' && entry.name !== 'shell')
  .map((entry) => entry.name);
const viewsImport = (names) => ({
  regex: `^(\\.\\./)+(${names.join('|')})/`,
  message: 'A feature imports only itself and src/ui/shared (shared parts live there); only the shell hosts features.',
});
const featureZones = [
  ...uiFeatures.map((feature) => ({
    files: [`src/ui/${feature}/**/*.{ts,tsx}`],
    patterns: [viewsImport([...uiFeatures.filter((other) => other !== feature), 'shell'])],
  })),
  { files: ['src/ui/shared/**/*.{ts,tsx}'], patterns: [viewsImport([...uiFeatures, 'shell'])] },
];

/** What no view imports: the network. */
const viewPaths = [{ name: 'ky', message: 'Views never call the API.' }];
const viewPatterns = [
  { group: ['**/api/client', '**/api/client.ts'], message: 'Views never call the API.' },
  { group: ['**/server', '**/server/**'], message: 'nothing in src/ depends on the reference server.' },
];

/** Import patterns that keep `who` off the named top-level folders. */
const keepOut = (who, folders) =>
  folders.map((folder) => ({ group: [`**/${folder}`, `**/${folder}/**`], message: `${who} imports nothing of ${folder}/.` }));

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'playwright-report/', 'test-results/', '.data/', '.stryker-tmp/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // goober's glob`...` is a tagged template called for its effect.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
    },
  },
  { files: ['src/**/*.tsx', 'tests/ui/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  {
    // No import cycles in what runs (the app, the machines, the contract, the domain rules, the server): a ring
    // makes the order modules load in matter and hides which floor a module stands on. Type-only imports are
    // erased and do not count.
    files: ['contract/**/*.ts', 'domain/**/*.ts', 'machines/**/*.ts', 'src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Follow TypeScript modules too (by default the plugin reads only .js files' imports).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Server tests read response data loosely after the contract has checked it.
    files: ['tests/server/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The statecharts: no React, no DOM, no HTTP, no storage, no views.
    files: ['machines/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...browserOnlyGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'window', message: 'machines/ are pure.' },
        { object: 'globalThis', property: 'document', message: 'machines/ are pure.' },
        { object: 'globalThis', property: 'localStorage', message: 'machines/ are pure.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'machines/ are pure XState logic.' },
            { name: 'react-dom', message: 'machines/ are pure XState logic.' },
            { name: '@xstate/react', message: 'machines/ are pure XState logic.' },
            { name: 'ky', message: 'machines/ receive API calls as actors supplied by src/.' },
            { name: '@microsoft/signalr', message: 'machines/ receive the realtime link as an actor.' },
          ],
          patterns: [
            { group: ['**/src/ui', '**/src/ui/**', '**/ui/**'], message: 'machines/ never import views.' },
            { group: ['**/src/app', '**/src/app/**'], message: 'machines/ never import the app wiring.' },
            { group: ['**/src/platform', '**/src/platform/**'], message: 'machines/ receive platform services through .provide().' },
            { group: ['**/api/client', '**/api/client.ts'], message: 'machines/ receive API calls as actors supplied by src/.' },
            // The contract and the domain rules are top-level (contract/, domain/); nothing of src/, not even a type
            // (the message keys' type reaches machines/messageKey.ts by declaration merging).
            { regex: '(^|/)src/', message: 'machines/ import contract/ and domain/, not src/.' },
            { group: ['**/server/**'], message: 'machines/ never import the reference server.' },
          ],
        },
      ],
    },
  },
  {
    // The floors everything stands on: the wire contract (contract/) and the rules over it (domain/) serve the
    // client, the machines, the reference server and the tests, so they import none of them, and the contract
    // not the domain.
    files: ['contract/**/*.ts', 'domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals.map(({ name }) => ({ name, message: 'contract/ and domain/ run in the browser and on the server alike.' })),
      ],
      'no-restricted-imports': ['error', { patterns: keepOut('contract/ and domain/', ['src', 'machines', 'server']) }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: keepOut('contract/', ['src', 'machines', 'server', 'domain']) }] },
  },
  // The reference server speaks the contract; the app's code is not its to use (and src/ never imports it).
  // A request hashes a password only through the bounded scrypt queue (issue 32): the raw functions are the
  // queue's and the start-up seed's.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...keepOut('server/', ['src', 'machines']),
            {
              group: ['**/passwords'],
              importNames: ['hashPassword', 'verifyPassword', 'dummyHash'],
              message: 'hash through the scrypt queue: scryptFor(c) in a route of a call marked spendsScrypt (contract/calls.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/services/scryptQueue.ts', 'server/seed/seed.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: keepOut('server/', ['src', 'machines']) }] },
  },
  {
    // No prototype lookups on data (issue 32, L4): `'constructor' in TABLE` is true for every object, so
    // /media/constructor/x.svg answered 500. A key that is not written in the code is looked up among own keys.
    files: ['server/**/*.{ts,js}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='in'][left.type!='Literal']",
          message:
            "`key in object` finds Object.prototype's names too (constructor, __proto__, toString): use Object.hasOwn(object, key) or a Map.",
        },
      ],
    },
  },
  {
    // The app (the first screen included) never reaches into the reference server.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server', '**/server/**'], message: 'nothing in src/ depends on the reference server.' }] },
      ],
    },
  },
  {
    // Views render machine state and send events: no network.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never call the network; machines do, through actors.' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='in'][left.type!='Literal']",
          message:
            "`key in object` finds Object.prototype's names too (constructor, __proto__, toString): use Object.hasOwn(object, key) or a Map.",
        },
        {
          // A machine's state value is typed by its states: compared as typed (statePath, matches), a renamed state fails the compile.
          selector: "TSAsExpression[expression.property.name='value'][expression.object.name=/^(s|snapshot|state)$/]",
          message: 'Read a state as typed (s.value, statePath(s.value), s.matches, s.hasTag), not cast: a cast hides a renamed state.',
        },
        {
          // i18n.formatMoney is Intl's path: a page's first number format loads ICU's data (a 120 ms task on a slowed phone).
          selector: "CallExpression[callee.object.name='i18n'][callee.property.name='formatMoney']",
          message:
            'Write money with formatLira(amount, i18n.formatMoney) (src/platform/lira.ts), which asks Intl only for what it does not write.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: viewPaths,
          patterns: viewPatterns,
        },
      ],
    },
  },
  {
    // A flow's effects (src/app/flows) serve the machines; what they link to comes from the route table, not a view.
    files: ['src/app/flows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/ui', '**/ui/**'], message: 'Flows import no views: routes come from src/routes.ts.' },
            ...viewPatterns.slice(1),
          ],
        },
      ],
    },
  },
  // Feature zones (the same view rules, and no feature reaching into another).
  ...featureZones.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { paths: viewPaths, patterns: [...viewPatterns, ...patterns] }] },
  })),
);
