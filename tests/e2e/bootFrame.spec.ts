// index.html's boot frame (src/boot, issue 20): before the app's script has
// run, the page already shows its frame and its first banner, in the very
// box where the app then draws it, so nothing moves when the app takes over;
// and the app takes the first screen's two calls the boot script started
// instead of asking again.
import type { Browser, Page, Route } from '@playwright/test';
import { expect, motion, only, test } from './fixtures';
import { registerPlayer } from './helpers';

// The page with the motion most players get (playwright.config.ts runs the rest with reduced motion).
test.use(motion);

type Box = { x: number; y: number; width: number; height: number };

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 800, height: 900 }, // the desktop header, below the 992 px banner shape
  { width: 1000, height: 800 }, // 992 px: the 3:1 banner
  { width: 1280, height: 800 }, // 1200 px: the 4:1 banner
  { width: 1920, height: 1080 }, // the page's 90rem column
] as const;
type Viewport = { width: number; height: number };
const [PHONE, NARROW_DESKTOP, THREE_TO_ONE, , WIDE] = VIEWPORTS;
/**
 * Every width on the home page (the only one with the top bar above its
 * banner); each other page at two widths, so that every width is seen on two
 * pages. The banner's box is one rule for every page (src/ui/shared/bannerBox.ts):
 * the pages differ in their slider, not in their shapes, and a page at every
 * width cost a minute of the browser run for nothing more (issue 31, item 6).
 */
const CASES: Array<{ path: string; viewport: Viewport }> = [
  ...VIEWPORTS.map((viewport) => ({ path: '/', viewport })),
  { path: '/casino/slot', viewport: PHONE },
  { path: '/casino/slot', viewport: THREE_TO_ONE },
  { path: '/promotions', viewport: NARROW_DESKTOP },
  { path: '/promotions', viewport: WIDE },
];

/** The picture's box once it has loaded. */
async function loadedPicture(page: Page, selector: string): Promise<Box> {
  const img = page.locator(selector);
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return (await img.boundingBox())!;
}

/**
 * `url` in a new page of its own context at `viewport`, with `storage` in its
 * local storage, and the app's code held back until `release()`: until then
 * the page is what the HTML and its boot script draw, as a phone shows it
 * while the script is still on its way; then the app starts, in the same
 * page. One load sees both (two loads a case cost this file a minute of the
 * browser run).
 */
async function openWithTheAppHeld(browser: Browser, url: string, viewport: Viewport, storage: Record<string, string>) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  let held: Route[] | null = [];
  await page.route('**/assets/*.js', (route) => (held ? held.push(route) : route.continue()));
  // The load event waits for the held scripts: the page is looked at as soon as it arrives.
  await page.goto(url, { waitUntil: 'commit' });
  const release = async () => {
    const waiting = held ?? [];
    held = null;
    await Promise.all(waiting.map((route) => route.continue()));
  };
  return { page, release };
}

/** The first banner's box as the boot frame paints it, then as the app draws it. */
async function bannerBoxes(browser: Browser, baseURL: string, path: string, viewport: Viewport, storage: Record<string, string>) {
  const { page, release } = await openWithTheAppHeld(browser, new URL(path, baseURL).href, viewport, storage);
  const frame = await loadedPicture(page, '#boot-frame .boot-banner img');
  const topBarRoom = () => page.evaluate(() => document.body.classList.contains('has-top-notification'));
  const expectedRoom = path === '/' && !storage.topNotificationRead;
  // The top bar's room is the same either way (a transition would still be moving the page).
  expect(await topBarRoom()).toBe(expectedRoom);
  await release();
  const app = await loadedPicture(page, '[data-state="bannerCarousel.still"] img');
  expect(await topBarRoom()).toBe(expectedRoom);
  await page.context().close();
  return { frame, app };
}

test.describe('the boot frame', () => {
  test(
    'paints the first banner before the app, in the box the app draws it in',
    only('desktop-tr', 'five widths in one project'),
    async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const cases = [
        ...CASES.map((c) => ({ ...c, storage: {} as Record<string, string> })),
        { path: '/', viewport: PHONE, storage: { topNotificationRead: 'true' } },
      ];
      for (const { path, viewport, storage } of cases) {
        const { frame, app } = await bannerBoxes(browser, baseURL!, path, viewport, storage);
        const where = `${path} at ${viewport.width}×${viewport.height}${storage.topNotificationRead ? ' (top bar closed before)' : ''}`;
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(
            Math.abs(frame[side] - app[side]),
            `${where}: the frame's banner ${side} ${frame[side]}, the app's ${app[side]}`,
          ).toBeLessThanOrEqual(1);
        }
      }
    },
  );

  test(
    'paints a player’s dashboard page title before the app, where the page draws it, until the page has',
    only('desktop-tr', 'four widths in one project'),
    async ({ browser, baseURL, request, lang }) => {
      const player = await registerPlayer(request);
      const storage = { authData: JSON.stringify({ ...player.session, fingerprint: 'e2e' }), lang: JSON.stringify(lang) };
      // A form's column and a table's (wide), on a phone and on a desktop.
      const cases = [
        { path: '/dashboard/account', viewport: PHONE },
        { path: '/dashboard/account', viewport: WIDE },
        { path: '/dashboard/financial-activities', viewport: NARROW_DESKTOP },
        { path: '/dashboard/financial-activities', viewport: WIDE },
      ];
      for (const { path, viewport } of cases) {
        const where = `${path} at ${viewport.width}×${viewport.height}`;
        const { page, release } = await openWithTheAppHeld(browser, new URL(path, baseURL!).href, viewport, storage);
        const painted = page.locator('#boot-title h1');
        await expect(painted).toBeVisible();
        const frame = (await painted.boundingBox())!;
        const text = await painted.textContent();
        await release();
        const heading = page.locator('section[data-state^="page."] h1');
        await expect(heading).toBeVisible();
        // The frame's title is gone once the page has drawn its own, the same words in the same place.
        await expect(page.locator('#boot-title')).toHaveCount(0);
        expect(await heading.textContent(), where).toBe(text);
        const app = (await heading.boundingBox())!;
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(
            Math.abs(frame[side] - app[side]),
            `${where}: the frame's title ${side} ${frame[side]}, the page's ${app[side]}`,
          ).toBeLessThanOrEqual(1);
        }
        await page.context().close();
      }
    },
  );

  test('gives way to the app, which takes the first screen’s calls instead of asking again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/cms/grouped' || path === '/api/cms/categorylist') asked.push(path);
    });
    await page.goto('/');
    await expect(page.locator('[data-state="bannerCarousel.still"] img')).toBeVisible();
    await expect(page.locator('[data-state="home.ready"]')).toBeVisible();
    await expect(page.locator('#boot-frame')).toHaveCount(0);
    expect(asked.sort()).toEqual(['/api/cms/categorylist', '/api/cms/grouped']);
  });
});
