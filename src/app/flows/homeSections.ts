// What the home page lists below its banners, as data: the flow fetches it
// (home.ts), and the first screen's skeleton holds its place
// (src/ui/home/HomeSkeleton.tsx) without loading the flow.

/** Games each lobby section shows. */
export const SECTION_SIZE = 12;

/** The home page's lobby sections, by the slug of their casino page (their titles are in home.ts, with the casino's strings). */
export const SECTION_SLUGS = ['slot', 'live', 'games'] as const;
export type SectionSlug = (typeof SECTION_SLUGS)[number];

/** Promotions the home page shows. */
export const HOME_PROMOTION_COUNT = 3;
