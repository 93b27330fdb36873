import { bannerCarouselMachine } from '../../../machines/bannerCarousel.machine';
import type { SliderEntry } from '../../../src/api/schemas';
import { defineModel } from '../model';

const banner = (name: string) => ({ url: '/promotions', target: '_self', images: [`/media/banner/${name}.svg`] });
const sliderList: SliderEntry[] = [
  { slug: 'home', banners: [banner('a'), banner('b')] },
  { slug: 'casino', banners: [banner('c')] },
];
const arrived: SliderEntry[] = [...sliderList];

export const bannerCarouselModel = defineModel({
  id: 'bannerCarousel',
  machine: bannerCarouselMachine,
  inputs: [
    { name: 'no slider yet', input: {} },
    { name: 'reduced motion', input: { autoplay: false } },
    { name: 'after the first banner showed still for 3 s', input: { shownForMs: 3000 } },
  ],
  events: [
    { type: 'SHOW', slug: 'home', sliderList },
    { type: 'SHOW', slug: 'casino', sliderList },
    { type: 'SHOW', slug: '', sliderList },
    { type: 'SHOW', slug: 'home', sliderList: arrived },
    { type: 'SLID' },
  ],
  project: (snapshot) => ({ slug: snapshot.context.slug, arrived: snapshot.context.sliderList === arrived }),
});
