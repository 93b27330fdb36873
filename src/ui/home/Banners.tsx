import { css } from 'goober';
import { lazy, Suspense } from 'react';
import { theme } from '../shared/theme';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

const placeholders = css`
  display: flex;
  gap: 20px;
  overflow: hidden;
  div {
    flex: 0 0 100%;
    min-height: 15rem;
    max-height: 25rem;
    aspect-ratio: 12 / 5;
    border-radius: ${theme.radius};
    background: linear-gradient(90deg, ${theme.color.surface}, ${theme.color.surfaceRaised}, ${theme.color.surface});
  }
  @media (min-width: ${theme.breakpoint.xl}) {
    div {
      max-height: 27rem;
    }
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
