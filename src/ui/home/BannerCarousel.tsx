import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'goober';
import { useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { Link } from 'wouter';
import { bannerCarouselMachine } from '../../../machines/bannerCarousel.machine';
import type { Banner } from '../../api/schemas';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';
import { useApp, useT } from '../shared/AppContext';
import { ResponsivePicture } from '../shared/ResponsivePicture';
import { theme } from '../shared/theme';
import { FirstBanner, bannerFrameRules } from './Banners';

addStrings(casinoStrings);

const frame = css`
  ${bannerFrameRules}
  a {
    display: block;
  }
  .swiper-pagination-bullet {
    background: ${theme.color.text};
  }
`;

/** A banner: a link with its target and three responsive images (spec section 2 'Other'). */
function BannerSlide({ banner, label }: { banner: Banner; label: string }) {
  const picture = <ResponsivePicture images={banner.images} alt={label} width={1200} height={500} />;
  const external = /^https?:\/\//.test(banner.url) || banner.target === '_blank';
  if (!banner.url) return picture;
  return external ? (
    <a href={banner.url} target={banner.target || '_self'} rel={banner.target === '_blank' ? 'noopener noreferrer' : undefined}>
      {picture}
    </a>
  ) : (
    <Link href={banner.url}>{picture}</Link>
  );
}

/**
 * The carousel itself (Swiper, spec section 9): autoplay every 5000 ms, no
 * loop, one slide, 20 px apart. The bannerCarousel machine decides what it
 * shows: placeholders, then the slider's banners, refreshed 100 ms after they
 * load, when autoplay starts.
 */
export default function BannerCarousel({ slug }: { slug: string }) {
  const t = useT();
  const { actors } = useApp();
  const carousel = useActorRef(bannerCarouselMachine);
  const sliderList = useSelector(actors.bootstrap, (s) => s.context.stored?.sliderList);
  const state = useSelector(carousel, (s) => (s.matches('placeholders') ? 'placeholders' : s.matches({ loaded: 'ready' }) ? 'ready' : 'refreshing'));
  const banners = useSelector(carousel, (s) => s.context.banners);
  const swiper = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    if (sliderList) carousel.send({ type: 'SHOW', slug, sliderList });
  }, [carousel, slug, sliderList]);

  useEffect(() => {
    if (state !== 'ready' || !swiper.current) return;
    swiper.current.update();
    if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) swiper.current.autoplay?.start();
  }, [state]);

  if (state === 'placeholders') return <FirstBanner slug={slug} />;
  if (banners.length === 0) return null;
  return (
    <section className={frame} aria-roledescription="carousel" aria-label={t('home.banners')} data-state={`bannerCarousel.${state}`}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        onSwiper={(instance) => {
          swiper.current = instance;
          instance.autoplay?.stop();
        }}
        autoplay={{ delay: 5000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        slidesPerView={1}
        spaceBetween={20}
        loop={false}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={`${banner.images[0]}-${index}`}>
            <BannerSlide banner={banner} label={t('home.bannerOf', { index: index + 1, count: banners.length })} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
