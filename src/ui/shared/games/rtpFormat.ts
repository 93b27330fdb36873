// A game's return to player as the page's language writes a percentage. One
// Intl.NumberFormat per language for every tile: each tile made its own, and
// making one loads its locale's data, about 130 ms of a 4×-slowed phone's
// home page render over its tiles (issue 31).
import { LOCALE_TAGS } from '../../../platform/i18n';
import type { Language } from '../../../platform/storage';

const formats = new Map<Language, Intl.NumberFormat>();

/** `rtp` in percent (96.5 → "%96,50" in Turkish, "96.50%" in English). */
export function formatRtp(language: Language, rtp: number): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(language, format);
  }
  return format.format(rtp / 100);
}
