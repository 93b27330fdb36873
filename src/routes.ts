// Every route of the site, written once (spec section 1 'Routes', and the
// pages the spec leaves unshown): the router matches these, the menus, links
// and flows go to them. A route changed here changes everywhere, and a typo
// is a type error instead of a dead link.

export const ROUTES = {
  home: '/',
  casino: '/casino',
  promotions: '/promotions',
  sports: '/spor',
  liveSports: '/livespor',
  sportsFcg: '/spor/fcg',
  liveSportsFcg: '/livespor/fcg',
  esports: '/esports',
  dashboard: '/dashboard',
} as const;

// The three dashboard pages the first screen links to (the deposit button, Bonus Request, the
// reality check's limits) stand alone, so the first screen carries them without the whole table.
export const DEPOSIT_ROUTE = '/dashboard/deposit';
export const CLAIM_BONUS_ROUTE = '/dashboard/claim-bonus';
export const RESPONSIBLE_GAMING_ROUTE = '/dashboard/responsible-gaming';

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/** The sportsbook's pages (one view, its frame per route). */
export const SPORTSBOOK_ROUTES = [ROUTES.sports, ROUTES.liveSports, ROUTES.sportsFcg, ROUTES.liveSportsFcg, ROUTES.esports] as const;
export type SportsbookRoute = (typeof SPORTSBOOK_ROUTES)[number];

/**
 * The sportsbook's phone variants (spec section 2: /spor/fcg and /livespor/fcg
 * are the mobile variants of /spor and /livespor; /esports has one book).
 */
const PHONE_SPORTSBOOK: Readonly<Record<string, SportsbookRoute>> = {
  [ROUTES.sports]: ROUTES.sportsFcg,
  [ROUTES.liveSports]: ROUTES.liveSportsFcg,
};

/**
 * Where a link to `path` leads on this screen: on a phone a sportsbook route
 * becomes its mobile variant; anything else, and everything on a desktop, is
 * left as it is (a desktop keeps an fcg page it is given: it works there).
 * The one rule for every link (the router's `hrefs` and `aroundNav`,
 * src/app/SiteRouter.tsx) and for the sportsbook page itself, which sends
 * a phone that lands on the desktop route on (src/ui/sportsbook/SportsbookPage.tsx).
 */
export const routeForScreen = (path: string, phone: boolean): string => (phone && PHONE_SPORTSBOOK[path]) || path;

/**
 * The pages only a player may open (spec section 2, 'Access'): the dashboard
 * and the play page. A visitor's link to one opens the login form and stays
 * where it is (src/app/SiteRouter.tsx); the router's guard
 * (src/app/GuardedRoute.tsx, on these routes in src/app/AppRoutes.tsx) stops
 * a visitor who opens one directly.
 */
export const isLoginOnly = (path: string): boolean => /^\/(dashboard([/?#]|$)|casino\/play\/)/.test(path);

/** The casino's pages by slug ('slot', 'live', 'games', 'bingo', 'tvbets'). */
export const casinoRoute = (slug: string) => `${ROUTES.casino}/${slug}`;
/** A studio's page, by its id or slug. */
export const providerRoute = (provider: string | number) => `${ROUTES.casino}/provider/${provider}`;
/** A static page of cms/contentlist. */
export const contentPageRoute = (id: number | string) => `/pages/${id}`;

/** The router's patterns for the routes with parameters (literal types: wouter reads the parameters' names from them). */
export const ROUTE_PATTERNS = {
  contentPage: '/pages/:id',
  provider: `${ROUTES.casino}/provider/:id`,
  casinoPage: `${ROUTES.casino}/:slug?`,
  funPlay: `${ROUTES.casino}/fun/:encoded`,
  play: `${ROUTES.casino}/play/:encoded`,
  dashboardAny: `${ROUTES.dashboard}/*?`,
} as const;
