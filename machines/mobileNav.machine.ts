import { setup } from 'xstate';

export type MobileNavEvent =
  | { type: 'TOGGLE.MENU' }
  | { type: 'TOGGLE.PROFILE' }
  /** The close button, Escape, the mask, or an item that opens a dialog. */
  | { type: 'CLOSE' }
  /** The route changed: an item was chosen. */
  | { type: 'NAVIGATED' };

/**
 * The phone's two side panels (spec section 2 'Header and menus'): the
 * hamburger side menu and the profile side bar. At most one is open; the
 * toggles switch between them; choosing any item (navigating) closes both,
 * and so do the close button, Escape and a click on the mask.
 */
export const mobileNavMachine = setup({
  types: {} as { events: MobileNavEvent },
}).createMachine({
  id: 'mobileNav',
  description: 'Side menu and profile side bar on phones: one at a time.',
  initial: 'closed',
  on: { CLOSE: '.closed', NAVIGATED: '.closed' },
  states: {
    closed: {
      on: { 'TOGGLE.MENU': 'menu', 'TOGGLE.PROFILE': 'profile' },
    },
    menu: {
      description: 'The hamburger side menu: menu tiles, language, call-back.',
      on: { 'TOGGLE.MENU': 'closed', 'TOGGLE.PROFILE': 'profile' },
    },
    profile: {
      description: 'The profile side bar: balance, name, user code and the dashboard menu.',
      on: { 'TOGGLE.PROFILE': 'closed', 'TOGGLE.MENU': 'menu' },
    },
  },
});
