import { en } from '../../src/i18n/en';
import { tr } from '../../src/i18n/tr';
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
import type { LinkReport } from '../../src/platform/realtime';
import { createStorage, memoryBackend, type Language } from '../../src/platform/storage';

/** Answers for the fake API: path (e.g. 'auth/login') → JSON body, or a promise of one. */
export type FakeApi = Record<string, (body: unknown) => unknown>;

function fakeFetch(api: FakeApi): typeof fetch {
  return (async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/api\//, '');
    const handler = api[path];
    if (!handler) return new Response(JSON.stringify({ success: false, message: 'not found' }), { status: 404 });
    const text = await input.text();
    const answer = await handler(text ? JSON.parse(text) : undefined);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const ok = (data: unknown) => () => ({ success: true, message: '', data });
/** Calls every page start makes (the home page's sections, favourites): quiet, empty answers unless a test says otherwise. */
const QUIET: FakeApi = {
  'transaction/topwinners': ok([]),
  'cms/promotions': ok([]),
  'casino/categorygames': ok([]),
  'casino/favorites': ok({ userFavoriteList: [] }),
  // A player's home page: their recently played and hearted games.
  'casino/recentgames': ok([]),
  'casino/favoritegames': ok([]),
  'casino/providers': ok([]),
};

/** The real app over memory storage, a simulated clock, an in-memory route and a fake API. */
export function renderApp(
  options: { path?: string; language?: Language; readMarkerStored?: boolean; api?: FakeApi; session?: Record<string, unknown> } = {},
) {
  const path = options.path ?? '/';
  const language = options.language ?? 'tr';
  const storage = createStorage(memoryBackend());
  if (options.readMarkerStored) storage.write('topNotificationRead', true);
  if (options.session) storage.write('authData', { fingerprint: 'fp-test', ...options.session } as never);
  const clock = new SimulatedClock();
  /** The fake hub: `hub.report?.({ type: 'HUB.MESSAGE', … })` pushes as the server would. */
  const hub: { report: ((event: LinkReport) => void) | null } = { report: null };
  const location = memoryLocation({ path, record: true });
  const page = {
    reload: vi.fn(),
    navigate: vi.fn((to: string) => location.navigate(to)),
    setRootClass: vi.fn((name: string, on: boolean) => document.body.classList.toggle(name, on)),
    settled: async () => {},
  };
  const services: Services = {
    storage,
    initialBootstrap: storage.read('bootstrap') ?? null,
    language,
    i18n: createI18n(language, language === 'en' ? en : tr),
    fingerprint: createFingerprintService({ storage, source: async () => 'fp-test' }),
    api: createApiClient({
      baseUrl: 'http://127.0.0.1/api/',
      getToken: () => storage.read('authData')?.token ?? null,
      getLocale: () => language,
      getFingerprint: () => 'fp-test',
      onUnauthorized: () => actorsRef.current?.session.send({ type: 'UNAUTHORIZED' }),
      fetch: fakeFetch({ ...QUIET, ...options.api }),
    }),
    celebrate: vi.fn(),
    openLink: ({ report }) => {
      hub.report = report;
      report({ type: 'HUB.CONNECTED' });
      return () => (hub.report = null);
    },
    clock: { ...clock, setTimeout: clock.setTimeout.bind(clock), clearTimeout: clock.clearTimeout.bind(clock), now: () => clock.now() },
    page,
  };
  const actorsRef: { current: ReturnType<typeof createAppActors> | null } = { current: null };
  const actors = createAppActors(services, path);
  actorsRef.current = actors;
  const view = render(
    <Router hook={location.hook}>
      <App context={{ actors, i18n: services.i18n, siteHost: 'site1.example' }} />
    </Router>,
  );
  return { ...view, actors, storage, clock, page, hub, services, navigate: location.navigate };
}
