import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, watchForErrors } from './helpers';

test('the footer has the section 2 columns, content pages and providers; a page opens with its menu', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('navigation', { name: 'Bahis' }).getByRole('link', { name: 'Spor', exact: true })).toHaveAttribute('href', '/spor');
  await expect(footer.getByRole('navigation', { name: 'Kullanım Şartları' }).getByRole('link', { name: 'Kullanım Şartları' })).toBeVisible();
  await expect(footer.getByRole('region', { name: 'Oyun sağlayıcılar' })).toContainText('pragmaticplay');
  await expect(footer.getByRole('link', { name: 'telegram hesabımız' })).toHaveAttribute('href', 'https://t.me/demo_casino');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await footer.getByRole('link', { name: 'Hakkımızda' }).click();
  await expect(page).toHaveURL(/\/pages\/1$/);
  const article = page.locator('[data-state="contentPage.shown"]');
  await expect(article.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Hikayemiz' }).click();
  await expect(page.locator('[data-state="contentPage.shown"]').getByRole('heading', { level: 1 })).toHaveText('Hikayemiz');
  expect(errors).toEqual([]);
});

test('an unknown page id says so, with a way back', async ({ page }) => {
  await page.goto('/pages/999');
  await expect(page.locator('[data-state="contentPage.notFound"]')).toContainText('Sayfa bulunamadı');
});

test('server HTML is sanitised before it is shown', async ({ page }) => {
  let alerted = false;
  page.on('dialog', (d) => ((alerted = true), d.dismiss()));
  await page.route('**/api/cms/content?id=77', (route) =>
    route.fulfill({
      json: { success: true, message: '', data: { id: 77, title: 'Test', body: '<p>ok</p><img src=x onerror="alert(1)"><script>alert(2)</script>' } },
    }),
  );
  await page.goto('/pages/77');
  await expect(page.locator('[data-state="contentPage.shown"]')).toContainText('ok');
  expect(await page.locator('[data-state="contentPage.shown"] img').getAttribute('onerror')).toBeNull();
  expect(await page.locator('[data-state="contentPage.shown"] script').count()).toBe(0);
  expect(alerted).toBe(false);
});
