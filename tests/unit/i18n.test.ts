// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STRING_PACKS } from '../../src/i18n/allStrings';
import { en } from '../../src/i18n/en';
import { addStrings } from '../../src/i18n/packs';
import { tr } from '../../src/i18n/tr';
import fc from 'fast-check';
import { createI18n, LIRA_FORMAT } from '../../src/platform/i18n';
import { formatLira, formatTurkishDecimal } from '../../src/platform/lira';
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
    expect(i18n.lookup('later.body')).toBe('Body');
    expect(i18n.lookup('later.title')).toBe('Operator wording');
    expect(createI18n('tr').lookup('later.body')).toBe('Gövde');
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
    expect(i18n.lookup('operator.only')).toBe('From the operator');
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

  it('finds no text for a key the server names and no dictionary has; t, for keys the code knows, shows such a key rather than nothing', () => {
    expect(createI18n('en', en).lookup('no.such.key')).toBeNull();
    expect(createI18n('en', en).lookup('nav.casino')).toBe('Casino');
    // A key the types allow but no dictionary holds (a pack not loaded yet) shows itself.
    const t = createI18n('en', en).t as (key: string) => string;
    expect(t('no.such.key')).toBe('no.such.key');
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

  describe('money, written as Intl writes Turkish lira without building its format', () => {
    const intl = new Intl.NumberFormat('tr-TR', LIRA_FORMAT);
    const SEED = Number(process.env.FUZZ_SEED ?? 3101);
    const noIntl = () => {
      throw new Error('left to Intl');
    };

    it('in kuruş, in fractions of a kuruş, at the rounding halves and at the edges of its range', () => {
      console.info(`[lira] seed ${SEED} (replay: FUZZ_SEED=${SEED})`);
      // Every amount in its range it writes itself…
      const written = fc.oneof(
        fc.integer({ min: -1e15 + 1, max: 1e15 - 1 }).map((kurus) => kurus / 100),
        fc.integer({ min: 0, max: 1e9 }).map((kurus) => (kurus + 0.5) / 100),
        fc.integer({ min: -1e6, max: 1e6 }).map((thousandths) => thousandths / 1000),
        fc.double({ min: 1e-6, max: 1e13, maxExcluded: true, noNaN: true }).chain((size) => fc.constantFrom(size, -size)),
      );
      fc.assert(
        fc.property(written, (amount) => formatLira(amount, noIntl) === intl.format(amount)),
        { seed: SEED, numRuns: 20_000 },
      );
      // …and any number at all, with Intl for the rest, reads as Intl's.
      fc.assert(
        fc.property(fc.double(), (amount) => formatLira(amount, (x) => intl.format(x)) === intl.format(amount)),
        { seed: SEED, numRuns: 5_000 },
      );
      for (const amount of [0, -0, 1.005, 2.675, 0.125, -0.004, 0.000001, 9_999_999_999_999.99, 1234.5, -1234.5]) {
        expect(formatLira(amount, noIntl), String(amount)).toBe(intl.format(amount));
      }
    });

    it('and plain numbers with two decimals (the winners) the same way, as tr-TR writes them', () => {
      const decimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      fc.assert(
        fc.property(
          fc.oneof(
            fc.integer({ min: -1e15 + 1, max: 1e15 - 1 }).map((hundredths) => hundredths / 100),
            fc.integer({ min: 0, max: 1e9 }).map((hundredths) => (hundredths + 0.5) / 100),
            fc.double({ noNaN: false }),
          ),
          (amount) => formatTurkishDecimal(amount, (x) => decimal.format(x)) === decimal.format(amount),
        ),
        { seed: SEED, numRuns: 10_000 },
      );
      for (const amount of [0, -0, 1.005, 2.675, 1234.5, -1234.5, 9_999_999_999_999.99])
        expect(formatTurkishDecimal(amount, noIntl), String(amount)).toBe(decimal.format(amount));
    });

    it('leaves to Intl what it does not write: not a number, infinities, under a millionth, ten trillion and more', () => {
      for (const amount of [Number.NaN, Infinity, -Infinity, 1e-7, -1e-9, 1e13, -1e21]) {
        expect(
          formatLira(amount, (x) => intl.format(x)),
          String(amount),
        ).toBe(intl.format(amount));
        expect(() => formatLira(amount, noIntl)).toThrow('left to Intl');
      }
    });
  });
});
