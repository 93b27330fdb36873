import { HOME_PROMOTION_COUNT, SECTION_SIZE, SECTION_SLUGS } from '../../../machines/home.sections';
import { layout, promoGrid, sectionHead, skeletonBox, tiles, winners } from './homeLayout';

export const HOME_SECTION_COUNT = SECTION_SLUGS.length;

const times = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A section's place while its games load: a heading line and twelve tiles, the sizes of the loaded ones. */
export function SectionSkeleton() {
  return (
    <section aria-hidden="true" data-skeleton="section">
      <div className={sectionHead}>
        <h2>&nbsp;</h2>
      </div>
      <ul className={tiles}>
        {times(SECTION_SIZE).map((i) => (
          <li key={i} className={skeletonBox} />
        ))}
      </ul>
    </section>
  );
}

/** The promotions' cards while they load. */
export function PromotionsSkeleton() {
  return (
    <ul className={promoGrid} aria-hidden="true" data-skeleton="promotions">
      {times(HOME_PROMOTION_COUNT).map((i) => (
        <li key={i}>
          <a>
            <img alt="" width={800} height={450} src="data:image/gif;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAA=" />
            <span>&nbsp;</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page below the banners before its code and data arrive: the same
 * grid, sections, promotions and Top Winners card as HomeSections, empty. It
 * is in the first screen's bundle (a few hundred bytes) so that nothing moves
 * when the lazy part replaces it.
 */
export function HomeSkeleton({ label }: { label: string }) {
  return (
    <div className={layout} role="status" aria-label={label} data-state="home.skeleton">
      <div>
        {times(HOME_SECTION_COUNT).map((i) => (
          <SectionSkeleton key={i} />
        ))}
        <section aria-hidden="true">
          <div className={sectionHead}>
            <h2>&nbsp;</h2>
          </div>
          <PromotionsSkeleton />
        </section>
      </div>
      <aside className={winners} aria-hidden="true">
        <h2>&nbsp;</h2>
        <ol />
      </aside>
    </div>
  );
}
