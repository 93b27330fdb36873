import { expect } from '@playwright/test';
import { topNotificationModel } from '../../../model/models/topNotification.model';
import { defineAdapter } from '../adapter';

const PAGE_CLASS = 'has-top-notification';

export const topNotificationAdapter = defineAdapter({
  id: 'topNotification',
  model: topNotificationModel,
  // The bar's collapse (500 ms) is stepped with the clock.
  pausedClock: true,
  async start({ page, path }) {
    if (path.inputName === 'home, closed before') await page.addInitScript(() => localStorage.setItem('topNotificationRead', 'true'));
    await page.goto(path.inputName === 'deep link, never closed' ? '/casino/slot' : '/');
    await expect(page.locator('[data-site-header]')).toBeVisible();
  },
  events: {
    async NAVIGATE({ page, t }, event) {
      const target = event.path as string;
      if (target === '/') await page.getByRole('link', { name: `${t('app.name')}: ${t('nav.home')}` }).click();
      else await page.locator(`[data-site-header] a[href="${target}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}$`));
    },
    async CLOSE({ page, t }) {
      await page.getByRole('button', { name: t('topNotification.close') }).click();
    },
  },
  states: {
    async shown({ page }) {
      await expect(page.locator('[data-state="topNotification.shown"]')).toBeVisible();
      await expect(page.locator('body')).toHaveClass(new RegExp(PAGE_CLASS));
    },
    async collapsing({ page }) {
      // Collapsed to no height, so attached rather than visible.
      await expect(page.locator('[data-state="topNotification.collapsing"]')).toBeAttached();
      await expect(page.locator('body')).toHaveClass(new RegExp(PAGE_CLASS));
    },
    async hidden({ page }) {
      await expect(page.locator('[data-state^="topNotification."]')).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(new RegExp(PAGE_CLASS));
    },
    async closed({ page }) {
      await expect(page.locator('[data-state^="topNotification."]')).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(new RegExp(PAGE_CLASS));
      expect(await page.evaluate(() => localStorage.getItem('topNotificationRead'))).toBe('true');
    },
  },
});
