// The footer's settings links in the browser (spec section 9): its social
// links and licence come 1000 ms after the footer starts, in a place kept for
// them. The page's clock is paused before the page opens, so the footer starts
// under it and its delay passes only when the path says.
import { expect, type Locator } from '@playwright/test';
import { footerLinksModel } from '../../../model/models/footerLinks.model';
import { defineAdapter } from '../adapter';
import { settleUntil } from './shared';

interface Data {
  place: Locator;
}

export const footerLinksAdapter = defineAdapter<Data>({
  id: 'footerLinks',
  model: footerLinksModel,
  pausedClock: true,
  async start({ page }) {
    // Paused from the first script on: the footer is lazy, and its 1000 ms must not pass while it loads.
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    await page.goto('/');
    const place = page.locator('footer [data-state^="footerLinks."]');
    // The footer is revealed by React on a timer of its own: move the clock in small steps until it is there.
    await settleUntil(page, page.locator('footer'));
    await expect(place).toBeAttached();
    return { place };
  },
  events: {},
  states: {
    async waiting({ data }) {
      await expect(data.place).toHaveAttribute('data-state', 'footerLinks.waiting');
      await expect(data.place.getByRole('link')).toHaveCount(0);
    },
    async shown({ data }) {
      await expect(data.place).toHaveAttribute('data-state', 'footerLinks.shown');
      // The social links and the licence, each a link with its target (a new tab where the setting says so).
      await expect(data.place.getByRole('link').first()).toBeVisible();
      for (const link of await data.place.getByRole('link').all()) {
        await expect(link).toHaveAccessibleName(/\S/);
        expect(['_blank', '_self', '_parent', '_top', null]).toContain(await link.getAttribute('target'));
      }
    },
  },
});
