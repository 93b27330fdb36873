// What the menus list (spec section 2 'Header and menus', 'Dashboard menu').
// The operator's menu list is not shown in the spec; these are the site's
// sections with their routes. Labels are translation keys.
import type { TranslationKey } from '../../i18n/dictionary';

export interface MenuLink {
  label: TranslationKey;
  url: string;
}

/** The top menu (desktop) and the tiles of the phone's side menu. */
export const TOP_MENU: readonly MenuLink[] = [
  { label: 'nav.sports', url: '/spor' },
  { label: 'nav.liveSports', url: '/livespor' },
  { label: 'nav.casino', url: '/casino/slot' },
  { label: 'nav.liveCasino', url: '/casino/live' },
  { label: 'nav.virtual', url: '/casino/games' },
  { label: 'nav.tvGames', url: '/casino/tvbets' },
  { label: 'nav.bingo', url: '/casino/bingo' },
  { label: 'nav.esports', url: '/esports' },
  { label: 'nav.promotions', url: '/promotions' },
];

export const CLAIM_BONUS_URL = '/dashboard/claim-bonus';
export const PROMOTIONS_URL = '/promotions';
export const DEPOSIT_URL = '/dashboard/deposit';
export const RESPONSIBLE_GAMING_URL = '/dashboard/responsible-gaming';
