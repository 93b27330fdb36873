// The spec's last rows (issue 33, items 4–6): each dialog at the size the
// spec gives it, the category choices with their images, and the bonus
// messages a player reads. On a phone and a desktop, in Turkish and English.
import type { Locator, Page } from '@playwright/test';
import { CasinoCategory } from '../../contract/startupSchemas';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, registerPlayer, startLoggedIn } from './helpers';

/** Spec section 2 and 9: desktop dialogs about 699 px tall, up to 990 px wide; the call form 454 px; the notification panel 582 px; payment dialogs medium. */
const DESKTOP = { height: 699, width: 990, callForm: 454, notificationHeight: 582, medium: 600 };
/** The default provider image where a category has none (spec section 3). */
const DEFAULT_PROVIDER_IMAGE = '/default-provider.svg';

async function sizeOf(dialog: Locator) {
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

/** On a phone every dialog is the whole screen (spec section 2). */
async function expectFullScreen(page: Page, dialog: Locator) {
  const viewport = page.viewportSize()!;
  expect(await sizeOf(dialog)).toEqual({ width: viewport.width, height: viewport.height });
}

test.describe('dialog sizes (spec sections 2 and 9)', () => {
  test('login is the standard dialog and 454 px is the call form’s width alone', async ({ page, t, ui }) => {
    await page.goto('/');
    await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
    await page
      .locator('[data-site-header]')
      .getByRole('button', { name: t('header.login'), exact: true })
      .click();
    const login = page.getByRole('dialog', { name: t('login.title') });
    if (ui.mobile) await expectFullScreen(page, login);
    else expect(await sizeOf(login)).toEqual({ width: DESKTOP.width, height: DESKTOP.height });
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    await ui.openCallRequest();
    const callForm = page.getByRole('dialog', { name: t('callRequest.title') });
    if (ui.mobile) await expectFullScreen(page, callForm);
    else expect(await sizeOf(callForm)).toEqual({ width: DESKTOP.callForm, height: DESKTOP.height });
  });

  test('the notification panel is 582 px tall on a desktop; the payment dialog is medium-sized', async ({ page, request, t, ui }) => {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/');
    await ui.openNotifications();
    const panel = page.getByRole('dialog', { name: t('notifications.title') });
    if (ui.mobile) await expectFullScreen(page, panel);
    else expect(await sizeOf(panel)).toEqual({ width: DESKTOP.width, height: DESKTOP.notificationHeight });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.goto('/dashboard/deposit');
    await page.getByRole('button', { name: t('payment.choose', { title: 'Kredi Kartı' }) }).click();
    const payment = page.getByRole('dialog', { name: 'Kredi Kartı' });
    await expect(payment.getByRole('button', { name: t('payment.submit') })).toBeVisible();
    if (ui.mobile) await expectFullScreen(page, payment);
    else {
      const box = await sizeOf(payment);
      expect(box.width).toBe(DESKTOP.medium);
      expect(box.height).toBeLessThanOrEqual(DESKTOP.height);
    }
  });
});

test('the category choices show each category’s image, or the default provider image, and keep their names', async ({
  page,
  request,
  t,
}) => {
  const grouped = await (await request.get('/api/cms/grouped')).json();
  const slot = (grouped.data.casinoCategoryList as unknown[])
    .map((c) => CasinoCategory.parse(c))
    .filter((c) => c.slugList.includes('slot'));
  // The demo seed has both kinds on the slot page.
  expect(slot.some((c) => c.imageUrl)).toBe(true);
  expect(slot.some((c) => !c.imageUrl)).toBe(true);

  await page.goto('/casino/slot');
  const filters = page.getByRole('list', { name: t('casino.categories') });
  await expect(filters).toBeVisible();
  for (const category of slot) {
    const choice = filters.getByRole('button', { name: category.name, exact: true });
    await expect(choice).toBeVisible();
    const image = choice.locator('img');
    await expect(image).toHaveAttribute('src', category.imageUrl ?? DEFAULT_PROVIDER_IMAGE);
    // Decorative: the button's name is the category's.
    await expect(image).toHaveAttribute('alt', '');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expectNoAxeViolations(page);
});

test.describe('bonus messages (issue 33, item 6)', () => {
  test('a claim accepted with no text shows the default message; two different refusals within 4 s both show', async ({
    page,
    request,
    t,
  }) => {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    const answers = [
      { success: true, message: '' },
      { success: false, message: 'Bu bonusun süresi doldu.' },
      { success: false, message: 'Bu bonusu zaten aldınız.' },
    ];
    await page.route('**/api/bonus/claim', (route) => route.fulfill({ json: answers.shift() }));
    await page.goto('/dashboard/claim-bonus');
    const claim = page.getByRole('button', { name: new RegExp(`^${t('claimBonus.claimOf', { title: '.+' })}$`) }).first();

    await claim.click();
    const success = page.locator('[data-toast-kind="success"]');
    await expect(success).toContainText(t('claimBonus.claimed'));

    await expect(claim).toBeEnabled();
    await claim.click();
    const errors = page.locator('[data-toast-kind="error"]');
    await expect(errors).toHaveCount(1);
    await expect(claim).toBeEnabled();
    await claim.click();
    await expect(errors).toHaveCount(2);
    await expect(errors.nth(0)).toContainText('Bu bonusun süresi doldu.');
    await expect(errors.nth(1)).toContainText('Bu bonusu zaten aldınız.');
  });
});
