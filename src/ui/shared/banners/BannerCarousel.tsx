import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'goober';
import { useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { Link } from 'wouter';
import { bannerCarouselMachine } from '../../../../machines/bannerCarousel.machine';
import type { Banner } from '../../../../contract/schemas';
import { casinoStrings } from '../../../i18n/casinoStrings';
import { addStrings } from '../../../i18n/packs';
import { useApp, useT } from '../AppContext';
import { ResponsivePicture } from '../ResponsivePicture';
import { theme } from '../theme';
import { FirstBanner } from './FirstBanner';
import { bannerFrameRules } from '../bannerBox';

addStrings(casinoStrings);

const frame = css`
  ${bannerFrameRules}
  a {
    display: block;
  }
  /* A 24 px target (WCAG 2.2 target size) around a 10 px dot. */
  .swiper-pagination-bullet {
    width: 24px;
    height: 24px;
    background: radial-gradient(circle, ${theme.color.text} 0 5px, transparent 5.5px);
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
 * The carousel itself (Swiper, spec section 9): one slide, 20 px apart, no
 * loop. The bannerCarousel machine decides what it shows (placeholders, then
 * the slider's banners, refreshed 100 ms after they load) and moves to the
 * next banner every 5000 ms.
 */
export default function BannerCarousel({ slug, shownForMs }: { slug: string; shownForMs?: number }) {
  const t = useT();
  const { actors } = useApp();
  const swiper = useRef<SwiperInstance | null>(null);
  const carousel = useActorRef(bannerCarouselMachine, {
    input: { autoplay: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches, shownForMs },
  });
  const sliderList = useSelector(actors.bootstrap, (s) => s.context.stored?.sliderList);
  const state = useSelector(carousel, (s) =>
    s.matches('placeholders') ? 'placeholders' : s.matches({ loaded: 'ready' }) ? 'ready' : 'refreshing',
  );
  const banners = useSelector(carousel, (s) => s.context.banners);

  useEffect(() => {
    if (sliderList) carousel.send({ type: 'SHOW', slug, sliderList });
  }, [carousel, slug, sliderList]);

  useEffect(() => {
    if (state === 'ready') swiper.current?.update();
  }, [state]);

  useEffect(() => {
    const subscription = carousel.on('NEXT_BANNER', () => {
      const slides = swiper.current;
      if (!slides || slides.destroyed) return;
      if (slides.isEnd) slides.slideTo(0);
      else slides.slideNext();
    });
    return () => subscription.unsubscribe();
  }, [carousel]);

  if (state === 'placeholders') return <FirstBanner slug={slug} carousel />;
  if (banners.length === 0) return null;
  return (
    <section className={frame} aria-roledescription="carousel" aria-label={t('home.banners')} data-state={`bannerCarousel.${state}`}>
      <Swiper
        modules={[Pagination, A11y]}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        onSlideChange={() => carousel.send({ type: 'SLID' })}
        pagination={{ clickable: true }}
        // Swiper fills in {{index}}: the page's language, not Swiper's English.
        a11y={{ paginationBulletMessage: t('home.showBanner', { index: '{{index}}' }) }}
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
