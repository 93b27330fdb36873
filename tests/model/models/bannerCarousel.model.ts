import { bannerCarouselMachine } from '../../../machines/bannerCarousel.machine';
import type { SliderEntry } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { EMITTED } from '../replay';

const banner = (name: string) => ({ url: '/promotions', target: '_self', images: [`/media/banner/${name}.svg`] });
const sliderList: SliderEntry[] = [
  { slug: 'home', banners: [banner('a'), banner('b')] },
  { slug: 'casino', banners: [banner('c')] },
];
const arrived: SliderEntry[] = [...sliderList];

interface Model {
  at: 'placeholders' | 'refreshing' | 'ready';
  slug: string;
  list: readonly SliderEntry[] | null;
  banners: number;
  autoplay: boolean;
  nextMove: number;
}
/** Spec section 9: autoplay every 5000 ms. */
const AUTOPLAY_MS = 5000;
const valueOf = (at: Model['at']) => (at === 'placeholders' ? at : { loaded: at });

/**
 * Spec section 4 'Banner carousel': placeholders until a slider id comes; a
 * new non-empty id (or the same id with the configuration's new list) loads
 * that id's banners, refreshed 100 ms later; then every 5000 ms the next
 * banner shows, unless motion is reduced or there is only one; a banner the
 * player moves to waits the whole 5000 ms, and so does every move after the
 * first (which comes sooner when the first banner already showed still).
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { autoplay = true, shownForMs = 0 } = input as { autoplay?: boolean; shownForMs?: number };
    const nextMove = Math.max(0, AUTOPLAY_MS - Math.max(0, shownForMs));
    return {
      state: { at: 'placeholders', slug: '', list: null, banners: 0, autoplay, nextMove },
      value: 'placeholders',
      context: { slug: '', sliderList: [], banners: [], autoplay, nextMoveInMs: nextMove },
    };
  },
  step(model, event) {
    const same = { state: model, value: valueOf(model.at), context: { slug: model.slug, nextMoveInMs: model.nextMove } };
    if (event.type === 'SHOW') {
      const { slug, sliderList } = event as unknown as { slug: string; sliderList: readonly SliderEntry[] };
      if (slug === '' || (slug === model.slug && sliderList === model.list)) return same;
      const banners = sliderList.filter((entry) => entry.slug === slug).flatMap((entry) => entry.banners);
      return {
        state: { ...model, at: 'refreshing', slug, list: sliderList, banners: banners.length },
        value: valueOf('refreshing'),
        context: { slug, banners },
        timers: ['refresh'],
      };
    }
    if (event.type === 'SLID') {
      if (model.at !== 'ready') return same;
      // A slide waits the whole delay again.
      return {
        state: { ...model, nextMove: AUTOPLAY_MS },
        value: valueOf('ready'),
        context: { nextMoveInMs: AUTOPLAY_MS },
        timers: ['autoplay'],
      };
    }
    if (event.type.startsWith('xstate.after.refresh.'))
      return model.at !== 'refreshing' ? same : { state: { ...model, at: 'ready' }, value: valueOf('ready'), timers: ['autoplay'] };
    if (event.type.startsWith('xstate.after.autoplay.')) {
      if (model.at !== 'ready' || !model.autoplay || model.banners < 2) return same;
      return {
        state: { ...model, nextMove: AUTOPLAY_MS },
        value: valueOf('ready'),
        effects: [{ type: EMITTED, params: { type: 'NEXT_BANNER' } }],
        context: { nextMoveInMs: AUTOPLAY_MS },
        timers: ['autoplay'],
      };
    }
    throw new Error(`the banner carousel model has no rule for ${event.type}`);
  },
});

export const bannerCarouselModel = defineModel({
  id: 'bannerCarousel',
  machine: bannerCarouselMachine,
  inputs: [
    { name: 'no slider yet', input: {} },
    { name: 'reduced motion', input: { autoplay: false } },
    { name: 'after the first banner showed still for 3 s', input: { shownForMs: 3000 } },
  ],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.refresh.bannerCarousel.loaded.refreshing' } as never,
    { type: 'xstate.after.autoplay.bannerCarousel.loaded.ready' } as never,
    { type: 'SHOW', slug: 'home', sliderList },
    { type: 'SHOW', slug: 'casino', sliderList },
    { type: 'SHOW', slug: '', sliderList },
    { type: 'SHOW', slug: 'home', sliderList: arrived },
    { type: 'SLID' },
  ],
  project: (snapshot) => ({ slug: snapshot.context.slug, arrived: snapshot.context.sliderList === arrived }),
  oracle,
});
