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
    ["export const x = () => window.location.href;", 'no-restricted-globals'],
    ["export const x = () => document.title;", 'no-restricted-globals'],
    ["export const x = () => localStorage.getItem('a');", 'no-restricted-globals'],
    ["export const x = () => globalThis.localStorage;", 'no-restricted-properties'],
  ])('machines/ refuses %s', async (code, rule) => {
    expect(await ruleIds(code, 'machines/example.machine.ts')).toContain(rule);
  });

  it('machines/ may use xstate and the contract', async () => {
    const code = "import { setup } from 'xstate';\nimport { LoginPayload } from '../src/api/schemas';\nexport const x = [setup, LoginPayload];";
    expect(await ruleIds(code, 'machines/example.machine.ts')).toEqual([]);
  });

  it.each([
    ["import ky from 'ky';\nexport const x = ky;", 'no-restricted-imports'],
    ["import { createApiClient } from '../../api/client';\nexport const x = createApiClient;", 'no-restricted-imports'],
    ["export const x = () => fetch('/api/x');", 'no-restricted-globals'],
  ])('src/ui/ refuses %s', async (code, rule) => {
    expect(await ruleIds(code, 'src/ui/example/View.tsx')).toContain(rule);
  });
});
