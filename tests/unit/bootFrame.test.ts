// index.html's boot script (src/boot), as the build inlines it: it starts
// the first screen's calls, makes room for the top bar by the app's rule,
// and paints the page's first banner into the frame; nothing an answer or
// the browser's storage holds makes it throw or paint an unsafe picture.
// What it reads from storage matches what the app's typed storage reads, so
// the early calls carry the headers the client would send.
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestHeaders } from '../../contract/requestHeaders';
import { firstBannerImages } from '../../src/boot/firstBanner';
import { frameMarkup } from '../../src/boot/frame';
import { storedIdentity, topNotificationReadStored } from '../../src/boot/storedIdentity';
import { FINGERPRINT_PLACEHOLDER } from '../../src/platform/fingerprint';
import { DEFAULT_LANGUAGE, createStorage, memoryBackend } from '../../src/platform/storage';
import { sliderOfPath } from '../../src/ui/shared/sliders';
import { buildBootScript, frameTitles } from '../../scripts/bootFrame';

const SEED = Number(process.env.FUZZ_SEED ?? 2001);

let bootScript = '';
beforeAll(async () => {
  bootScript = await buildBootScript();
}, 60_000);

const banner = (name: string) => ({
  url: '/promotions',
  target: '_self',
  images: [`/media/banner-sm/${name}.svg`, `/media/banner-md/${name}.svg`, `/media/banner/${name}.svg`],
});
const answerWith = (sliderList: unknown) => ({ success: true, message: '', data: { sliderList } });
const homeAnswer = answerWith([
  { slug: 'casino', banners: [banner('casino-1')] },
  { slug: 'home', banners: [] },
  { slug: 'home', banners: [banner('hosgeldin'), banner('ikinci')] },
]);

/** Runs the built boot script on a page at `path` whose configuration call answers `answer`. */
async function boot(path: string, answer: () => Promise<Response>, storage: Record<string, string> = {}) {
  window.history.replaceState({}, '', path);
  document.body.className = '';
  document.body.innerHTML = `<div id="root">${frameMarkup(frameTitles())}</div>`;
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const fetchImpl = vi.fn(async (url: string) => (String(url).endsWith('cms/grouped') ? answer() : new Response('[]')));
  vi.stubGlobal('fetch', fetchImpl);
  window.fetch = fetchImpl as unknown as typeof fetch;
  new Function(bootScript)();
  await window.casinoEarlyCalls?.bootstrap?.json;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { fetchImpl, picture: document.querySelector('#boot-frame .boot-banner picture') };
}
/** A stored session, as the app stores it. */
const SESSION = { authData: JSON.stringify({ token: 'a-token', username: 'demo' }) };
/** The app's first render: React replaces #root's children with the header and its main area. */
function appDraws(main: string) {
  document.getElementById('root')!.innerHTML = `<header></header><main id="main">${main}</main>`;
  return new Promise((resolve) => setTimeout(resolve, 0));
}
const ok = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  window.casinoEarlyCalls = undefined;
});

describe('the boot script', () => {
  it('paints the first banner of the page’s slider, as the app would pick it, in its three sizes', async () => {
    const { picture, fetchImpl } = await boot('/', ok(homeAnswer));
    expect(fetchImpl.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/api/cms/grouped', '/api/cms/categorylist']);
    expect(picture).not.toBeNull();
    expect([...picture!.querySelectorAll('source')].map((s) => [s.media, s.srcset])).toEqual([
      ['(min-width: 1200px)', '/media/banner/hosgeldin.svg'],
      ['(min-width: 992px)', '/media/banner-md/hosgeldin.svg'],
    ]);
    expect(picture!.querySelector('img')!.getAttribute('src')).toBe('/media/banner-sm/hosgeldin.svg');
    expect(picture!.querySelector('img')!.alt).toBe('');
    expect(document.getElementById('boot-frame')!.classList.contains('boot-banner-page')).toBe(true);
  });

  it('paints the casino slider on the lobby pages and nothing where a page has no banners', async () => {
    expect((await boot('/casino/slot', ok(homeAnswer))).picture?.querySelector('img')?.getAttribute('src')).toBe(
      '/media/banner-sm/casino-1.svg',
    );
    const dashboard = await boot('/dashboard/account', ok(homeAnswer));
    expect(dashboard.picture).toBeNull();
    expect(document.getElementById('boot-frame')!.classList.contains('boot-banner-page')).toBe(false);
  });

  it('leaves the page to the app once the app has drawn it', async () => {
    window.history.replaceState({}, '', '/');
    let answer!: (response: Response) => void;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const run = boot('/', () => pending);
    await Promise.resolve();
    document.getElementById('root')!.innerHTML = '<main>the app</main>';
    answer(new Response(JSON.stringify(homeAnswer)));
    await run;
    expect(document.querySelector('picture')).toBeNull();
  });

  it('makes room for the top bar by the app’s rule: on the root path until it was closed once', async () => {
    await boot('/', ok(homeAnswer));
    expect(document.body.classList.contains('has-top-notification')).toBe(true);
    await boot('/', ok(homeAnswer), { topNotificationRead: 'true' });
    expect(document.body.classList.contains('has-top-notification')).toBe(false);
    await boot('/casino/slot', ok(homeAnswer));
    expect(document.body.classList.contains('has-top-notification')).toBe(false);
  });

  it(`never throws nor paints an unsafe picture, whatever the answer (seed ${SEED})`, async () => {
    const unsafeImage = fc.constantFrom(
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      'blob:http://x/1',
      'x'.repeat(5000),
    );
    const image = fc.oneof(fc.string(), unsafeImage, fc.constant('/media/banner-sm/a.svg'));
    const hostileBanner = fc.oneof(fc.anything(), fc.record({ images: fc.oneof(fc.anything(), fc.array(image, { maxLength: 4 })) }));
    const hostileAnswer = fc.oneof(
      fc.anything(),
      fc.record({
        success: fc.oneof(fc.constant(true), fc.anything()),
        data: fc.oneof(
          fc.anything(),
          fc.record({
            sliderList: fc.oneof(
              fc.anything(),
              fc.array(fc.record({ slug: fc.constantFrom('home', 'casino', 'x'), banners: fc.array(hostileBanner, { maxLength: 3 }) }), {
                maxLength: 3,
              }),
            ),
          }),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(hostileAnswer, fc.constantFrom('json', 'text', 'status'), async (body, form) => {
        const response = () =>
          form === 'json'
            ? ok(body)()
            : form === 'text'
              ? Promise.resolve(new Response(String(body).slice(0, 200)))
              : Promise.resolve(new Response(null, { status: 503 }));
        const { picture } = await boot('/', response);
        if (!picture) return;
        for (const src of [
          picture.querySelector('img')!.getAttribute('src')!,
          ...[...picture.querySelectorAll('source')].map((s) => s.srcset),
        ]) {
          expect(src.length).toBeLessThanOrEqual(2048);
          expect(new URL(src, 'https://site.example/').protocol).toMatch(/^https?:$/);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('survives a browser that refuses storage or the network', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      const { picture } = await boot('/', ok(homeAnswer));
      expect(picture).not.toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
    window.history.replaceState({}, '', '/');
    document.body.innerHTML = `<div id="root">${frameMarkup(frameTitles())}</div>`;
    window.fetch = (() => {
      throw new TypeError('fetch is not allowed');
    }) as unknown as typeof fetch;
    expect(() => new Function(bootScript)()).not.toThrow();
    expect(document.querySelector('picture')).toBeNull();
  });
});

describe('the boot script on a dashboard page', () => {
  it('paints a player’s page title in the stored language, with its breadcrumb, outside what the app’s first render clears', async () => {
    await boot('/dashboard/account', ok(homeAnswer), { ...SESSION, lang: JSON.stringify('en') });
    const title = document.getElementById('boot-title')!;
    expect(title.parentElement).toBe(document.body);
    expect(title.getAttribute('aria-hidden')).toBe('true');
    expect(title.querySelector('h1')!.textContent).toBe('Account Details');
    expect([...title.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['My account', 'Account Details']);
    expect(title.className).toBe('');
    await boot('/dashboard/financial-activities', ok(homeAnswer), SESSION);
    expect(document.querySelector('#boot-title h1')!.textContent).toBe('Finansal Hareketler');
    expect(document.getElementById('boot-title')!.className).toBe('wide');
  });

  it('stays over the app’s loading line and goes once the page (or anything else) is drawn, or the address changes', async () => {
    await boot('/dashboard/deposit', ok(homeAnswer), SESSION);
    await appDraws('');
    await appDraws('<p role="status">Yükleniyor...</p>');
    expect(document.getElementById('boot-title')).not.toBeNull();
    await appDraws('<section data-state="page.deposit"><h1>Para Yatır</h1></section>');
    expect(document.getElementById('boot-title')).toBeNull();
    await boot('/dashboard/deposit', ok(homeAnswer), SESSION);
    window.history.replaceState({}, '', '/');
    await appDraws('<p role="status">Yükleniyor...</p>');
    expect(document.getElementById('boot-title')).toBeNull();
  });

  it('paints nothing for a visitor, a page without a title, or another page', async () => {
    await boot('/dashboard/account', ok(homeAnswer));
    expect(document.getElementById('boot-title')).toBeNull();
    for (const path of ['/dashboard', '/dashboard/nope', '/casino/slot']) {
      await boot(path, ok(homeAnswer), SESSION);
      expect(document.getElementById('boot-title'), path).toBeNull();
    }
  });
});

describe('the boot script’s reading', () => {
  it('picks the banner the app picks: the first of every entry with the slug, in order', () => {
    expect(firstBannerImages(homeAnswer, 'home')?.[0]).toBe('/media/banner-sm/hosgeldin.svg');
    expect(firstBannerImages(homeAnswer, 'promotions')).toBeNull();
    expect(firstBannerImages({ ...homeAnswer, success: false }, 'home')).toBeNull();
  });

  it('routes: the slider of each page with banners', () => {
    expect(
      ['/', '/promotions', '/casino', '/casino/slot', '/casino/live', '/casino/play/abc', '/dashboard', '/pages/1'].map(sliderOfPath),
    ).toEqual(['home', 'promotions', 'casino', 'casino', 'live-casino', null, null, null]);
  });

  it(`reads the identity the app's storage reads, so the early calls carry the client's headers (seed ${SEED})`, () => {
    const stored = fc.option(fc.oneof(fc.string(), fc.json(), fc.constantFrom('"tr"', '"en"', 'en', '"de"', '""', 'null')), {
      nil: undefined,
    });
    const session = fc.option(
      fc.oneof(
        fc.json(),
        fc
          .record({
            token: fc.oneof(fc.string(), fc.constant('')),
            balance: fc.double(),
            username: fc.string(),
            usercode: fc.string(),
            phone: fc.string(),
            smsVerified: fc.boolean(),
          })
          .map((s) => JSON.stringify(s)),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(stored, stored, session, (lang, fingerprint, authData) => {
        const backend = memoryBackend();
        if (lang !== undefined) backend.setItem('lang', lang);
        if (fingerprint !== undefined) backend.setItem('fingerprint', fingerprint);
        if (authData !== undefined) backend.setItem('authData', authData);
        const boot = storedIdentity((key) => backend.getItem(key));
        const storage = createStorage(backend);
        const app = {
          locale: storage.read('lang') ?? DEFAULT_LANGUAGE,
          fingerprint: storage.read('fingerprint') ?? FINGERPRINT_PLACEHOLDER,
          token: storage.read('authData')?.token ?? null,
        };
        // Where the app accepts the stored values, both send the same headers; where it refuses a
        // session the boot script read, the headers differ and the client fetches anew.
        if (app.token === null && boot.token !== null) return;
        expect(requestHeaders(boot)).toEqual(requestHeaders(app));
      }),
      { seed: SEED, numRuns: 500 },
    );
    expect(topNotificationReadStored((key) => (key === 'topNotificationRead' ? 'true' : null))).toBe(true);
    expect(topNotificationReadStored(() => '"yes"')).toBe(false);
  });
});
