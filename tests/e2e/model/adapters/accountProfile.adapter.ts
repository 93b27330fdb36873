// The account page in the browser (/dashboard/account): a fresh player's
// details from customer/profile, held until the path says, then answered by
// the reference server (the player's own username and code) or cut; Try again
// asks again.
import { expect, type Locator } from '@playwright/test';
import { accountProfileModel } from '../../../model/models/accountProfile.model';
import { defineAdapter } from '../adapter';
import { registerPlayer, startLoggedIn } from '../../helpers';

interface Data {
  details: Locator;
  username: string;
  birthDate: string;
}

const inState = (details: Locator, state: string) => expect(details).toHaveAttribute('data-state', `accountProfile.${state}`);

export const accountProfileAdapter = defineAdapter<Data>({
  id: 'accountProfile',
  model: accountProfileModel,
  async start({ page, request }) {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/account');
    const details = page.locator('[data-state^="accountProfile."]');
    await expect(details).toBeAttached();
    return { details, username: player.username, birthDate: player.birthDate };
  },
  gates: { fetchProfile: { url: '**/api/customer/profile', method: 'GET' } },
  events: {
    async RETRY({ data, t }) {
      await data.details.getByRole('button', { name: t('account.retry') }).click();
    },
  },
  states: {
    async loading({ data, gates, t }) {
      await inState(data.details, 'loading');
      await expect.poll(() => gates.held('fetchProfile')).toBeGreaterThan(0);
      await expect(data.details.getByRole('status')).toHaveText(t('app.loading'));
    },
    async shown({ data, t }) {
      await inState(data.details, 'shown');
      // The server's answer for this player: their own username, not the demo's.
      await expect(data.details.getByRole('definition').first()).toHaveText(data.username);
      await expect(data.details.getByRole('term').first()).toHaveText(t('account.username'));
      // The birth date as Intl writes a long Turkish day (the page writes it without Intl: src/platform/formatDay.ts).
      const birthDay = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(data.birthDate));
      await expect(data.details.getByRole('definition').filter({ hasText: birthDay })).toHaveCount(1);
    },
    async failed({ data, t }) {
      await inState(data.details, 'failed');
      await expect(data.details.getByRole('alert')).toContainText(t('account.failed'));
      await expect(data.details.getByRole('button', { name: t('account.retry') })).toBeEnabled();
    },
  },
});
