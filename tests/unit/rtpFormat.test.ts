import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRtp } from '../../src/ui/shared/games/rtpFormat';
import { LOCALE_TAGS } from '../../src/platform/i18n';
import { SUPPORTED_LANGUAGES } from '../../src/platform/storage';

describe("a game's return to player written as Intl writes a percentage, without building its format", () => {
  const SEED = Number(process.env.FUZZ_SEED ?? 3107);
  const intl = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    ]),
  );
  const asIntl = (language: string, rtp: number) => intl[language]!.format(rtp / 100);

  it('for any number, in every language', () => {
    console.info(`[rtpFormat] seed ${SEED} (replay: FUZZ_SEED=${SEED})`);
    const rtps = fc.oneof(
      // What a game's RTP is: a percent with up to three decimals.
      fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000),
      // Halves where rounding turns: x.xx5.
      fc.integer({ min: -100_000, max: 100_000 }).map((hundredths) => hundredths / 100 + 0.005),
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(rtps, fc.constantFrom(...SUPPORTED_LANGUAGES), (rtp, language) => {
        expect(formatRtp(language, rtp)).toBe(asIntl(language, rtp));
      }),
      { seed: SEED, numRuns: 20_000 },
    );
    expect(formatRtp('tr', 96.5)).toBe('%96,50');
    expect(formatRtp('en', 96.5)).toBe('96.50%');
    for (const rtp of [0, -0, 1.005, 99.995, -0.001, 1234.5, 1e-5, 1e-4, 1e11, Infinity, -Infinity, NaN])
      for (const language of SUPPORTED_LANGUAGES) expect(formatRtp(language, rtp), `${rtp}`).toBe(asIntl(language, rtp));
  });
});
