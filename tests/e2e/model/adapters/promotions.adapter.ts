// The promotions page in the browser (spec section 2 'Other'): the list from
// cms/promotions, held until the path says, then answered by the reference
// server or cut; a card's Details opens its dialog (second image, title,
// sanitised description), closed with its close button.
// The model's first promotion is the server's first; its 'OPEN 5' (a card
// that is not there) has no button to press on the page.
import { expect, type Locator } from '@playwright/test';
import { promotionsModel } from '../../../model/models/promotions.model';
import { defineAdapter } from '../adapter';

interface Data {
  list: Locator;
  /** The server's first promotion's title. */
  first: string;
}

const inState = (list: Locator, state: string) => expect(list).toHaveAttribute('data-state', `promotions.${state}`);

export const promotionsAdapter = defineAdapter<Data>({
  id: 'promotions',
  model: promotionsModel,
  // Only the cards on the page can be opened: the model's index 5 has none.
  allows: (_value, event) => event.type !== 'OPEN' || event.index === 0,
  async start({ page, request }) {
    const answer = (await (await request.get('/api/cms/promotions')).json()) as { data: Array<{ title: string }> };
    expect(answer.data.length).toBeGreaterThan(0);
    await page.goto('/promotions');
    const list = page.locator('[data-state^="promotions."]').first();
    await expect(list).toBeAttached();
    return { list, first: answer.data[0]!.title };
  },
  gates: { fetchPromotions: { url: '**/api/cms/promotions', method: 'GET' } },
  events: {
    async RETRY({ data, t }) {
      await data.list.getByRole('button', { name: t('promotions.retry') }).click();
    },
    async OPEN({ data, t }) {
      await data.list.getByRole('button', { name: t('promotions.detailsOf', { title: data.first }) }).click();
    },
    async CLOSE({ page, data, t }) {
      await page
        .getByRole('dialog', { name: data.first })
        .getByRole('button', { name: t('dialog.close') })
        .click();
      // The dialog gives focus back to the button that opened it.
      await expect(data.list.getByRole('button', { name: t('promotions.detailsOf', { title: data.first }) })).toBeFocused();
    },
  },
  states: {
    async loading({ data, gates, t }) {
      await inState(data.list, 'loading');
      await expect.poll(() => gates.held('fetchPromotions')).toBeGreaterThan(0);
      await expect(data.list.getByRole('status')).toHaveText(t('app.loading'));
    },
    async failed({ data, t }) {
      await inState(data.list, 'failed');
      await expect(data.list.getByRole('alert')).toContainText(t('promotions.failed'));
    },
    async 'shown.browsing'({ page, data }) {
      await inState(data.list, 'shown.browsing');
      await expect(data.list.getByRole('heading', { level: 2, name: data.first })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    async 'shown.reading'({ page, data }) {
      await inState(data.list, 'shown.reading');
      const dialog = page.getByRole('dialog', { name: data.first });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: data.first })).toBeVisible();
    },
  },
});
