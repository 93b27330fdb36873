// The activity statement on the responsible-gaming page (issue 33, item 8):
// a player with a deposit and limits sees the last 30 days as charts, and the
// same figures in words against each limit; a limit saved on the page is
// measured against at once; an answer that does not match the contract says
// so and offers Try again.
import { expect, test, type Lang } from './fixtures';
import { expectNoAxeViolations, fundedPlayer, money, startLoggedIn, typeInto, watchForErrors } from './helpers';

const lower = (text: string, lang: Lang) => text.toLocaleLowerCase(lang === 'tr' ? 'tr-TR' : 'en-GB');

test('a player with a deposit and limits sees the chart and the summary with the right figures', async ({ page, request, t, lang }) => {
  const errors = watchForErrors(page);
  const player = await fundedPlayer(request); // ₺500 deposited by card today
  const setLimit = (kind: string, period: string, amount: number) =>
    request.post('/api/customer/limits', { headers: player.headers, data: { kind, period, amount } });
  expect((await (await setLimit('deposit', 'day', 1000)).json()).success).toBe(true);
  expect((await (await setLimit('deposit', 'week', 2000)).json()).success).toBe(true);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/responsible-gaming');

  const statement = page.locator('[data-state^="activity."]');
  await expect(page.locator('[data-state="activity.loaded"]')).toBeVisible();
  await expect(statement.getByRole('heading', { level: 2, name: t('rg.activity.title') })).toBeVisible();
  // The charts are images with a label saying what they draw, the daily deposit limit among it.
  const money_ = statement.getByRole('img').and(page.locator('[data-chart="money"]'));
  await expect(money_).toHaveAttribute('aria-label', new RegExp(escape(t('rg.activity.depositLimitLine', { amount: money(1000) }))));
  await expect(statement.getByRole('img').and(page.locator('[data-chart="time"]'))).toBeVisible();

  // The summary in words: today against the daily limit, this week against the weekly one.
  const summary = statement.locator('[data-activity-summary]');
  const word = (period: string) => lower(t(`rg.periods.${period}` as never), lang);
  await expect(summary.locator('[data-period="day"]')).toContainText(
    t('rg.activity.depositedOfLimit', { amount: money(500), period: word('day'), limit: money(1000), percent: 50 }),
  );
  await expect(summary.locator('[data-period="week"]')).toContainText(
    t('rg.activity.depositedOfLimit', { amount: money(500), period: word('week'), limit: money(2000), percent: 25 }),
  );
  await expect(summary.locator('[data-period="month"]')).toContainText(
    t('rg.activity.deposited', { amount: money(500), period: word('month') }),
  );
  await expect(summary.locator('[data-period="day"]')).toContainText(t('rg.activity.net', { amount: money(0), period: word('day') }));

  // The day table opens from the keyboard, today first.
  const table = statement.getByText(t('rg.activity.table'), { exact: true }).first();
  await table.focus();
  await page.keyboard.press('Enter');
  const firstRow = statement.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toContainText(money(500));
  await expectNoAxeViolations(page);

  // A monthly deposit limit typed on the page, key by key: the statement measures against it at once.
  const card = page.locator('[data-limit="deposit-month"]');
  await card.getByRole('button', { name: new RegExp(escape(t('rg.edit', { name: '\u0000' })).replace('\u0000', '.+')) }).click();
  await typeInto(card.getByLabel(t('rg.amountMoney')), '4000');
  await card.getByRole('button', { name: t('rg.save') }).click();
  await expect(summary.locator('[data-period="month"]')).toContainText(
    t('rg.activity.depositedOfLimit', { amount: money(500), period: word('month'), limit: money(4000), percent: 12 }),
  );
  expect(errors).toEqual([]);
});

test('an answer that does not match the contract says so and offers Try again, which brings the statement', async ({
  page,
  request,
  t,
}) => {
  const player = await fundedPlayer(request);
  let malformed = true;
  await page.route('**/api/customer/activity', async (route) => {
    if (!malformed) return route.continue();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, message: '', data: { days: 'thirty' } }),
    });
  });
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/responsible-gaming');
  const failed = page.locator('[data-state="activity.failed"]');
  await expect(failed.getByRole('alert')).toContainText(t('rg.activity.loadFailed'));
  await expect(failed.getByRole('alert')).toContainText(t('errors.contract'));
  // The limits beside it are unharmed.
  await expect(page.locator('[data-state="limitsEditor.ready.viewing"]')).toBeVisible();
  await expectNoAxeViolations(page);
  malformed = false;
  const retry = failed.getByRole('button', { name: t('app.retry') });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-state="activity.loaded"] [data-activity-summary]')).toContainText(money(500));
});

/** Text as a pattern that matches it literally. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
