import { definePathTests } from '../model/definePathTests';
import { bannerCarouselModel } from '../model/models/bannerCarousel.model';

definePathTests(bannerCarouselModel);
