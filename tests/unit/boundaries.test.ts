// @vitest-environment node
// The lint rules that keep machines pure and views free of the network.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('architecture boundaries', () => {
  it.each([
    ["import { useState } from 'react';\nexport const x = useState;", 'no-restricted-imports'],
    ["import ky from 'ky';\nexport const x = ky;", 'no-restricted-imports'],
    ["import { createApiClient } from '../src/api/client';\nexport const x = createApiClient;", 'no-restricted-imports'],
    ["import { Header } from '../src/ui/shell/Header';\nexport const x = Header;", 'no-restricted-imports'],
    ["import { createStorage } from '../src/platform/storage';\nexport const x = createStorage;", 'no-restricted-imports'],
    ["import { tr } from '../src/i18n/tr';\nexport const x = tr;", 'no-restricted-imports'],
    // Not even a type: the message keys reach machines/messageKey.ts by declaration merging.
    ["import type { TranslationKey } from '../src/i18n/dictionary';\nexport type K = TranslationKey;", 'no-restricted-imports'],
    ["import { createServer } from '../server/createServer';\nexport const x = createServer;", 'no-restricted-imports'],
    ['export const x = () => window.location.href;', 'no-restricted-globals'],
    ['export const x = () => document.title;', 'no-restricted-globals'],
    ["export const x = () => localStorage.getItem('a');", 'no-restricted-globals'],
    ['export const x = () => globalThis.localStorage;', 'no-restricted-properties'],
  ])('machines/ refuses %s', async (code, rule) => {
    expect(await ruleIds(code, 'machines/example.machine.ts')).toContain(rule);
  });

  it("machines/ may use xstate, the contract, the domain rules and the message keys' type", async () => {
    const code =
      "import { setup } from 'xstate';\nimport { LoginPayload } from '../contract/schemas';\nimport { parseLimitDraft } from '../domain/limits';\nimport type { MessageKey } from './messageKey';\nexport const x = [setup, LoginPayload, parseLimitDraft];\nexport type K = MessageKey;";
    expect(await ruleIds(code, 'machines/example.machine.ts')).toEqual([]);
  });

  // The contract and the domain rules stand on nothing of the app, the machines or the server; the contract not on the domain.
  it.each([
    ['contract/example.ts', "import { tr } from '../src/i18n/tr';\nexport const x = tr;"],
    ['contract/example.ts', "import { createApiClient } from '../src/api/client';\nexport const x = createApiClient;"],
    ['contract/example.ts', "import { loginMachine } from '../machines/login.machine';\nexport const x = loginMachine;"],
    ['contract/example.ts', "import { createServer } from '../server/createServer';\nexport const x = createServer;"],
    ['contract/example.ts', "import { parseLimitDraft } from '../domain/limits';\nexport const x = parseLimitDraft;"],
    ['domain/example.ts', "import { tr } from '../src/i18n/tr';\nexport const x = tr;"],
    ['domain/example.ts', "import { loginMachine } from '../machines/login.machine';\nexport const x = loginMachine;"],
    ['domain/example.ts', "import { createServer } from '../server/createServer';\nexport const x = createServer;"],
    ['server/example.ts', "import { tr } from '../src/i18n/tr';\nexport const x = tr;"],
    ['server/example.ts', "import { loginMachine } from '../machines/login.machine';\nexport const x = loginMachine;"],
    ['src/app/example.ts', "import { createServer } from '../../server/createServer';\nexport const x = createServer;"],
    ['src/ui/home/Example.tsx', "import { createServer } from '../../../server/createServer';\nexport const x = createServer;"],
  ])('%s refuses %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toContain('no-restricted-imports');
  });

  it.each([
    ['contract/example.ts', "import * as z from 'zod/mini';\nimport { Game } from './schemas';\nexport const x = [z, Game];"],
    ['domain/example.ts', "import { Game } from '../contract/schemas';\nexport const x = Game;"],
    [
      'server/example.ts',
      "import { Game } from '../contract/schemas';\nimport { rewriteDigitainUrl } from '../domain/launch';\nexport const x = [Game, rewriteDigitainUrl];",
    ],
  ])('%s may import %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toEqual([]);
  });

  // Feature zones: a feature imports itself and src/ui/shared; only the shell hosts features.
  it.each([
    ['src/ui/home/Example.tsx', "import { CasinoPage } from '../casino/CasinoPage';\nexport const x = CasinoPage;"],
    ['src/ui/payments/Example.tsx', "import { Layout } from '../shell/Layout';\nexport const x = Layout;"],
    ['src/ui/shared/Example.tsx', "import { HomePage } from '../home/HomePage';\nexport const x = HomePage;"],
    ['src/ui/shared/banners/Example.tsx', "import { Header } from '../../shell/Header';\nexport const x = Header;"],
    ['src/app/flows/example.ts', "import { TOP_MENU } from '../../ui/shell/navigation';\nexport const x = TOP_MENU;"],
  ])('%s refuses %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toContain('no-restricted-imports');
  });

  it.each([
    [
      'src/ui/home/Example.tsx',
      "import { GameTile } from '../shared/games/GameTile';\nimport { layout } from './homeLayout';\nexport const x = [GameTile, layout];",
    ],
    ['src/ui/shell/Example.tsx', "import { HomePage } from '../home/HomePage';\nexport const x = HomePage;"],
    [
      'src/ui/registration/Example.tsx',
      "import { registrationMachine } from '../../../machines/registration.machine';\nexport const x = registrationMachine;",
    ],
  ])('%s may import %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toEqual([]);
  });

  it('refuses an import ring, a lazy import included', async () => {
    // The header's box, made to load the player's part that imports it (the ring issue 23 removed).
    const code = "import { css } from 'goober';\nexport const area = css``;\nexport const load = () => import('./PlayerArea');";
    expect(await ruleIds(code, 'src/ui/shell/accountAreaBox.ts')).toContain('import-x/no-cycle');
    expect(await ruleIds("import { css } from 'goober';\nexport const area = css``;", 'src/ui/shell/accountAreaBox.ts')).toEqual([]);
  });

  it("server/ looks up no data among a plain object's prototype (issue 32, L4): `key in TABLE` is refused, a literal key is not", async () => {
    expect(
      await ruleIds('const SIZES = { banner: 1 };\nexport const known = (kind: string) => kind in SIZES;', 'server/media/example.ts'),
    ).toContain('no-restricted-syntax');
    expect(await ruleIds("export const paused = (o: object) => 'lockedMinutes' in o;", 'server/services/example.ts')).toEqual([]);
  });

  it('contract/ and domain/ touch no browser global (the server runs them too)', async () => {
    expect(await ruleIds('export const x = () => window.location.href;', 'domain/example.ts')).toContain('no-restricted-globals');
  });

  it.each([
    ["import ky from 'ky';\nexport const x = ky;", 'no-restricted-imports'],
    ["import { createApiClient } from '../../api/client';\nexport const x = createApiClient;", 'no-restricted-imports'],
    ["export const x = () => fetch('/api/x');", 'no-restricted-globals'],
  ])('src/ui/ refuses %s', async (code, rule) => {
    expect(await ruleIds(code, 'src/ui/example/View.tsx')).toContain(rule);
  });
});
