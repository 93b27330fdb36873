// The responsible-gaming page (issue 8): the player sets a limit and feels it.
import { expect, test } from './fixtures';
import { expectNoAxeViolations, money, registerPlayer, startLoggedIn, watchForErrors } from './helpers';

test('a daily deposit limit set on the page refuses a deposit past it, saying what is left', async ({ page, request, t, s }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard');
  // Reached from the dashboard menu.
  await page.getByRole('link', { name: t('dashboard.responsibleGaming') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t('rg.title') })).toBeVisible();
  const card = page.locator('[data-limit="deposit-day"]');
  await expect(card).toContainText(t('rg.none'));
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: new RegExp(t('rg.edit', { name: '.+' })) }).click();
  const amount = card.getByLabel(t('rg.amountMoney'));
  await amount.fill('abc');
  await expect(card.getByRole('alert')).toHaveText(t('rg.invalid'));
  await expect(card.getByRole('button', { name: t('rg.save') })).toBeDisabled();
  await amount.fill('300');
  await card.getByRole('button', { name: t('rg.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: s('limitApplied') })).toBeVisible();
  await expect(card).toContainText(money(300));

  // The card deposit past it is refused with the server's message.
  await page.goto('/dashboard/deposit');
  await page.getByRole('button', { name: t('payment.choose', { title: 'Kredi Kartı' }) }).click();
  const dialog = page.getByRole('dialog', { name: 'Kredi Kartı' });
  await dialog.getByLabel(t('payment.fields.CardNo'), { exact: true }).pressSequentially('4111111111111111');
  await dialog.getByLabel(t('payment.fields.CardHolder')).fill('Ayşe Yılmaz');
  await dialog.getByLabel(t('payment.fields.ExpiryMonth')).selectOption('7');
  await dialog.getByRole('spinbutton', { name: t('payment.fields.Installments') }).fill('1');
  await dialog.getByRole('spinbutton', { name: t('payment.fields.Amount') }).fill('400');
  await dialog.getByRole('button', { name: t('payment.submit') }).click();
  const refusal = page.getByRole('alert').filter({ hasText: money(300) });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(s('periodDay'));
  expect(errors).toEqual([]);
});
