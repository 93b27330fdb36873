// What the boot script reads from local storage before the app's typed
// storage (src/platform/storage.ts) exists: the language, the fingerprint
// and the token the API client will send, and the top bar's read marker.
// Read by the same rules, so that the early calls carry the headers the
// client would; where the app decides otherwise (a record it rejects), the
// headers differ and the client fetches anew.
import type { RequestIdentity } from '../../contract/requestHeaders';
import { FINGERPRINT_PLACEHOLDER } from '../platform/fingerprintPlaceholder';
import { DEFAULT_LANGUAGE, isLanguage } from '../platform/languages';
import type { StorageKey } from '../platform/storage';

export type GetItem = (key: StorageKey) => string | null;

/** A stored value as JSON (older builds stored plain strings); undefined when absent or unreadable. */
function read(getItem: GetItem, key: StorageKey): unknown {
  let raw: string | null;
  try {
    raw = getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function storedIdentity(getItem: GetItem): RequestIdentity {
  const lang = read(getItem, 'lang');
  const fingerprint = read(getItem, 'fingerprint');
  const session = read(getItem, 'authData');
  const token =
    typeof session === 'object' && session !== null && 'token' in session && typeof session.token === 'string' && session.token !== ''
      ? session.token
      : null;
  return {
    locale: isLanguage(lang) ? lang : DEFAULT_LANGUAGE,
    fingerprint: typeof fingerprint === 'string' && fingerprint !== '' ? fingerprint : FINGERPRINT_PLACEHOLDER,
    token,
  };
}

export const topNotificationReadStored = (getItem: GetItem) => read(getItem, 'topNotificationRead') === true;
