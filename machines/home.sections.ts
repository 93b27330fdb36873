// What the home page lists below its banners, as data: the home machine asks
// for it (its actors' inputs), and the first screen's skeleton holds its
// place (src/ui/home/HomeSkeleton.tsx) without loading the machine.

/** Games each lobby section shows. */
export const SECTION_SIZE = 12;

/** The home page's lobby sections, by the slug of their casino page (their titles are in src/app/flows/home.ts, with the casino's strings). */
export const SECTION_SLUGS = ['slot', 'live', 'games'] as const;
export type SectionSlug = (typeof SECTION_SLUGS)[number];

/** Promotions the home page shows. */
export const HOME_PROMOTION_COUNT = 3;

/** Spec section 9: the top winners listed, from the games that are not live. */
export const TOP_WINNERS_COUNT = 40;
