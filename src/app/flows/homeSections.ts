// What the home page lists below its banners, as data: the flow fetches it
// (home.ts), and the first screen's skeleton holds its place
// (src/ui/home/HomeSkeleton.tsx) without loading the flow.

/** Games each lobby section shows. */
export const SECTION_SIZE = 12;

/** The home page's lobby sections: a casino page each, by its categories in the configuration (title keys translate in the view). */
export const SECTIONS: ReadonlyArray<{ title: string; url: string; slug: string }> = [
  { title: 'casino.pageTitle.slot', url: '/casino/slot', slug: 'slot' },
  { title: 'casino.pageTitle.live', url: '/casino/live', slug: 'live' },
  { title: 'casino.pageTitle.games', url: '/casino/games', slug: 'games' },
];

/** Promotions the home page shows. */
export const HOME_PROMOTION_COUNT = 3;
