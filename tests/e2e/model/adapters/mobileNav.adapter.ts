// The phone's side panels in the browser (390 px, touch): a fresh player
// logged in, so the profile toggle is there. The toggles are the header's
// hamburger and profile buttons; a panel closes by its close button, Escape
// or a click on the mask (taken in turn, and focus goes back to the toggle);
// navigating is the browser's Back or Forward between the home page and the
// casino (the bottom bar's link, clicked at the start, made that history).
import { expect, type Locator, type Page } from '@playwright/test';
import { mobileNavModel } from '../../../model/models/mobileNav.model';
import { defineAdapter, type Translate } from '../adapter';
import { registerPlayer, startLoggedIn } from '../../helpers';

interface Data {
  username: string;
  /** Which panel is open, as the page shows it (the one a close gives focus back to). */
  open: 'menu' | 'profile' | null;
}

const menuToggle = (page: Page, t: Translate) => page.getByRole('button', { name: t('nav.openMenu') });
const profileToggle = (page: Page, t: Translate) =>
  page.getByRole('button', { name: new RegExp(`^(${t('header.openProfile')}|${t('header.openProfileUnread')})$`) });
const panel = (page: Page, state: 'menu' | 'profile'): Locator => page.locator(`dialog[data-state="mobileNav.${state}"]`);

export const mobileNavAdapter = defineAdapter<Data>({
  id: 'mobileNav',
  model: mobileNavModel,
  phone: true,
  // With no panel open only the bottom bar's Support sends CLOSE, and it opens the live chat too; the bare
  // CLOSE is the same root transition a panel's close takes, covered there.
  allows: (value, event) => event.type !== 'CLOSE' || value !== 'closed',
  async start({ page, request, t }) {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/');
    await expect(profileToggle(page, t)).toBeVisible();
    // History to move in: the casino, reached by the bottom bar (no reload).
    await page
      .getByRole('navigation', { name: t('nav.bottomBar') })
      .getByRole('link', { name: t('nav.casino') })
      .click();
    await expect(page).toHaveURL(/\/casino$/);
    return { username: player.username, open: null };
  },
  events: {
    async 'TOGGLE.MENU'({ page, t, data }) {
      await menuToggle(page, t).click();
      data.open = 'menu';
    },
    async 'TOGGLE.PROFILE'({ page, t, data }) {
      await profileToggle(page, t).click();
      data.open = 'profile';
    },
    async CLOSE({ page, t, data, index }) {
      const open = data.open!;
      const shown = panel(page, open);
      const way = index % 3;
      if (way === 0) await shown.getByRole('button', { name: t(open === 'menu' ? 'nav.closeMenu' : 'header.closeProfile') }).click();
      else if (way === 1) await page.keyboard.press('Escape');
      // The mask: the dialog element itself, beside the 20rem panel (the menu on the left, the profile on the right).
      else await shown.click({ position: { x: open === 'menu' ? 370 : 20, y: 400 } });
      // Focus goes back to the toggle that opened it.
      await expect(open === 'menu' ? menuToggle(page, t) : profileToggle(page, t)).toBeFocused();
      data.open = null;
    },
    async NAVIGATED({ page, data }) {
      // The phone's Back (or Forward, from the home page): the route changes under the open panel.
      if (/\/casino$/.test(page.url())) await page.goBack();
      else await page.goForward();
      data.open = null;
    },
  },
  states: {
    async closed({ page, t }) {
      await expect(page.locator('dialog[data-state^="mobileNav."]')).toHaveCount(0);
      await expect(menuToggle(page, t)).toHaveAttribute('aria-expanded', 'false');
      await expect(profileToggle(page, t)).toHaveAttribute('aria-expanded', 'false');
    },
    async menu({ page, t }) {
      const shown = panel(page, 'menu');
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAccessibleName(t('nav.mobileMenu'));
      // Its search runs with it (the searchFlow it invokes).
      await expect(shown.getByRole('search')).toHaveAttribute('data-state', 'gameSearch.idle');
      await expect(panel(page, 'profile')).toHaveCount(0);
      await expect(menuToggle(page, t)).toHaveAttribute('aria-expanded', 'true');
    },
    async profile({ page, t, data }) {
      const shown = panel(page, 'profile');
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAccessibleName(t('header.profile'));
      await expect(shown).toContainText(data.username);
      await expect(panel(page, 'menu')).toHaveCount(0);
      await expect(profileToggle(page, t)).toHaveAttribute('aria-expanded', 'true');
    },
  },
});
