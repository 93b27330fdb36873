import { mobileNavMachine } from '../../../machines/mobileNav.machine';
import { defineModel, defineOracle } from '../model';

type Open = 'closed' | 'menu' | 'profile';

/**
 * Spec section 2 'Header and menus': a toggle opens its panel; an open panel
 * is modal, its toggles behind it, so a toggle then changes nothing (at
 * most one panel); its close button, Escape, the mask (section 4) or
 * navigating closes it. The menu's game search starts with the menu.
 */
const oracle = defineOracle<{ open: Open }>({
  start: () => ({ state: { open: 'closed' }, value: 'closed' }),
  step({ open }, event) {
    const to = (next: Open) => ({
      state: { open: next },
      value: next,
      invokes: next === 'menu' && open !== 'menu' ? [{ src: 'searchFlow' }] : [],
    });
    switch (event.type) {
      case 'TOGGLE.MENU':
        return to(open === 'closed' ? 'menu' : open);
      case 'TOGGLE.PROFILE':
        return to(open === 'closed' ? 'profile' : open);
      case 'CLOSE':
      case 'NAVIGATED':
        return to('closed');
      default:
        throw new Error(`the mobile navigation model has no rule for ${event.type}`);
    }
  },
});

export const mobileNavModel = defineModel({
  id: 'mobileNav',
  machine: mobileNavMachine,
  inputs: [{ name: 'both closed', input: undefined }],
  events: [{ type: 'TOGGLE.MENU' }, { type: 'TOGGLE.PROFILE' }, { type: 'CLOSE' }, { type: 'NAVIGATED' }],
  oracle,
  // The menu's search view finds its flow by this id (src/ui/shell/MenuSearch.tsx).
  invariants: {
    'mobileNav.menu': (snapshot) => (snapshot.children.searchFlow ? undefined : "the menu's search does not run as 'searchFlow'"),
  },
});
