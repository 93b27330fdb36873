// The banner carousel's timings, apart from its machine so that the first
// screen (which paints the still first banner and decides when the carousel
// takes over) can read them without loading the machine.

/** Spec section 4: the carousel is refreshed 100 ms after its banners load. */
export const BANNER_REFRESH_MS = 100;
/** Spec section 9: autoplay every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;
/** Placeholders shown before the banners load. */
export const BANNER_PLACEHOLDERS = 3;
