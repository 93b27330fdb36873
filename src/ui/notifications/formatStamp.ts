import { LOCALE_TAGS } from '../../platform/i18n';
import type { Language } from '../../platform/storage';

/** One formatter a language and zone: a list of 100 notifications built 100 (ICU loads the locale's data for each). */
const formats = new Map<string, Intl.DateTimeFormat>();
function stampFormat(language: Language, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: 'numeric',
      month: 'short',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** Spec section 2: 'd.MMM.YY HH:MM', the timestamp read as UTC and shown in local time. */
export function formatStamp(timeStamp: string, language: Language, timeZone?: string): string {
  const date = new Date(timeStamp.endsWith('Z') ? timeStamp : `${timeStamp}Z`);
  const parts = stampFormat(language, timeZone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month').replace('.', '')}.${part('year')} ${part('hour')}:${part('minute')}`;
}
