// The home page's banner carousel in the browser: a first visit (no stored
// configuration), so the slider list is not known until the configuration
// call (cms/grouped, the boot frame's early call and the app's own), held
// until the path says SHOW. The carousel takes over from the still first
// banner at the player's first key (before that its machine does not exist);
// for the '3 s' input the key comes 3 s after the banner showed. Then
// Playwright's clock is paused: the 100 ms refresh and the autoplay move only
// by the path's delays, and a slide is a click on its pagination dot.
import { expect, type Locator } from '@playwright/test';
import { bannerCarouselModel } from '../../../model/models/bannerCarousel.model';
import { defineAdapter, type ModelEvent, type PlannedPath } from '../adapter';

interface Data {
  carousel: Locator;
  /** Banners of the home slider in the server's configuration. */
  count: number;
  /** The banner showing (1-based). */
  active: number;
  /** When the next autoplay move is due (ms after the carousel became ready, or after the last move). */
  nextMove: number;
}

const AUTOPLAY_MS = 5000;
const OTHER_PAGE = 'another page’s slider is another carousel (each page with banners mounts its own): one carousel never sees two slugs';
const NO_EMPTY_SLUG = 'every page with banners names its slider: nothing sends an empty one';
const LIST_ARRIVES_OVER_STORED =
  'a new list for the same slider arrives only over a stored configuration, and then the carousel starts from the stored list (never in placeholders): the first visit’s SHOW takes the same transition';

const showsOf = (path: PlannedPath) => path.steps.map((s) => s.event as ModelEvent).filter((e) => e.type === 'SHOW');

export const bannerCarouselAdapter = defineAdapter<Data>({
  id: 'bannerCarousel',
  model: bannerCarouselModel,
  pausedClock: true,
  undrivable(path) {
    const shows = showsOf(path);
    if (shows.some((e) => e.slug === '')) return NO_EMPTY_SLUG;
    if (shows.some((e) => e.slug !== 'home')) return OTHER_PAGE;
    if (shows.length > 1) return LIST_ARRIVES_OVER_STORED;
    return null;
  },
  // The first move comes sooner when the first banner already showed still: the plan includes it.
  goals: (path) =>
    path.inputName === 'after the first banner showed still for 3 s' &&
    path.steps.some((s) => s.event.type.startsWith('xstate.after.autoplay.'))
      ? ['the first move 2 s after the refresh']
      : [],
  async start({ page, request, path }) {
    const config = (
      (await (await request.get('/api/cms/grouped')).json()) as { data: { sliderList: Array<{ slug: string; banners: unknown[] }> } }
    ).data;
    const count = config.sliderList.filter((entry) => entry.slug === 'home').flatMap((entry) => entry.banners).length;
    expect(count, 'the demo home slider has banners to move between').toBeGreaterThan(1);
    if (path.inputName === 'reduced motion') await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const placeholders = page.locator('[data-state="bannerCarousel.placeholders"]');
    await expect(placeholders).toBeVisible();
    // The first banner shows still for 3 s (the page's clock), then the player's first key: the carousel takes over.
    const shownFor = path.inputName === 'after the first banner showed still for 3 s' ? 3000 : 0;
    if (shownFor > 0) await page.clock.runFor(shownFor);
    await page.locator('body').press('Shift');
    await expect(page.locator('[data-carousel]')).toBeVisible();
    return { carousel: page.locator('section[aria-roledescription="carousel"]'), count, active: 1, nextMove: AUTOPLAY_MS - shownFor };
  },
  gates: {
    // The configuration: the boot frame's early call and the app's own.
    show: { url: '**/api/cms/grouped', method: 'GET' },
  },
  events: {
    async SHOW({ gates }) {
      await gates.pass('show');
      while (gates.held('show') > 0) await gates.pass('show');
    },
    async 'xstate.after.refresh.bannerCarousel.loaded.refreshing'({ page }) {
      await page.clock.runFor(100);
    },
    async 'xstate.after.autoplay.bannerCarousel.loaded.ready'({ page, data }) {
      await page.clock.runFor(data.nextMove);
      data.active = data.active === data.count ? 1 : data.active + 1;
      data.nextMove = AUTOPLAY_MS;
    },
    async SLID({ data, t }) {
      const target = data.active === data.count ? 1 : data.active + 1;
      await data.carousel.getByRole('button', { name: t('home.showBanner', { index: target }) }).click();
      data.active = target;
      data.nextMove = AUTOPLAY_MS;
    },
  },
  states: {
    async placeholders({ page }) {
      // The carousel is there (its machine), holding the place with the three placeholders.
      await expect(page.locator('[data-carousel][data-state="bannerCarousel.placeholders"]')).toBeVisible();
    },
    async 'loaded.refreshing'({ data }) {
      await expect(data.carousel).toHaveAttribute('data-state', 'bannerCarousel.refreshing');
    },
    async 'loaded.ready'({ data, t }) {
      await expect(data.carousel).toHaveAttribute('data-state', 'bannerCarousel.ready');
      await expect(data.carousel.getByRole('button', { name: t('home.showBanner', { index: data.active }) })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(data.carousel.locator('.swiper-slide-active img')).toHaveAttribute(
        'alt',
        t('home.bannerOf', { index: data.active, count: data.count }),
      );
    },
  },
});
