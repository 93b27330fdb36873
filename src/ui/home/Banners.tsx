import { css } from 'goober';
import { lazy, Suspense } from 'react';
import { theme } from '../shared/theme';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/**
 * The box of a banner, the same for its placeholder and its picture: the
 * shape of the demo banners at each breakpoint (768×400, 1200×400,
 * 1920×480), an operator's picture of any size covering it. The picture's
 * own shape used to decide its height, so the page jumped by up to 100 px
 * when the placeholders gave way (issue 20).
 */
export const bannerBoxRules = `
  width: 100%;
  aspect-ratio: 768 / 400;
  min-height: 15rem;
  max-height: 25rem;
  object-fit: cover;
  @media (min-width: ${theme.breakpoint.lg}) {
    aspect-ratio: 3 / 1;
  }
  @media (min-width: ${theme.breakpoint.xl}) {
    aspect-ratio: 4 / 1;
    max-height: 27rem;
  }
`;

const placeholders = css`
  display: flex;
  gap: 20px;
  overflow: hidden;
  div {
    flex: 0 0 100%;
    ${bannerBoxRules}
    border-radius: ${theme.radius};
    background: linear-gradient(90deg, ${theme.color.surface}, ${theme.color.surfaceRaised}, ${theme.color.surface});
  }
`;

/** Three placeholders hold the banners' place until they load (spec section 4). */
export function BannerPlaceholders() {
  return (
    <div className={placeholders} aria-hidden="true" data-state="bannerCarousel.placeholders">
      <div />
      <div />
      <div />
    </div>
  );
}

/** The banner carousel of a slider ('home', 'casino', …); Swiper loads after the first screen. */
export function Banners({ slug }: { slug: string }) {
  return (
    <Suspense fallback={<BannerPlaceholders />}>
      <BannerCarousel slug={slug} />
    </Suspense>
  );
}
