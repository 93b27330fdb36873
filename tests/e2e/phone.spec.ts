import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, pauseClock, registerPlayer, startLoggedIn, typeInto, watchForErrors } from './helpers';

const codeFor = async (request: APIRequestContext, phone: string) =>
  ((await (await request.get(`/dev/outbox.json?to=${phone}`)).json()) as Array<{ code: string }>)[0]!.code;

test('variant 2 page: not verified, send code, countdown, a wrong code is cleared, the right one verifies', async ({
  page,
  request,
  t,
  s,
}) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/phone-verification');
  const panel = page.locator('[data-state^="phoneVerification."]');
  await expect(panel).toHaveAttribute('data-state', 'phoneVerification.notVerified');
  await expect(panel.getByText(t('phone.notVerified'))).toBeVisible();
  await expect(panel.getByLabel(new RegExp(t('phone.phone')))).toBeDisabled();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: t('phone.send') }).click();
  await expect(panel).toHaveAttribute('data-state', 'phoneVerification.verificationCode.entering');
  await expect(panel.getByRole('timer')).toHaveText(new RegExp(t('phone.resendIn', { seconds: '(59|60)' })));
  await expectNoAxeViolations(page);
  const code = await codeFor(request, player.phone);
  await typeInto(panel.getByLabel(t('phone.code')), code === '111111' ? '222222' : '111111');
  await panel.getByRole('button', { name: t('phone.verify') }).click();
  await expect(page.getByRole('alert').filter({ hasText: s('codeInvalid') })).toBeVisible();
  await expect(panel.getByLabel(t('phone.code'))).toHaveValue('');
  await typeInto(panel.getByLabel(t('phone.code')), code);
  await expect(panel.getByLabel(t('phone.code'))).toHaveValue(`${code.slice(0, 3)}-${code.slice(3)}`);
  await panel.getByRole('button', { name: t('phone.verify') }).click();
  await expect(panel).toHaveAttribute('data-state', 'phoneVerification.verified');
  await expect(panel.getByText(t('phone.verified'), { exact: true })).toBeVisible();
  // 'Update Number' enables the field.
  await panel.getByRole('button', { name: t('phone.update') }).click();
  await expect(panel.getByLabel(new RegExp(t('phone.phone')))).toBeEnabled();
  expect(errors).toEqual([]);
});

test('variant 2: the resend link appears after 60 s and sends a new code', async ({ page, request, t }) => {
  await page.clock.install();
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/phone-verification');
  const panel = page.locator('[data-state^="phoneVerification."]');
  await panel.getByRole('button', { name: t('phone.send') }).click();
  await expect(panel.getByRole('timer')).toBeVisible();
  // From here the countdown moves only by the clock: the link comes after the minute run, however slow the run.
  await pauseClock(page);
  await page.clock.runFor(61_000);
  await expect(panel.getByRole('button', { name: t('phone.resend') })).toBeVisible();
});

test('variant 1 dialog from the account page: Set Phone Number, Set Sms Code, Congratulations', async ({ page, request, t }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/account');
  const details = page.locator('[data-state="accountProfile.shown"]');
  await expect(details).toContainText(player.email);
  await expect(details).toContainText(t('account.notVerified'));
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: t('account.verifyNow') }).click();
  const dialog = page.getByRole('dialog', { name: t('phone.title') });
  await expect(dialog.getByRole('heading', { name: t('phone.step1') })).toBeVisible();
  await expect(dialog.getByLabel(t('phone.code'))).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t('phone.send') }).click();
  await expect(dialog.getByRole('heading', { name: t('phone.step2') })).toBeVisible();
  await typeInto(dialog.getByLabel(t('phone.code')), await codeFor(request, player.phone));
  await dialog.getByRole('button', { name: t('phone.validate'), exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: t('phone.verifiedText') })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog
    .getByRole('button', { name: t('phone.close'), exact: true })
    .last()
    .click();
  await expect(dialog).toBeHidden();
  // The account page shows the phone verified at once.
  await expect(details).toContainText(t('account.verified'));
  // A verified number is changed in the variant 2 dialog.
  await details.getByRole('button', { name: t('phone.update') }).click();
  const variant2 = page.getByRole('dialog', { name: t('phone.title') });
  await expect(variant2.locator('[data-state="phoneVerification.verified"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await variant2.getByRole('button', { name: t('phone.update') }).click();
  await expect(variant2.getByLabel(new RegExp(t('phone.phone')))).toBeEnabled();
  expect(errors).toEqual([]);
});

test('call request: save stays disabled until valid, the warnings guide, success closes', async ({ page, t, s, ui }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await ui.openCallRequest();
  const dialog = page.getByRole('dialog', { name: t('callRequest.title') });
  await expect(dialog).toContainText(t('callRequest.noContacts'));
  await expect(dialog).toContainText(t('callRequest.warnUsername'));
  await expect(dialog).toContainText(t('callRequest.warnContacts'));
  await expect(dialog).toContainText(t('callRequest.warnSlot'));
  const save = dialog.getByRole('button', { name: t('callRequest.save') });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page);
  await typeInto(dialog.getByLabel(t('callRequest.name')), 'Ayşe Yılmaz');
  await typeInto(dialog.getByLabel(t('callRequest.username')), 'ayse2024');
  await typeInto(dialog.getByLabel(t('callRequest.message')), 'Bonus hakkında bilgi almak istiyorum');
  await dialog.getByLabel(t('callRequest.slot')).selectOption('14:30-15:30');
  for (let i = 0; i < 6; i++) await dialog.getByRole('button', { name: `+ ${t('callRequest.addContact')}` }).click();
  await expect(page.getByRole('status').filter({ hasText: t('callRequest.warnMax') })).toBeVisible();
  for (let i = 0; i < 4; i++)
    await dialog
      .getByRole('button', { name: t('callRequest.removeContact') })
      .first()
      .click();
  await dialog.getByLabel(t('callRequest.contactType')).selectOption('2');
  await typeInto(dialog.getByLabel(t('callRequest.contactValue'), { exact: true }), '05551112233');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: s('callMeReceived').split('.')[0]! })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
