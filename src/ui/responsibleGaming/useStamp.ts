import { LOCALE_TAGS } from '../../platform/i18n';
import { useApp } from '../shared/AppContext';

/** A time as players read it on the responsible-gaming page: Turkish time, day and hour. */
export function useStamp() {
  const { i18n } = useApp();
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[i18n.language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  });
  return (iso: string) => format.format(new Date(iso));
}
