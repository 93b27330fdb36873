// A day written as Intl writes it with `{ dateStyle: 'long', timeZone: 'UTC' }`
// in the site's locales ('5 Mart 1990', '5 March 1990'), without building a
// DateTimeFormat: the first one the page builds loads the locale's calendar
// data, 15 ms of the account page's first render on a desktop core and a
// 60 ms long task on a 4×-slowed phone (issue 31, docs/performance.md).
// Held to Intl's own answers in tests/unit/formatDay.test.ts; days outside the
// years 1 to 9999 (no era, no padding rules to restate) go to Intl.
import { LOCALE_TAGS } from './i18n';
import type { Language } from './storage';

const MONTHS: Record<Language, readonly string[]> = {
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const intlFormats = new Map<Language, Intl.DateTimeFormat>();
function intlDay(language: Language, day: Date): string {
  let format = intlFormats.get(language);
  if (!format) intlFormats.set(language, (format = new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(day);
}

/** An ISO date or timestamp as its UTC day in the player's language; Intl's answer for what this does not write. */
export function formatDay(iso: string, language: Language): string {
  const day = new Date(iso);
  const year = day.getUTCFullYear();
  if (!(year >= 1 && year <= 9999)) return intlDay(language, day);
  return `${day.getUTCDate()} ${MONTHS[language][day.getUTCMonth()]} ${year}`;
}
