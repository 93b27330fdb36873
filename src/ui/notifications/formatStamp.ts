import { LOCALE_TAGS } from '../../platform/i18n';
import type { Language } from '../../platform/storage';

/** Spec section 2: 'd.MMM.YY HH:MM', the timestamp read as UTC and shown in local time. */
export function formatStamp(timeStamp: string, language: Language, timeZone?: string): string {
  const date = new Date(timeStamp.endsWith('Z') ? timeStamp : `${timeStamp}Z`);
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    day: 'numeric',
    month: 'short',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month').replace('.', '')}.${part('year')} ${part('hour')}:${part('minute')}`;
}
