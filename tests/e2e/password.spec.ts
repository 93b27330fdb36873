import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, registerPlayer, startLoggedIn, watchForErrors } from './helpers';

test('recover a password by the e-mailed code, then log in with it', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('button', { name: 'Şifremi Unuttum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Şifremi Unuttum' });
  await expect(dialog).toHaveAttribute('data-state', 'recovery.username');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Kullanıcı Adı').fill(player.username);
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog).toHaveAttribute('data-state', 'recovery.code');

  const outbox = await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(player.email)}`)).json();
  const code = outbox[0].code as string;
  await dialog.getByLabel('Sıfırlama Kodu').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Kod hatalı.');
  await dialog.getByLabel('Sıfırlama Kodu').fill(code);
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog).toHaveAttribute('data-state', 'recovery.newPassword');
  await dialog.getByLabel('Şifre', { exact: true }).fill('recovered1');
  await dialog.getByLabel('Şifre Tekrar').fill('recovered1');
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.');

  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(login).toBeVisible();
  await login.getByLabel('Kullanıcı Adı').fill(player.username);
  await login.getByLabel('Şifre').fill('recovered1');
  await login.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.locator('[data-state="session.loggedIn"]')).toContainText(player.username);
  expect(errors).toEqual([]);
});

test('change the password on the dashboard page, then log in with the new one', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/');
  await page.locator('summary', { hasText: 'Hesabım' }).click();
  await page.getByRole('link', { name: 'Şifre Değiştir' }).click();
  await expect(page).toHaveURL(/\/dashboard\/change-password$/);
  const form = page.locator('[data-state^="changePassword."]');
  await expect(page.getByRole('heading', { name: 'Şifre Değiştir', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel('Eski Şifre').fill('wrong-one');
  await form.getByLabel('Yeni Şifre', { exact: true }).fill('changed1');
  await form.getByLabel('Yeni Şifre Tekrar').fill('changed1');
  await form.getByRole('button', { name: 'Değiştir' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Mevcut şifreniz hatalı.' })).toBeVisible();
  await form.getByLabel('Eski Şifre').fill(player.password);
  await form.getByRole('button', { name: 'Değiştir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Şifreniz değiştirildi.' })).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { username: player.username, password: 'changed1' } });
  expect((await login.json()).success).toBe(true);
  expect(errors).toEqual([]);
});

test.describe('in English', () => {
  test('the recovery dialog speaks English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', '"en"'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Recovery Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recovery Password' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toContainText('A code has been sent to your email address to reset your password. Please enter this code in the field below.');
    await expect(dialog.getByLabel('Reset Code')).toBeVisible();
  });
});
