// @vitest-environment node
// Packs of strings load with the screens that show them (src/i18n/packs.ts):
// a module that names a key of a pack must register that pack itself, so
// that no import order, lazy split or refactor can show a player the raw key
// (issue 19: a pack registered only by a parent showed keys when the child
// was loaded first). Keys built at run time (`casino.type${n}`) are beyond a
// static check; the browser tests' raw-key guard covers those.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as packModules from '../../src/i18n/allStrings';
import { accountStrings } from '../../src/i18n/accountStrings';
import { apiErrorStrings } from '../../src/i18n/apiErrorStrings';
import { casinoStrings } from '../../src/i18n/casinoStrings';
import { dashboardStrings } from '../../src/i18n/dashboardStrings';
import { footerStrings } from '../../src/i18n/footerStrings';
import { limitOfferStrings } from '../../src/i18n/limitOfferStrings';
import { notFoundStrings } from '../../src/i18n/notFoundStrings';
import { notificationStrings } from '../../src/i18n/notificationStrings';
import { playerStrings } from '../../src/i18n/playerStrings';
import { responsibleGamingStrings } from '../../src/i18n/responsibleGamingStrings';
import { walletStrings } from '../../src/i18n/walletStrings';

const PACKS = {
  accountStrings,
  apiErrorStrings,
  casinoStrings,
  dashboardStrings,
  footerStrings,
  limitOfferStrings,
  notFoundStrings,
  notificationStrings,
  playerStrings,
  responsibleGamingStrings,
  walletStrings,
};
const ROOT = join(__dirname, '../..');

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The pack each key belongs to. */
const packOfKey = new Map(Object.entries(PACKS).flatMap(([name, pack]) => keysOf(pack.tr).map((key) => [key, name] as const)));

/** The packs a source names keys of, and whether it registers each. */
function unregisteredPacks(source: string): string[] {
  const named = new Set<string>();
  for (const match of source.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)['"`]/g)) {
    const pack = packOfKey.get(match[1]!);
    if (pack) named.add(pack);
  }
  return [...named].filter((pack) => !new RegExp(`addStrings\\(${pack}\\)`).test(source));
}

describe('string packs', () => {
  it('lists every pack in the table the tests and tools read', () => {
    expect(new Set(packModules.STRING_PACKS)).toEqual(new Set(Object.values(PACKS)));
  });

  it('are registered by every module that names one of their keys', () => {
    const offenders = sourceFiles(join(ROOT, 'src'))
      .map((file) => ({ file: relative(ROOT, file), missing: unregisteredPacks(readFileSync(file, 'utf8')) }))
      .filter(({ missing }) => missing.length > 0)
      .map(({ file, missing }) => `${file}: addStrings(${missing.join('), addStrings(')})`);
    expect(offenders).toEqual([]);
  });

  it('bites: a module naming a pack key without registering the pack is found', () => {
    expect(unregisteredPacks(`t('${keysOf(casinoStrings.tr)[0]}')`)).toEqual(['casinoStrings']);
    expect(unregisteredPacks(`addStrings(casinoStrings); t('${keysOf(casinoStrings.tr)[0]}')`)).toEqual([]);
  });
});
