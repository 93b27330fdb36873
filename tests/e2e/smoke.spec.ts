import { expect, motion, only, SAME_IN_EVERY_PROJECT, test } from './fixtures';
import { expectNoAxeViolations, watchForErrors } from './helpers';

// The page with the motion most players get (playwright.config.ts runs the rest with reduced motion).
test.use(motion);

test('the built app renders the home page in the chosen language without errors', async ({ page, t, lang }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('app.homeTitle'));
  await expect(page.locator('[data-state="page.home"]')).toBeVisible();
  await expect(page.getByRole('region', { name: t('topNotification.region') })).toBeVisible();
  await expect(page.getByText('18+')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('closing the top notification is remembered across reloads', async ({ page, t }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: t('topNotification.region') })
    .getByRole('button', { name: t('topNotification.close') })
    .click();
  await expect(page.getByRole('region', { name: t('topNotification.region') })).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/has-top-notification/);
  await page.reload();
  await expect(page.locator('[data-state="page.home"]')).toBeVisible();
  await expect(page.getByRole('region', { name: t('topNotification.region') })).toHaveCount(0);
});

test('switching the language stores it and reloads in the other language', async ({ page, t, ui, lang }) => {
  const errors = watchForErrors(page);
  const other = lang === 'tr' ? 'en' : 'tr';
  await page.goto('/');
  await ui.chooseLanguage(other);
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t('app.homeTitle'));
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(JSON.stringify(other));
  expect(errors).toEqual([]);
});

test('corrupted local storage reads as absent, never a blank page', only('desktop-tr', SAME_IN_EVERY_PROJECT), async ({ page, lang }) => {
  const errors = watchForErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('authData', '{"token": broken');
    localStorage.setItem('lang', '"xx"');
    localStorage.setItem('bootstrap', '[]');
  });
  await page.goto('/');
  // An unreadable language falls back to Turkish.
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
  expect(lang === 'tr' || lang === 'en').toBe(true);
  expect(errors).toEqual([]);
});

test('an unknown route shows a way back, not a blank page', async ({ page, t }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
  await page.getByRole('link', { name: t('notFound.back') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-state="page.home"]')).toBeVisible();
});

test(
  'the reference server serves the API, deep links and the security headers',
  only('desktop-tr', SAME_IN_EVERY_PROJECT),
  async ({ page, request }) => {
    const form = await request.get('/api/auth/form');
    expect(form.ok()).toBe(true);
    expect((await form.json()).data.countries).toContainEqual({ id: 1, name: 'Türkiye' });
    const errors = watchForErrors(page);
    const response = await page.goto('/dashboard/deposit');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(errors).toEqual([]);
  },
);
