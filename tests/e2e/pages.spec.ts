import { expect, test } from './fixtures';
import { expectNoAxeViolations, watchForErrors } from './helpers';

/** Titles of the demo content pages (server/seed/demoContent.ts), per language. */
const PAGES = {
  tr: { about: 'Hakkımızda', responsible: 'Sorumlu Oyun', story: 'Hikayemiz', terms: 'Kullanım Şartları' },
  en: { about: 'About us', responsible: 'Responsible gaming', story: 'Our story', terms: 'Terms of use' },
};

test('the footer has the section 2 columns, content pages and providers; a page opens with its menu', async ({
  page,
  t,
  lang,
  isMobile,
}) => {
  const errors = watchForErrors(page);
  const titles = PAGES[lang];
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(
    footer.getByRole('navigation', { name: t('footer.betting') }).getByRole('link', { name: t('footer.sports'), exact: true }),
  ).toHaveAttribute('href', isMobile ? '/spor/fcg' : '/spor');
  await expect(footer.getByRole('navigation', { name: t('footer.termsOfUse') }).getByRole('link', { name: titles.terms })).toBeVisible();
  // The provider carousel loads when its place nears the screen.
  await footer.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  // The twelve providers as logos (the carousel repeats them to loop).
  await expect(
    footer
      .getByRole('region', { name: t('footer.providers') })
      .getByRole('img', { name: 'pragmaticplay' })
      .first(),
  ).toBeVisible();
  // The settings links come 1000 ms after the footer starts, as icons, each with its target.
  const telegram = footer.getByRole('link', { name: t('footer.follow', { name: 'telegram' }) });
  await expect(telegram).toHaveAttribute('href', 'https://t.me/demo_casino');
  await expect(telegram).toHaveAttribute('target', '_blank');
  await expect(telegram.locator('svg')).toBeVisible();
  await expect(footer.getByRole('link', { name: t('footer.licence') })).toHaveAttribute('href', '/pages/1');
  await expect(footer.getByRole('img', { name: t('footer.licence') })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  // Spec section 7: the page menu is cms/contentlist, status true, category 1.
  const menuCalls: unknown[] = [];
  await page.route('**/api/cms/contentlist', (route) => (menuCalls.push(route.request().postDataJSON()), route.continue()));
  await footer.getByRole('link', { name: titles.about }).first().click();
  await expect(page).toHaveURL(/\/pages\/1$/);
  const article = page.locator('[data-state="contentPage.shown"]');
  await expect(article.getByRole('heading', { level: 1, name: titles.about })).toBeVisible();
  // The new page starts at its top, as a page load would, not scrolled down to the footer that was tapped.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('navigation', { name: t('pages.menu') }).getByRole('link', { name: titles.about })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
  const menu = page.getByRole('navigation', { name: t('pages.menu') });
  // The content list's pages only (category 1, the footer's first column).
  await expect(menu.getByRole('link', { name: titles.story })).toHaveCount(0);
  await menu.getByRole('link', { name: titles.responsible }).click();
  await expect(page.locator('[data-state="contentPage.shown"]').getByRole('heading', { level: 1 })).toHaveText(titles.responsible);
  // The menu stays while another page loads in it: one call for both pages.
  await expect(menu.getByRole('link', { name: titles.responsible })).toHaveAttribute('aria-current', 'page');
  expect(menuCalls).toEqual([{ status: true, categoryId: 1 }]);
  expect(errors).toEqual([]);
});

test('an unknown page id says so, with a way back', async ({ page, t }) => {
  await page.goto('/pages/999');
  await expect(page.locator('[data-state="contentPage.notFound"]')).toContainText(t('notFound.title'));
});

test('server HTML is sanitised before it is shown', async ({ page }) => {
  let alerted = false;
  page.on('dialog', (d) => ((alerted = true), d.dismiss()));
  await page.route('**/api/cms/content?id=77', (route) =>
    route.fulfill({
      json: {
        success: true,
        message: '',
        data: { id: 77, title: 'Test', body: '<p>ok</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
      },
    }),
  );
  await page.goto('/pages/77');
  await expect(page.locator('[data-state="contentPage.shown"]')).toContainText('ok');
  expect(await page.locator('[data-state="contentPage.shown"] img').getAttribute('onerror')).toBeNull();
  expect(await page.locator('[data-state="contentPage.shown"] script').count()).toBe(0);
  expect(alerted).toBe(false);
});

test('promotions: the cards, a detail dialog with the second image and the sanitised description, then back', async ({ page, t, ui }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  if (ui.mobile) {
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    await page
      .getByRole('dialog', { name: t('nav.mobileMenu') })
      .getByRole('link', { name: t('nav.promotions') })
      .click();
  } else {
    await page
      .locator('[data-site-header]')
      .getByRole('link', { name: t('nav.promotion'), exact: true })
      .click();
  }
  await expect(page).toHaveURL(/\/promotions$/);
  const list = page.locator('[data-state="promotions.shown.browsing"]');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const first = list.getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('button', { name: t('promotions.detailsOf', { title }) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toHaveAttribute('data-state', 'promotions.reading');
  await expect(dialog.locator('img')).toHaveAttribute('src', /\/media\/promo-wide\//);
  await expect(dialog.locator('strong').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-state="promotions.shown.browsing"]')).toBeVisible();
  expect(errors).toEqual([]);
});
