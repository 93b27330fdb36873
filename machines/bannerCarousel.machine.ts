import { assign, emit, setup } from 'xstate';
import type { Banner, SliderEntry } from '../contract/schemas';

export type BannerCarouselEvent =
  /** The page shows the carousel for a slider identifier, with the stored sliderList. */
  | { type: 'SHOW'; slug: string; sliderList: readonly SliderEntry[] }
  /** Another banner is showing (the player swiped or chose one, or autoplay moved on). */
  | { type: 'SLID' };

type SliderShown = { slug: string; sliderList: readonly SliderEntry[] };

export interface BannerCarouselInput {
  /** False when the player asked for reduced motion: the banners then move only when the player moves them. */
  autoplay?: boolean;
  /**
   * How long the first banner has already been on screen, drawn still by the
   * first screen before the carousel took over: the first move comes that
   * much sooner, so that the first banner too shows for 5000 ms, not more.
   */
  shownForMs?: number;
}

import { BANNER_AUTOPLAY_MS, BANNER_REFRESH_MS } from './bannerCarousel.timing';

export { BANNER_AUTOPLAY_MS, BANNER_PLACEHOLDERS, BANNER_REFRESH_MS } from './bannerCarousel.timing';

/**
 * The banner carousel (spec section 4 'Banner carousel'): three placeholders
 * until a slider identifier arrives; when it changes to a new non-empty value
 * the banners with that slug are taken from the stored sliderList, and the
 * carousel is refreshed 100 ms later, when autoplay starts. The same slug
 * with a changed sliderList (the config arrived) loads again.
 *
 * Autoplay is this machine's timer, not Swiper's: Swiper's autoplay runs an
 * animation-frame loop for as long as the page is open (about 5 % of a slowed
 * phone's main thread while the first screen loads). It emits NEXT_BANNER;
 * the view moves the slides (the next one, after the last the first).
 */
export const bannerCarouselMachine = setup({
  types: {} as {
    context: { slug: string; sliderList: readonly SliderEntry[]; banners: Banner[]; autoplay: boolean; nextMoveInMs: number };
    events: BannerCarouselEvent;
    input: BannerCarouselInput;
    emitted: { type: 'NEXT_BANNER' };
  },
  delays: { refresh: BANNER_REFRESH_MS, autoplay: ({ context }) => context.nextMoveInMs },
  guards: {
    autoplays: ({ context }) => context.autoplay && context.banners.length > 1,
    isNewSlider: ({ context }, shown: SliderShown) =>
      shown.slug !== '' && (shown.slug !== context.slug || shown.sliderList !== context.sliderList),
  },
  actions: {
    load: assign((_, shown: SliderShown) => ({
      slug: shown.slug,
      sliderList: shown.sliderList,
      banners: shown.sliderList.filter((entry) => entry.slug === shown.slug).flatMap((entry) => entry.banners),
    })),
    /** The next banner, or the first after the last (no loop: the carousel rewinds). */
    showNextBanner: emit({ type: 'NEXT_BANNER' as const }),
    /** After the first move (autoplay's or the player's), every banner waits the whole delay. */
    waitWholeDelay: assign({ nextMoveInMs: BANNER_AUTOPLAY_MS }),
  },
}).createMachine({
  id: 'bannerCarousel',
  description: 'Banners of the page’s slider: placeholders, load on a new slug, refresh 100 ms later.',
  context: ({ input }) => ({
    slug: '',
    sliderList: [],
    banners: [],
    autoplay: input.autoplay ?? true,
    nextMoveInMs: Math.max(0, BANNER_AUTOPLAY_MS - Math.max(0, input.shownForMs ?? 0)),
  }),
  initial: 'placeholders',
  on: {
    SHOW: {
      guard: { type: 'isNewSlider', params: ({ event }) => event },
      target: '.loaded',
      actions: { type: 'load', params: ({ event }) => event },
    },
  },
  states: {
    placeholders: { description: 'Three placeholders hold the carousel’s place.' },
    loaded: {
      initial: 'refreshing',
      states: {
        refreshing: { description: 'The new banners are in; the carousel refreshes 100 ms later.', after: { refresh: 'ready' } },
        ready: {
          description:
            'Refreshed; every 5000 ms the next banner shows (after the last, the first) unless motion is reduced or there is one; any slide waits 5000 ms again.',
          after: { autoplay: { guard: 'autoplays', target: 'ready', reenter: true, actions: ['showNextBanner', 'waitWholeDelay'] } },
          on: { SLID: { target: 'ready', reenter: true, actions: 'waitWholeDelay' } },
        },
      },
    },
  },
});
