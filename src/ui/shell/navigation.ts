// What the menus list (spec section 2 'Header and menus', 'Dashboard menu').
// The operator's menu list is not shown in the spec; these are the site's
// sections with their routes. Labels are translation keys.
import type { TranslationKey } from '../../i18n/dictionary';
import { casinoRoute, ROUTES } from '../../routes';

export interface MenuLink {
  label: TranslationKey;
  url: string;
}

/** The top menu (desktop) and the tiles of the phone's side menu. */
export const TOP_MENU: readonly MenuLink[] = [
  { label: 'nav.sports', url: ROUTES.sports },
  { label: 'nav.liveSports', url: ROUTES.liveSports },
  { label: 'nav.casino', url: casinoRoute('slot') },
  { label: 'nav.liveCasino', url: casinoRoute('live') },
  { label: 'nav.virtual', url: casinoRoute('games') },
  { label: 'nav.tvGames', url: casinoRoute('tvbets') },
  { label: 'nav.bingo', url: casinoRoute('bingo') },
  { label: 'nav.esports', url: ROUTES.esports },
  { label: 'nav.promotions', url: ROUTES.promotions },
];
