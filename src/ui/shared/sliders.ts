// Which slider of the configuration (bootstrap sliderList, by slug) a page
// shows at its top. The pages use it, and so does index.html's boot script,
// which paints the first banner of the page's slider before the app runs.

export const HOME_SLIDER = 'home';
export const PROMOTIONS_SLIDER = 'promotions';
/** The casino pages: the live casino has its own banners. */
export const casinoSlider = (lobbySlug: string) => (lobbySlug === 'live' ? 'live-casino' : 'casino');

/**
 * The slider at the top of the page at `path`, or null for a page without
 * banners. The routes are written out here, not read from src/routes.ts: the
 * boot script inlines this file into index.html, and the first screen's bytes
 * carry only the three routes it needs (tests/unit/routes.test.ts checks they
 * match the table).
 */
export function sliderOfPath(path: string): string | null {
  if (path === '/') return HOME_SLIDER;
  if (path === '/promotions') return PROMOTIONS_SLIDER;
  // /casino and /casino/{slug} (the lobby pages); /casino/play/{game} has none.
  const casino = /^\/casino(?:\/([^/]+))?$/.exec(path);
  if (casino) return casinoSlider(casino[1] ?? 'slot');
  return null;
}
