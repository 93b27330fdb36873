import { assign, setup } from 'xstate';
import type { Banner, SliderEntry } from '../src/api/schemas';

export type BannerCarouselEvent =
  /** The page shows the carousel for a slider identifier, with the stored sliderList. */
  { type: 'SHOW'; slug: string; sliderList: readonly SliderEntry[] };

/** Spec section 4: the carousel is refreshed 100 ms after its banners load. */
export const BANNER_REFRESH_MS = 100;
/** Placeholders shown before the banners load. */
export const BANNER_PLACEHOLDERS = 3;

/**
 * The banner carousel (spec section 4 'Banner carousel'): three placeholders
 * until a slider identifier arrives; when it changes to a new non-empty value
 * the banners with that slug are taken from the stored sliderList, and the
 * carousel is refreshed 100 ms later, when autoplay starts. The same slug
 * with a changed sliderList (the config arrived) loads again.
 */
export const bannerCarouselMachine = setup({
  types: {} as { context: { slug: string; sliderList: readonly SliderEntry[]; banners: Banner[] }; events: BannerCarouselEvent },
  delays: { refresh: BANNER_REFRESH_MS },
  guards: {
    isNewSlider: ({ context, event }) => event.slug !== '' && (event.slug !== context.slug || event.sliderList !== context.sliderList),
  },
  actions: {
    load: assign(({ event }) => ({
      slug: event.slug,
      sliderList: event.sliderList,
      banners: event.sliderList.filter((entry) => entry.slug === event.slug).flatMap((entry) => entry.banners),
    })),
  },
}).createMachine({
  id: 'bannerCarousel',
  description: 'Banners of the page’s slider: placeholders, load on a new slug, refresh 100 ms later.',
  context: { slug: '', sliderList: [], banners: [] },
  initial: 'placeholders',
  on: { SHOW: { guard: 'isNewSlider', target: '.loaded', actions: 'load' } },
  states: {
    placeholders: { description: 'Three placeholders hold the carousel’s place.' },
    loaded: {
      initial: 'refreshing',
      states: {
        refreshing: { description: 'The new banners are in; the carousel refreshes 100 ms later.', after: { refresh: 'ready' } },
        ready: { description: 'Refreshed; autoplay runs (every 5000 ms, no loop).' },
      },
    },
  },
});
