import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Fails the test on any console error or uncaught exception in the page. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test('the built app renders the home page in Turkish without errors', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spor, canlı bahis ve casino');
  await expect(page.locator('[data-state="page.home"]')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Adres bildirimi' })).toBeVisible();
  await expect(page.getByText('18+')).toBeVisible();
  expect(errors).toEqual([]);
});

test('axe finds no accessibility violations on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-state="page.home"]')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('closing the top notification is remembered across reloads', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Bildirimi kapat' }).click();
  await expect(page.getByRole('region', { name: 'Adres bildirimi' })).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/has-top-notification/);
  await page.reload();
  await expect(page.locator('[data-state="page.home"]')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Adres bildirimi' })).toHaveCount(0);
});

test('switching to English stores it and reloads into English', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports, live betting and casino');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('corrupted local storage reads as absent, never a blank page', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('authData', '{"token": broken');
    localStorage.setItem('lang', '"xx"');
    localStorage.setItem('bootstrap', '[]');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spor, canlı bahis ve casino');
  expect(errors).toEqual([]);
});

test('an unknown route shows a way back, not a blank page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-state="page.home"]')).toBeVisible();
});

test('the reference server serves the API, deep links and the security headers', async ({ page, request }) => {
  const form = await request.get('/api/auth/form');
  expect(form.ok()).toBe(true);
  expect((await form.json()).data.countries).toContainEqual({ id: 1, name: 'Türkiye' });
  const errors = watchForErrors(page);
  const response = await page.goto('/dashboard/deposit');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(errors).toEqual([]);
});
