import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { BANNER_AUTOPLAY_MS } from '../../../../machines/bannerCarousel.timing';
import { firstInput } from '../../../platform/firstInput';
import { whenSettled } from '../../../platform/settled';
import { FirstBanner } from './FirstBanner';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

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
    // Once the first input has been answered and the hands have rested, and
    // as a transition: the first input is a tap or a key the page answers first.
    // Rendered at its priority, the carousel (and Swiper's chunk) came into
    // that interaction's own task; started at the touch, it came between the
    // touch and the click, and among a typist's keys (issue 31: INP).
    void firstInput()
      .then(() => import('../../../platform/inputsRested'))
      .then(({ inputsRested }) => inputsRested())
      .then(() => startTransition(takeOver));
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
