// The deposit page in the browser (/dashboard/deposit): a new player's
// deposit methods from payment/methods and, beside them, whether to offer a
// deposit limit before the first deposit (customer/limits, issue 8), each
// held until the path says, then answered by the reference server or cut.
// A method opens its payment form in a dialog; closing the form ends the
// payment flow and the list is back. The model's method 2 is the server's
// card method (id 2); its method 99 is on no list.
import { expect, type Locator } from '@playwright/test';
import { paymentMethodsModel } from '../../../model/models/paymentMethods.model';
import { defineAdapter, type PlannedPath } from '../adapter';
import { CARD_METHOD_ID, newPlayerOnDepositPage } from './shared';

interface Data {
  area: Locator;
  card: string;
}

/** Whether the deposit-limit offer has come by this step (a new player, who has not deposited, is offered one). */
const offered = (path: PlannedPath, index: number) =>
  path.steps.slice(1, index + 1).some((s) => s.event.type === 'xstate.done.actor.fetchDepositLimitOffer');

export const paymentMethodsAdapter = defineAdapter<Data>({
  id: 'paymentMethods',
  model: paymentMethodsModel,
  // Only a listed method has a button; a new player is offered a limit (the server's answer is true).
  allows: (_value, event) =>
    (event.type !== 'CHOOSE' || event.id === CARD_METHOD_ID) &&
    (event.type !== 'xstate.done.actor.fetchDepositLimitOffer' || event.output === true),
  // The offer is asked once: one answer, or one failure.
  undrivable: (path) =>
    path.steps.filter((s) => s.event.type.endsWith('.fetchDepositLimitOffer')).length > 1
      ? 'the deposit-limit offer is asked once: it has one outcome'
      : null,
  async start({ page, request }) {
    const { card } = await newPlayerOnDepositPage(page, request);
    return { area: page.locator('[data-state="page.deposit"]'), card };
  },
  gates: {
    fetchMethods: { url: '**/api/payment/methods', method: 'POST' },
    fetchDepositLimitOffer: { url: /\/api\/customer\/limits(\?|$)/, method: 'GET' },
  },
  events: {
    async RETRY({ data, t }) {
      await data.area.getByRole('button', { name: t('app.retry') }).click();
    },
    async CHOOSE({ data, t }) {
      await data.area.getByRole('button', { name: t('payment.choose', { title: data.card }) }).click();
    },
    // customer/limits is also the running reality check's call (its interval), made as the player's page starts:
    // both are held, and settled together (the reality check's answer changes nothing on this page).
    async 'xstate.done.actor.fetchDepositLimitOffer'({ gates }) {
      await expect.poll(() => gates.held('fetchDepositLimitOffer')).toBe(2);
      await gates.release('fetchDepositLimitOffer', () => true);
    },
    async 'xstate.error.actor.fetchDepositLimitOffer'({ gates }) {
      await expect.poll(() => gates.held('fetchDepositLimitOffer')).toBe(2);
      await gates.cut('fetchDepositLimitOffer');
      await gates.cut('fetchDepositLimitOffer');
    },
    async 'xstate.done.actor.payment'({ page, data, t }) {
      // The player closes the form: the payment flow ends.
      await page
        .getByRole('dialog', { name: data.card })
        .getByRole('button', { name: t('dialog.close') })
        .click();
    },
  },
  states: {
    async loading({ data, gates, t }) {
      await expect(data.area.locator('[data-state="paymentMethods.loading"]')).toHaveText(t('app.loading'));
      await expect.poll(() => gates.held('fetchMethods')).toBeGreaterThan(0);
    },
    async failed({ data, t }) {
      await expect(data.area.locator('[data-state="paymentMethods.failed"]')).toContainText(t('payment.methodsFailed'));
    },
    async listing({ page, data, t, path, index }) {
      const listing = data.area.locator('[data-state="paymentMethods.listing"]');
      await expect(listing.getByRole('button', { name: t('payment.choose', { title: data.card }) })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The limit offer shows once the server said so (before the first deposit), and not when it could not tell.
      await expect(listing.getByRole('link', { name: t('limitOffer.link') })).toHaveCount(offered(path, index) ? 1 : 0);
    },
    async paying({ page, data }) {
      await expect(data.area.locator('[data-state="paymentMethods.paying"]')).toBeAttached();
      await expect(page.getByRole('dialog', { name: data.card })).toBeVisible();
    },
  },
});
