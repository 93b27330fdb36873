import { setup } from 'xstate';
import type { Registered } from './system';
import { lazyFlowMachine } from './lazyFlow.machine';

declare module './system' {
  interface SystemActors {
    mobileNav: Registered<MobileNavEvent>;
  }
}

export type MobileNavEvent =
  | { type: 'TOGGLE.MENU' }
  | { type: 'TOGGLE.PROFILE' }
  /** The close button, Escape, the mask, or an item that opens a dialog. */
  | { type: 'CLOSE' }
  /** The route changed: an item was chosen. */
  | { type: 'NAVIGATED' };

/**
 * The phone's two side panels (spec section 2 'Header and menus'): the
 * hamburger side menu and the profile side bar. A toggle opens its panel;
 * an open panel is modal (the toggles sit behind it, out of reach), so at
 * most one is open and it closes by its close button, Escape or a click on
 * the mask (spec section 4), or by choosing any item (navigating). A toggle
 * that still arrives while a panel is open changes nothing.
 */
export const mobileNavMachine = setup({
  types: {} as { events: MobileNavEvent },
  actors: {
    // The menu's game search and Aviator shortcut (gameSearch), loaded with the menu.
    searchFlow: lazyFlowMachine,
  },
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
      description: 'The hamburger side menu: game search, the Aviator shortcut, menu tiles, language, call-back.',
      invoke: { id: 'searchFlow', src: 'searchFlow' },
    },
    profile: {
      description: 'The profile side bar: balance, name, user code and the dashboard menu.',
    },
  },
});
