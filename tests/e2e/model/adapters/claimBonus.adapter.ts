// 'Bonuses & Discounts' in the browser (/dashboard/claim-bonus): a fresh
// player's available bonuses from bonus/available and a claim through
// bonus/claim, each held until the path says, then answered by the reference
// server or cut. The model's bonus 1 is the server's first; a refusal's real
// cause is the same bonus claimed a moment before (through the API), which
// the page's list does not know yet.
import { expect, type Locator } from '@playwright/test';
import { claimBonusModel } from '../../../model/models/claimBonus.model';
import { defineAdapter } from '../adapter';
import { registerPlayer, startLoggedIn } from '../../helpers';
import { isRefusal } from './shared';

interface Data {
  area: Locator;
  bonus: { id: number; title: string };
  headers: Record<string, string>;
}

const CLAIMED_LEAVES = 'a claimed bonus leaves the list: it cannot be claimed again from the page';

export const claimBonusAdapter = defineAdapter<Data>({
  id: 'claimBonus',
  model: claimBonusModel,
  // Only a bonus on the list has a Claim button: the model's bonus 9 has none.
  allows: (_value, event) => event.type !== 'CLAIM' || event.id === 1,
  undrivable(path) {
    let claimed = false;
    for (const { event } of path.steps) {
      if (event.type === 'CLAIM' && claimed) return CLAIMED_LEAVES;
      if (event.type === 'xstate.done.actor.claimBonus' && !isRefusal(event as never)) claimed = true;
    }
    return null;
  },
  async start({ page, request }) {
    const player = await registerPlayer(request);
    const headers = { authorization: `Bearer ${player.session.token}` };
    const available = (await (await request.post('/api/bonus/available', { headers, data: {} })).json()) as {
      data: Array<{ id: number; title: string }>;
    };
    expect(available.data.length).toBeGreaterThan(0);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/claim-bonus');
    return { area: page.locator('[data-state="page.claimBonus"]'), bonus: available.data[0]!, headers };
  },
  gates: {
    fetchBonuses: { url: '**/api/bonus/available', method: 'POST' },
    claimBonus: { url: '**/api/bonus/claim', method: 'POST' },
  },
  events: {
    async RETRY({ data, t }) {
      await data.area.getByRole('button', { name: t('app.retry') }).click();
    },
    async CLAIM({ request, data, t, upcoming }) {
      // A refusal's real cause: the bonus was claimed elsewhere a moment ago.
      if (isRefusal(upcoming('claimBonus'))) {
        const answer = await request.post('/api/bonus/claim', { headers: data.headers, data: { id: data.bonus.id } });
        expect(answer.ok()).toBe(true);
      }
      await data.area.getByRole('button', { name: t('claimBonus.claimOf', { title: data.bonus.title }) }).click();
    },
  },
  states: {
    async loading({ data, gates, t }) {
      await expect.poll(() => gates.held('fetchBonuses')).toBeGreaterThan(0);
      await expect(data.area.getByRole('status')).toHaveText(t('app.loading'));
    },
    async failed({ data, t }) {
      const notice = data.area.locator('[data-state="claimBonus.failed"]');
      await expect(notice).toContainText(t('claimBonus.failed'));
      await expect(notice.getByRole('button', { name: t('app.retry') })).toBeEnabled();
    },
    async listing({ data, t }) {
      // The bonuses with Claim, or (every one claimed) the empty text.
      const listing = data.area.locator('[data-state="claimBonus.listing"]');
      await expect(listing).toBeVisible();
      const claims = listing.getByRole('button');
      if ((await claims.count()) > 0) await expect(claims.first()).toBeEnabled();
      else await expect(listing).toHaveText(t('claimBonus.empty'));
    },
    async claiming({ data, gates, t }) {
      await expect(data.area.locator('[data-state="claimBonus.claiming"]')).toBeVisible();
      await expect.poll(() => gates.held('claimBonus')).toBeGreaterThan(0);
      const claim = data.area.getByRole('button', { name: t('claimBonus.claimOf', { title: data.bonus.title }) });
      await expect(claim).toHaveText(t('claimBonus.claiming'));
      await expect(claim).toBeDisabled();
    },
  },
});
