import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../src/platform/formatDay';
import { LOCALE_TAGS } from '../../src/platform/i18n';
import { SUPPORTED_LANGUAGES } from '../../src/platform/storage';

describe('a day written as Intl writes it, without building its format', () => {
  const SEED = Number(process.env.FUZZ_SEED ?? 3102);
  const intl = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }),
    ]),
  );

  it('for every day and time of the years 1 to 9999, in every language', () => {
    console.info(`[formatDay] seed ${SEED} (replay: FUZZ_SEED=${SEED})`);
    const moments = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true });
    fc.assert(
      fc.property(moments, fc.constantFrom(...SUPPORTED_LANGUAGES), (moment, language) => {
        expect(formatDay(moment.toISOString(), language)).toBe(intl[language]!.format(moment));
      }),
      { seed: SEED, numRuns: 5_000 },
    );
    // The profile's own shapes: a birth date without a time, a member-since timestamp late on a UTC day.
    expect(formatDay('1990-03-05', 'tr')).toBe('5 Mart 1990');
    expect(formatDay('2026-11-28T23:59:59.999Z', 'en')).toBe('28 November 2026');
    for (const month of ['02', '05', '08', '09', '11', '12'])
      expect(formatDay(`2000-${month}-01`, 'tr')).toBe(intl.tr!.format(new Date(`2000-${month}-01`)));
  });

  it('leaves other years to Intl', () => {
    for (const iso of ['-000100-06-01T00:00:00Z', '0000-12-31T00:00:00Z', '+010000-01-01T00:00:00Z']) {
      for (const language of SUPPORTED_LANGUAGES) expect(formatDay(iso, language), iso).toBe(intl[language]!.format(new Date(iso)));
    }
  });
});
