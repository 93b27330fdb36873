// The platform services, created once per page load and handed to the
// actors through .provide(). Nothing here renders.
import { navigate } from 'wouter/use-browser-location';
import type { ApiClient } from '../api/client';
import { fetchTakingEarlyAnswers } from '../api/earlyCalls';
import type { BootstrapConfig } from '../../contract/startupSchemas';
import { createLazyApiClient } from '../api/lazyClient';
import { browserClock, type Clock } from '../platform/clock';
import { topModal } from '../platform/modalStack';
import { whenSettled } from '../platform/settled';
import { createFingerprintService, type FingerprintService } from '../platform/fingerprint';
import { createI18n, loadDictionary, type I18n } from '../platform/i18n';
import type { LinkReport } from '../platform/realtime';
import { earlyBootstrap } from './earlyBootstrap';
import { DEFAULT_LANGUAGE, browserBackend, createStorage, type Language, type TypedStorage } from '../platform/storage';

export interface Services {
  storage: TypedStorage;
  /** The configuration known at start: this visit's early answer if it has arrived, else the stored copy of an earlier visit. */
  initialBootstrap: BootstrapConfig | null;
  language: Language;
  i18n: I18n;
  fingerprint: FingerprintService;
  api: ApiClient;
  clock: Clock;
  /** Confetti on the registration celebration (canvas-confetti, loaded when needed). */
  celebrate(): void;
  /** Opens the realtime link; returns a function that closes it. */
  openLink(options: { url: string; token: string; report: (event: LinkReport) => void }): () => void;
  /** Things the page does that no machine may do itself. */
  page: {
    reload(): void;
    navigate(path: string): void;
    setRootClass(name: string, on: boolean): void;
    /** Resolves once the page has loaded and painted its own content, in idle time (at most 2 s after load). */
    settled(): Promise<void>;
  };
}

/**
 * `onUnauthorized` is called on any 401 (the session logs out); it may be set
 * after the actors exist. Async only for the chosen language's dictionary.
 */
export async function createServices(onUnauthorized: () => void): Promise<Services> {
  const storage = createStorage(browserBackend());
  const language = storage.read('lang') ?? DEFAULT_LANGUAGE;
  const i18n = createI18n(language, await loadDictionary(language));
  const earlyCalls = window.casinoEarlyCalls;
  const initialBootstrap = earlyBootstrap(earlyCalls) ?? storage.read('bootstrap') ?? null;
  if (initialBootstrap) i18n.merge(initialBootstrap.translationList);
  const fingerprint = createFingerprintService({ storage });
  const api = createLazyApiClient({
    baseUrl: new URL('./api/', document.baseURI).href,
    getToken: () => storage.read('authData')?.token ?? null,
    getLocale: () => language,
    getFingerprint: () => fingerprint.current(),
    onUnauthorized,
    // The first screen's calls the boot script started are answered from there (src/api/earlyCalls.ts).
    fetch: fetchTakingEarlyAnswers(earlyCalls),
  });
  return {
    storage,
    initialBootstrap,
    language,
    i18n,
    fingerprint,
    api,
    clock: browserClock,
    // The link's code (and SignalR behind it) loads when a player is logged in, not with the first screen.
    openLink: (options) => {
      let close: (() => void) | null = null;
      let closed = false;
      import('../platform/realtime').then(
        ({ openRealtimeLink }) => {
          if (!closed) close = openRealtimeLink(options);
        },
        () => !closed && options.report({ type: 'HUB.ERROR' }),
      );
      return () => {
        closed = true;
        close?.();
      };
    },
    celebrate: () => {
      // Not on the first screen's bundle; a player who asks for less motion gets none.
      if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
      void import('canvas-confetti').then(async ({ default: confetti }) => {
        // On a canvas of our own inside the topmost dialog: canvas-confetti's own goes on <body>, which an open modal dialog covers.
        const canvas = document.createElement('canvas');
        canvas.setAttribute('aria-hidden', 'true');
        canvas.dataset.confetti = '';
        canvas.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;pointer-events:none;z-index:2147483647';
        (topModal() ?? document.body).append(canvas);
        // No worker: canvas-confetti's worker comes from a blob: URL, which the CSP refuses.
        await confetti.create(canvas, { resize: true, useWorker: false })({ particleCount: 120, spread: 80, origin: { y: 0.6 } });
        canvas.remove();
      });
    },
    page: {
      reload: () => window.location.reload(),
      navigate: (path) => navigate(path),
      setRootClass: (name, on) => document.body.classList.toggle(name, on),
      settled: () => new Promise<void>((resolve) => void whenSettled(resolve)),
    },
  };
}
