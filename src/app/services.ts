// The platform services, created once per page load and handed to the
// actors through .provide(). Nothing here renders.
import { createApiClient, type ApiClient } from '../api/client';
import { browserClock, type Clock } from '../platform/clock';
import { createFingerprintService, type FingerprintService } from '../platform/fingerprint';
import { createI18n, type I18n } from '../platform/i18n';
import { DEFAULT_LANGUAGE, browserBackend, createStorage, type Language, type TypedStorage } from '../platform/storage';

export interface Services {
  storage: TypedStorage;
  language: Language;
  i18n: I18n;
  fingerprint: FingerprintService;
  api: ApiClient;
  clock: Clock;
  /** Things the page does that no machine may do itself. */
  page: {
    reload(): void;
    setRootClass(name: string, on: boolean): void;
  };
}

export function createServices(options: { onUnauthorized?: () => void } = {}): Services {
  const storage = createStorage(browserBackend());
  const language = storage.read('lang') ?? DEFAULT_LANGUAGE;
  const i18n = createI18n(language);
  const bootstrap = storage.read('bootstrap');
  if (bootstrap) i18n.merge(bootstrap.translationList);
  const fingerprint = createFingerprintService({ storage });
  // Until the session machine lands, a 401 only drops the stored session.
  const onUnauthorized = options.onUnauthorized ?? (() => storage.remove('authData'));
  const api = createApiClient({
    baseUrl: new URL('./api/', document.baseURI).href,
    getToken: () => storage.read('authData')?.token ?? null,
    getLocale: () => language,
    getFingerprint: () => fingerprint.current(),
    onUnauthorized,
  });
  return {
    storage,
    language,
    i18n,
    fingerprint,
    api,
    clock: browserClock,
    page: {
      reload: () => window.location.reload(),
      setRootClass: (name, on) => document.body.classList.toggle(name, on),
    },
  };
}
