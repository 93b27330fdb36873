// The first screen's banner box: the slider's first banner as a still
// picture, or three placeholders while the configuration is not known. Both
// the page (before the carousel loads) and the carousel (waiting for a
// slider) show it, so it lives apart from both.
import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useApp, useT } from '../AppContext';
import { ResponsivePicture } from '../ResponsivePicture';
import { bannerBoxRules, bannerFrameRules, bannerPlaceholderBackground } from '../bannerBox';
import { theme } from '../theme';

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
  const banners = useSelector(actors.bootstrap, (s) =>
    s.context.stored?.sliderList.filter((entry) => entry.slug === slug).flatMap((entry) => entry.banners),
  );
  const first = banners?.[0];
  if (!first) return <BannerPlaceholders carousel={carousel} />;
  return (
    <div className={still} data-state="bannerCarousel.still">
      <ResponsivePicture images={first.images} alt={t('home.bannerOf', { index: 1, count: banners.length })} width={1200} height={500} />
    </div>
  );
}
