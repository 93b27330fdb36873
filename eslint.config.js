import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const browserOnlyGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch', 'XMLHttpRequest', 'WebSocket'].map(
  (name) => ({ name, message: 'machines/ are pure: receive effects through .provide() from src/.' }),
);

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
          ],
        },
      ],
    },
  },
  {
    // Views render machine state and send events: no network.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never call the network; machines do, through actors.' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'ky', message: 'Views never call the API.' }],
          patterns: [{ group: ['**/api/client', '**/api/client.ts'], message: 'Views never call the API.' }],
        },
      ],
    },
  },
);
