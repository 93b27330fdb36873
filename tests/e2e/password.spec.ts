import { expect, test } from './fixtures';
import { expectNoAxeViolations, registerPlayer, startLoggedIn, typeInto, watchForErrors } from './helpers';

// On a phone (playwright.config.ts runs this file there only), with axe and the refusals: the desktop walks
// both forms, typed at two speeds, in typing.spec.ts (the same steps).

test('recover a password by the e-mailed code, then log in with it', async ({ page, request, t, s }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await page.goto('/');
  await page.getByRole('button', { name: t('header.login') }).click();
  await page.getByRole('button', { name: t('recovery.link') }).click();
  const dialog = page.getByRole('dialog', { name: t('recovery.title') });
  await expect(dialog).toHaveAttribute('data-state', 'recovery.username');
  await expectNoAxeViolations(page);
  await typeInto(dialog.getByLabel(t('recovery.username')), player.username);
  await dialog.getByRole('button', { name: t('recovery.continue') }).click();
  await expect(dialog).toHaveAttribute('data-state', 'recovery.code');
  await expect(dialog).toContainText(t('recovery.step2'));
  await expectNoAxeViolations(page);

  const outbox = await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(player.email)}`)).json();
  const code = outbox[0].code as string;
  await typeInto(dialog.getByLabel(t('recovery.code')), code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: t('recovery.continue') }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: s('codeInvalid') })).toHaveText(s('codeInvalid'));
  await typeInto(dialog.getByLabel(t('recovery.code')), code);
  await dialog.getByRole('button', { name: t('recovery.continue') }).click();
  await expect(dialog).toHaveAttribute('data-state', 'recovery.newPassword');
  await expectNoAxeViolations(page);
  await typeInto(dialog.getByLabel(t('recovery.password'), { exact: true }), 'recovered1');
  await typeInto(dialog.getByLabel(t('recovery.password2')), 'recovered1');
  await dialog.getByRole('button', { name: t('recovery.continue') }).click();
  await expect(dialog.getByRole('status').filter({ hasText: t('recovery.done') })).toHaveText(t('recovery.done'));

  const login = page.getByRole('dialog', { name: t('login.title') });
  await expect(login).toBeVisible();
  await typeInto(login.getByLabel(t('login.username')), player.username);
  await typeInto(login.getByLabel(t('login.password')), 'recovered1');
  await login.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: s('loginSuccess', { username: player.username }) })).toBeVisible();
  await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('change the password on the dashboard page, then log in with the new one', async ({ page, request, t, s, ui }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/');
  await ui.openAccountMenu();
  await page.getByRole('link', { name: t('dashboard.changePassword') }).click();
  await expect(page).toHaveURL(/\/dashboard\/change-password$/);
  // Choosing an item closes the phone's profile side bar.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const form = page.locator('[data-state^="changePassword."]');
  await expect(page.getByRole('heading', { name: t('dashboard.changePassword'), level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await typeInto(form.getByLabel(t('changePassword.oldPassword')), 'wrong-one');
  await typeInto(form.getByLabel(t('changePassword.password'), { exact: true }), 'changed1');
  await typeInto(form.getByLabel(t('changePassword.confirmPassword')), 'changed1');
  await form.getByRole('button', { name: t('changePassword.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: s('wrongOldPassword') })).toBeVisible();
  await typeInto(form.getByLabel(t('changePassword.oldPassword')), player.password);
  await form.getByRole('button', { name: t('changePassword.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: s('passwordChanged') })).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { username: player.username, password: 'changed1' } });
  expect((await login.json()).success).toBe(true);
  expect(errors).toEqual([]);
});
