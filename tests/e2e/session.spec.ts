import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, registerPlayer, startLoggedIn, watchForErrors } from './helpers';

test('a visitor on a guarded route gets the login form and stays on the home page', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/dashboard/deposit');
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-state', 'login.editing');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Kullanıcı Adı')).toBeFocused();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('login: refused with the server message, then accepted, header shows the player; reload keeps the session', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  const submit = dialog.getByRole('button', { name: 'Giriş Yap' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Kullanıcı Adı').fill('demo');
  await dialog.getByLabel('Şifre').fill('wrong-password');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Kullanıcı adı veya şifre hatalı.' })).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Şifre').fill('demo12345');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Hoş geldiniz, demo!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const account = page.locator('[data-state="session.loggedIn"]');
  await expect(account).toContainText('demo');
  await expect(account).toContainText('Kullanıcı Kodu: 1000001');
  await expect(account.getByLabel(/^Bakiye:/)).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-state="session.loggedIn"]')).toContainText('demo');
  expect(errors).toEqual([]);
});

test('the Escape key closes the login dialog and focus returns to the Login button', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Giriş Yap' });
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('logout tells the server, clears the stored session, goes home and reloads', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/');
  await expect(page.locator('[data-state="session.loggedIn"]')).toContainText(player.username);
  // Logout reloads the page 300 ms after going home.
  const reloaded = page.waitForEvent('load');
  await page.locator('summary', { hasText: 'Hesabım' }).click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await reloaded;
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
  // The token is revoked on the server.
  const balance = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${player.session.token}` } });
  expect(balance.status()).toBe(401);
});

test('a 401 from the server logs the player out', async ({ page }) => {
  await startLoggedIn(page, { token: 'revoked-token', balance: 5, username: 'ghost', usercode: '1', phone: '905550000000', smsVerified: false });
  await page.goto('/');
  // The balance call answers 401: the session ends and the page reloads
  // (a read during the reload is retried).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('authData')).catch(() => 'reloading'), { timeout: 10_000 })
    .toBeNull();
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
});

test('a notification pushed by the server arrives live, raises the badge, and reads on open', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/');
  // Welcome notification: 1 unread.
  await expect(page.getByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeVisible();
  // The server pushes only to connected clients: wait for the live link.
  await expect(page.locator('[data-state="session.loggedIn"]')).toHaveAttribute('data-link', 'connected');
  const deposit = await request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${player.session.token}`, 'x-locale': 'tr' },
    data: { id: 2, target: 'pay', detail: { CardNo: '4111111111111111', CardHolder: 'Ayse Yilmaz', ExpiryMonth: 5, Installments: 1, Amount: 250 } },
  });
  expect((await deposit.json()).success).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Para yatırma onaylandı' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeVisible();
  await expect(page.locator('[data-state="session.loggedIn"]').getByLabel('Bakiye: ₺250,00')).toBeVisible();

  await page.getByRole('button', { name: 'Bildirimler, 2 okunmamış' }).click();
  const panel = page.getByRole('dialog', { name: 'Bildirimler' });
  await expect(panel).toHaveAttribute('data-state', 'notifications.browsing');
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: /Para yatırma onaylandı/ }).click();
  await expect(panel).toHaveAttribute('data-state', 'notifications.reading');
  await expect(panel.getByRole('heading', { name: 'Para yatırma onaylandı' })).toBeVisible();
  await panel.getByRole('button', { name: /Geri/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });
  test('the login journey speaks English after switching the language', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password').fill('demo12345');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome, demo!' })).toBeVisible();
    await expect(page.getByText('My account')).toBeVisible();
  });
});
