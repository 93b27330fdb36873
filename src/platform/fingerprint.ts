// The device fingerprint sent as `x-fingerprint` and in the hub's query.
// Computed once with @fingerprintjs/fingerprintjs (loaded lazily, off the first
// screen's bundle), stored, and reused. If it cannot be had within 1000 ms the
// fixed placeholder is used for this visit and the next visit tries again.
import { FINGERPRINT_PLACEHOLDER } from './fingerprintPlaceholder';
import type { TypedStorage } from './storage';

export { FINGERPRINT_PLACEHOLDER } from './fingerprintPlaceholder';

export const FINGERPRINT_TIMEOUT_MS = 1000;

export type VisitorIdSource = () => Promise<string>;

/** Loads the library on first use only. */
export const fingerprintJsVisitorId: VisitorIdSource = async () => {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  // monitoring: false. The library otherwise reports a sample of loads to
  // openfpcdn.io; the site fetches nothing from outside (the CSP would block
  // it anyway, with a console error the e2e tests caught).
  const agent = await load({ monitoring: false });
  const result = await agent.get();
  return result.visitorId;
};

export interface FingerprintService {
  /** The stored fingerprint, or the placeholder until one is computed. */
  current(): string;
  /** Computes and stores the fingerprint once; resolves within the timeout. */
  ensure(): Promise<string>;
}

export function createFingerprintService(options: {
  storage: TypedStorage;
  source?: VisitorIdSource;
  timeoutMs?: number;
}): FingerprintService {
  const { storage, source = fingerprintJsVisitorId, timeoutMs = FINGERPRINT_TIMEOUT_MS } = options;
  let pending: Promise<string> | null = null;

  const current = () => storage.read('fingerprint') ?? FINGERPRINT_PLACEHOLDER;

  function ensure(): Promise<string> {
    const stored = storage.read('fingerprint');
    if (stored) return Promise.resolve(stored);
    pending ??= new Promise<string>((resolve) => {
      const timer = globalThis.setTimeout(() => resolve(FINGERPRINT_PLACEHOLDER), timeoutMs);
      source().then(
        (visitorId) => {
          globalThis.clearTimeout(timer);
          if (visitorId) {
            storage.write('fingerprint', visitorId);
            resolve(visitorId);
          } else {
            resolve(FINGERPRINT_PLACEHOLDER);
          }
        },
        () => {
          globalThis.clearTimeout(timer);
          resolve(FINGERPRINT_PLACEHOLDER);
        },
      );
    }).finally(() => {
      pending = null;
      // User Timing: when the fingerprint was ready (npm run bench:first-paint reads it).
      globalThis.performance?.mark?.('casino:fingerprint-ready');
    });
    return pending;
  }

  return { current, ensure };
}
