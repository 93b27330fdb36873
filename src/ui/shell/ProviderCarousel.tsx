import { css } from 'goober';
import { useEffect, useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { Link } from 'wouter';
import { theme } from '../shared/theme';
import { providerRoute } from '../../routes';

/** The twelve providers of the footer (spec section 2). */
export const PROVIDERS = [
  'amusnet',
  '3oaksgaming',
  'amatic',
  'bgaming',
  'betsoftow',
  'pragmaticplay',
  'evolution',
  'evoplay',
  'netent',
  'novomatic',
  'redtiger',
  'spribe',
];

/** A provider's logo (the site's own pictures, public/providers/), in the 3.5rem the footer keeps for the carousel. */
const logo = css`
  display: block;
  width: 100%;
  height: 3.5rem;
  object-fit: contain;
  border-radius: ${theme.radius};
  background: ${theme.color.surfaceRaised};
`;

/** Each logo opens the studio's page (issue 21, item 13). */
const logoLink = css`
  display: block;
  border-radius: ${theme.radius};
  &:focus-visible {
    outline: 2px solid ${theme.color.accent};
    outline-offset: 2px;
  }
`;

/**
 * Spec section 9: autoplay 2000 ms, 3 slides below 992 px and 7 from 992 px,
 * 20 px apart; autoplay starts 500 ms after init. It runs only while the
 * carousel is on screen: Swiper's autoplay works on every animation frame,
 * and the footer is out of view most of the time.
 */
export default function ProviderCarousel({ label }: { label: string }) {
  const swiper = useRef<SwiperInstance | null>(null);
  const section = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduceMotion) return;
    let started = false;
    let inView = typeof IntersectionObserver !== 'function';
    const apply = () => {
      const autoplay = swiper.current?.autoplay;
      if (started && inView) autoplay?.start();
      else autoplay?.stop();
    };
    // Presentational timing, not a flow: the carousel's own start delay.
    const timer = window.setTimeout(() => {
      started = true;
      apply();
    }, 500);
    const observer = inView
      ? null
      : new IntersectionObserver(([entry]) => {
          inView = entry?.isIntersecting ?? false;
          apply();
        });
    if (section.current) observer?.observe(section.current);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, []);
  return (
    <section ref={section} aria-label={label} style={{ overflow: 'hidden' }}>
      <Swiper
        modules={[Autoplay]}
        onSwiper={(instance) => {
          swiper.current = instance;
          instance.autoplay?.stop();
        }}
        autoplay={{ delay: 2000, disableOnInteraction: false }}
        slidesPerView={3}
        spaceBetween={20}
        breakpoints={{ 992: { slidesPerView: 7 } }}
        loop
      >
        {PROVIDERS.map((provider) => (
          <SwiperSlide key={provider}>
            <Link href={providerRoute(provider)} className={logoLink}>
              <img className={logo} src={`./providers/${provider}.svg`} alt={provider} width={240} height={80} loading="lazy" />
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
