// Bonus money (issue 18): a claimed bonus shows apart from cash, its wagering
// goes down as the player plays, and a withdrawal asks the player to agree
// to give up a bonus not yet wagered through.
import { expect, test } from './fixtures';
import { expectNoAxeViolations, hub88Spinner, money, startLoggedIn, typeInto, verifiedPlayer, watchForErrors } from './helpers';

test('a bonus is claimed apart from cash, its wagering goes down with play, and a withdrawal gives it up only when agreed', async ({
  page,
  request,
  t,
  s,
}) => {
  const errors = watchForErrors(page);
  const player = await verifiedPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/claim-bonus');
  const claim = page.getByRole('button', { name: new RegExp(`^${t('claimBonus.claimOf', { title: '.+' })}$`) }).first();
  await claim.click();
  await expect(page.locator('[data-toast-kind="success"]')).toBeVisible();

  // The dashboard says which part is cash and which is bonus.
  await page.goto('/dashboard');
  await expect(page.locator('#main [data-balance-breakdown] [data-cash]')).toHaveText(money(500));
  await expect(page.locator('#main [data-balance-breakdown] [data-bonus]')).toHaveText(money(100));

  // Five one-lira spins (another device): the wagering left goes from 1.000 to 995.
  const { spin } = await hub88Spinner(request, player.headers);
  for (let i = 0; i < 5; i++) expect((await spin()).success).toBe(true);
  await page.goto('/dashboard/bonuses');
  const bonuses = page.getByRole('region', { name: t('history.table', { title: t('dashboard.bonuses') }) });
  await expect(bonuses.locator('[data-wagering-left="995"]')).toContainText(money(995));
  await expect(bonuses).toContainText(t('history.activityStatus.1'));

  // The withdrawal form asks the player to agree to give the bonus up.
  await page.goto('/dashboard/withdraw');
  await page.getByRole('button', { name: t('payment.choose', { title: 'Papara' }) }).click();
  const dialog = page.getByRole('dialog', { name: 'Papara' });
  await typeInto(dialog.getByRole('textbox', { name: t('payment.fields.PaparaNo') }), '1234567890');
  await typeInto(dialog.getByRole('spinbutton', { name: t('payment.fields.Amount') }), '100');
  const agree = dialog.getByLabel(t('payment.fields.BonusForfeit'));
  await expect(agree.locator('option').nth(1)).toHaveText(s('bonusForfeitOption', { amount: money(100) }));
  await expect(dialog.getByRole('button', { name: t('payment.submit') })).toBeDisabled();
  await agree.selectOption({ index: 1 });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t('payment.submit') }).click();
  await expect(page.locator('[data-toast-kind="success"]')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/dashboard/bonuses');
  await expect(bonuses).toContainText(t('history.activityStatus.3'));
  await expect(bonuses.locator('[data-wagering-left]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
