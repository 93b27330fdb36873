import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApp, useT } from '../shared/AppContext';
import { BANNER_AUTOPLAY_MS } from '../../../machines/bannerCarousel.timing';
import { firstInput } from '../../platform/firstInput';
import { whenSettled } from '../../platform/settled';
import { ResponsivePicture } from '../shared/ResponsivePicture';
import { bannerBoxRules, bannerFrameRules, bannerPlaceholderBackground } from '../shared/bannerBox';
import { theme } from '../shared/theme';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

const placeholders = css`
  display: flex;
  gap: 20px;
  overflow: hidden;
  div {
    flex: 0 0 100%;
    ${bannerBoxRules}
    border-radius: ${theme.radius};
    background: ${bannerPlaceholderBackground};
  }
`;

/** Three placeholders hold the banners' place until they load (spec section 4). */
export function BannerPlaceholders({ carousel = false }: { carousel?: boolean }) {
  return (
    <div className={placeholders} aria-hidden="true" data-state="bannerCarousel.placeholders" data-carousel={carousel || undefined}>
      <div />
      <div />
      <div />
    </div>
  );
}

const still = css`
  ${bannerFrameRules}
`;

/**
 * The slider's first banner as a plain picture, in the carousel's box: what
 * the first screen paints (its largest paint) while Swiper has not loaded;
 * the placeholders while the configuration is not known yet. `carousel`:
 * shown by the carousel itself (its machine is there, waiting for a slider),
 * not before it loads; the page looks the same, QA's paths tell them apart.
 */
export function FirstBanner({ slug, carousel = false }: { slug: string; carousel?: boolean }) {
  const { actors } = useApp();
  const t = useT();
  const banners = useSelector(actors.bootstrap, (s) => s.context.stored?.sliderList.filter((entry) => entry.slug === slug).flatMap((entry) => entry.banners));
  const first = banners?.[0];
  if (!first) return <BannerPlaceholders carousel={carousel} />;
  return (
    <div className={still} data-state="bannerCarousel.still">
      <ResponsivePicture images={first.images} alt={t('home.bannerOf', { index: 1, count: banners.length })} width={1200} height={500} />
    </div>
  );
}

/**
 * The banner carousel of a slider ('home', 'casino', …). The first screen
 * paints the first banner still; Swiper takes over in the same box when it
 * is needed: at the player's first tap, key or wheel, or when the first
 * banner has shown for the autoplay delay (then the carousel moves on at
 * once). Swiper's start is one long task (about 220 ms on a slow phone,
 * issue 20) that nothing on the first screen needs.
 */
export function Banners({ slug }: { slug: string }) {
  const [shownForMs, setShownForMs] = useState<number | null>(null);
  useEffect(() => {
    const shownAt = performance.now();
    let unmounted = false;
    let timer: number | undefined;
    const takeOver = () => {
      if (!unmounted) setShownForMs((already) => already ?? performance.now() - shownAt);
    };
    const cancelSettled = whenSettled(() => {
      timer = window.setTimeout(takeOver, Math.max(0, BANNER_AUTOPLAY_MS - (performance.now() - shownAt)));
    });
    void firstInput().then(takeOver);
    return () => {
      unmounted = true;
      cancelSettled();
      window.clearTimeout(timer);
    };
  }, []);
  if (shownForMs === null) return <FirstBanner slug={slug} />;
  return (
    <Suspense fallback={<FirstBanner slug={slug} />}>
      <BannerCarousel slug={slug} shownForMs={shownForMs} />
    </Suspense>
  );
}
