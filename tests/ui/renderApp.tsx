import { render } from '@testing-library/react';
import { SimulatedClock } from 'xstate';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from 'wouter';
import { App } from '../../src/app/App';
import { createAppActors } from '../../src/app/appActors';
import type { Services } from '../../src/app/services';
import { createApiClient } from '../../src/api/client';
import { createFingerprintService } from '../../src/platform/fingerprint';
import { createI18n } from '../../src/platform/i18n';
import { createStorage, memoryBackend, type Language } from '../../src/platform/storage';

/** The real app over memory storage, a simulated clock and an in-memory route. */
export function renderApp(options: { path?: string; language?: Language; readMarkerStored?: boolean } = {}) {
  const path = options.path ?? '/';
  const language = options.language ?? 'tr';
  const storage = createStorage(memoryBackend());
  if (options.readMarkerStored) storage.write('topNotificationRead', true);
  const clock = new SimulatedClock();
  const page = { reload: vi.fn(), setRootClass: vi.fn((name: string, on: boolean) => document.body.classList.toggle(name, on)) };
  const services: Services = {
    storage,
    language,
    i18n: createI18n(language),
    fingerprint: createFingerprintService({ storage, source: async () => 'fp-test' }),
    api: createApiClient({
      baseUrl: 'http://127.0.0.1/api/',
      getToken: () => null,
      getLocale: () => language,
      getFingerprint: () => 'fp-test',
      onUnauthorized: () => {},
    }),
    clock: { ...clock, setTimeout: clock.setTimeout.bind(clock), clearTimeout: clock.clearTimeout.bind(clock), now: () => clock.now() },
    page,
  };
  const actors = createAppActors(services, path);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook}>
      <App context={{ actors, i18n: services.i18n, domains: { current: 'site1.example', next: 'site2.example' } }} />
    </Router>,
  );
  return { ...view, actors, storage, clock, page, navigate: location.navigate };
}
