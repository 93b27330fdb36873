// A game's return to player as the page's language writes a percentage,
// written out rather than asked of Intl: a page's first Intl.NumberFormat
// loads its locale's data, 110–140 ms in one task of a 4×-slowed phone's home
// page, where the game tiles' details render (issue 31). It writes what
// Intl.NumberFormat (percent, two decimals) writes, rounding as Intl does:
// half away from zero on the shortest decimal of the number Intl would be
// given (rtp / 100), with the balance's rounding (platform/lira.ts). What it does not write that way (not finite, under a
// millionth of the fraction, or a hundred billion percent or more) goes to
// Intl. tests/unit/rtpFormat.test.ts holds it to Intl's answers.
import { LOCALE_TAGS } from '../../../platform/i18n';
import { signOf, writeHundredths } from '../../../platform/lira';
import type { Language } from '../../../platform/storage';

const formats = new Map<Language, Intl.NumberFormat>();

function viaIntl(language: Language, rtp: number): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(language, format);
  }
  return format.format(rtp / 100);
}

/** Each language's separators and where its percent sign goes. */
const WRITING: Record<Language, { group: string; decimal: string; write(number: string): string }> = {
  tr: { group: '.', decimal: ',', write: (number) => `%${number}` },
  en: { group: ',', decimal: '.', write: (number) => `${number}%` },
};

/** `rtp` in percent (96.5 → "%96,50" in Turkish, "96.50%" in English). */
export function formatRtp(language: Language, rtp: number): string {
  const fraction = rtp / 100;
  const size = Math.abs(fraction);
  if (!Number.isFinite(fraction) || size >= 1e9 || (size !== 0 && size < 1e-6)) return viaIntl(language, rtp);
  // In that range String() writes no exponent; the percent is the fraction's digits moved two places.
  const [whole = '0', decimals = ''] = String(size).split('.');
  const { group, decimal, write } = WRITING[language];
  return signOf(fraction) + write(writeHundredths(whole + decimals.slice(0, 2).padEnd(2, '0'), decimals.slice(2), group, decimal));
}
