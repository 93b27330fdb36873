// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STRING_PACKS } from '../../src/i18n/allStrings';
import { en } from '../../src/i18n/en';
import { addStrings } from '../../src/i18n/packs';
import { tr } from '../../src/i18n/tr';
import { createI18n } from '../../src/platform/i18n';
import { offeredLanguages } from '../../src/platform/languages';

function keysOf(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  it('has the same keys in Turkish and English, and no empty text', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
    for (const table of [tr, en]) {
      for (const key of keysOf(table)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table);
        expect(value, key).toMatch(/\S/);
      }
    }
  });

  it('has the same keys in Turkish and English in every pack, no empty text, and no key the first screen already has', () => {
    const shellKeys = new Set(keysOf(tr));
    for (const pack of STRING_PACKS) {
      expect(keysOf(pack.en).sort()).toEqual(keysOf(pack.tr).sort());
      for (const key of keysOf(pack.tr)) expect(shellKeys.has(key), key).toBe(false);
      for (const table of [pack.tr, pack.en]) {
        for (const key of keysOf(table)) {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table);
          expect(value, key).toMatch(/\S/);
        }
      }
    }
  });

  it('takes a pack loaded later into every language, under the operator’s own wording', () => {
    const i18n = createI18n('en', en);
    i18n.merge([{ key: 'later.title', value: 'Operator wording' }]);
    addStrings({ tr: { later: { title: 'Sonra', body: 'Gövde' } }, en: { later: { title: 'Later', body: 'Body' } } });
    expect(i18n.t('later.body')).toBe('Body');
    expect(i18n.t('later.title')).toBe('Operator wording');
    expect(createI18n('tr').t('later.body')).toBe('Gövde');
  });

  it('is Turkish by default and interpolates', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('tr');
    expect(i18n.t('topNotification.current', { current: 'site1.example' })).toBe('Güncel adresimiz: site1.example');
    expect(createI18n('en', en).t('topNotification.current', { current: 'x' })).toBe('Our current address: x');
  });

  it('merges the bootstrap translationList over the dictionary, dotted keys included', () => {
    const i18n = createI18n('en', en);
    i18n.merge([
      { key: 'nav.casino', value: 'Casino Games' },
      { key: 'operator.only', value: 'From the operator' },
    ]);
    expect(i18n.t('nav.casino')).toBe('Casino Games');
    expect(i18n.t('operator.only')).toBe('From the operator');
    expect(i18n.t('nav.sports')).toBe('Sports');
  });

  it('does not leak merged texts into another instance', () => {
    createI18n('tr').merge([{ key: 'nav.casino', value: 'Değişti' }]);
    expect(createI18n('tr').t('nav.casino')).toBe('Casino');
  });

  it('cases Turkish text with tr-TR rules', () => {
    const i18n = createI18n('tr');
    expect(i18n.upper('istanbul ılık')).toBe('İSTANBUL ILIK');
    expect(i18n.lower('İSTANBUL IŞIK')).toBe('istanbul ışık');
    expect(createI18n('en', en).upper('istanbul')).toBe('ISTANBUL');
  });

  it('formats money in Turkish lira with the tr-TR locale', () => {
    expect(createI18n('en', en).formatMoney(1234.5)).toBe('₺1.234,50');
  });

  it('shows the key rather than nothing for an unknown key', () => {
    expect(createI18n('en', en).t('no.such.key')).toBe('no.such.key');
  });
});

describe('the languages offered', () => {
  it('are the configuration’s list, as far as the site has texts for them; the chosen one always; both without a list', () => {
    expect(offeredLanguages(undefined, 'tr')).toEqual(['tr', 'en']);
    expect(offeredLanguages([], 'en')).toEqual(['tr', 'en']);
    expect(offeredLanguages([{ locale: 'en-GB' }, { locale: 'tr-TR' }], 'tr')).toEqual(['en', 'tr']);
    expect(offeredLanguages([{ locale: 'tr' }, { locale: 'de' }], 'tr')).toEqual(['tr']);
    expect(offeredLanguages([{ locale: 'tr' }], 'en')).toEqual(['en', 'tr']);
    expect(offeredLanguages([{ locale: 'de' }, { locale: 'ru' }], 'tr')).toEqual(['tr', 'en']);
  });
});
