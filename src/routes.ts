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
