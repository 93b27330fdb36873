// The language switch in the browser (spec section 4): the header's language
// box; choosing another language stores it and reloads the page 100 ms later
// (the page's clock is paused: the delay passes only when the path says), and
// the page comes back in that language. Choosing the current one does nothing.
import { expect, type Locator } from '@playwright/test';
import { languageSwitchModel } from '../../../model/models/languageSwitch.model';
import { defineAdapter } from '../adapter';

interface Data {
  select: Locator;
}

const NAMES: Record<string, string> = { tr: 'Türkçe', en: 'English' };

export const languageSwitchAdapter = defineAdapter<Data>({
  id: 'languageSwitch',
  model: languageSwitchModel,
  pausedClock: true,
  async start({ page, t }) {
    await page.goto('/');
    const select = page.locator('[data-site-header]').getByRole('combobox', { name: t('language.label') });
    await expect(select).toHaveValue('tr');
    return { select };
  },
  events: {
    async CHOOSE({ data }, event) {
      // Choosing the language already shown fires no change: nothing happens, as the model says.
      await data.select.selectOption(event.language as string);
    },
  },
  states: {
    async idle({ page, data }) {
      await expect(data.select).toHaveAttribute('data-state', 'languageSwitch.idle');
      await expect(data.select).toBeEnabled();
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    },
    async switching({ page, data }) {
      await expect(data.select).toHaveAttribute('data-state', 'languageSwitch.switching');
      await expect(data.select).toBeDisabled();
      // Stored before the reload, so the reloaded page starts in it.
      // (as storage writes it: JSON).
      expect(['en', '"en"']).toContain(await page.evaluate(() => localStorage.getItem('lang')));
    },
    async reloading({ page }) {
      // The page came back in English: its own texts and the language box.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const select = page.locator('[data-site-header]').getByRole('combobox', { name: 'Language' });
      await expect(select).toHaveValue('en');
      await expect(select.locator('option:checked')).toHaveText(NAMES.en!);
    },
  },
});
