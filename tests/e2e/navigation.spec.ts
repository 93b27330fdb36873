import { readFileSync } from 'node:fs';
import { expect, only, SAME_AT_EVERY_WIDTH, test } from './fixtures';
import { expectNoAxeViolations, registerPlayer, startLoggedIn, watchForErrors } from './helpers';

test('header: top menu, Bonus Talep and Promotion on desktops; hamburger and bottom bar on phones', async ({ page, t, ui }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const header = page.locator('[data-site-header]');
  if (ui.mobile) {
    await expect(header.getByRole('navigation', { name: t('nav.main') })).toBeHidden();
    const bottom = page.getByRole('navigation', { name: t('nav.bottomBar') });
    for (const label of [t('nav.casino'), t('nav.live'), t('nav.deposit'), t('nav.sports')])
      await expect(bottom.getByRole('link', { name: label })).toBeVisible();
    // Support opens the live chat (liveChat.spec.ts tries it).
    await expect(bottom.getByRole('button', { name: t('nav.support') })).toBeVisible();
    // The phone's header (spec section 9): 35 px high.
    expect((await header.boundingBox())!.height).toBe(35);
  } else {
    const menu = header.getByRole('navigation', { name: t('nav.main') });
    await expect(menu.getByRole('link', { name: t('nav.liveCasino') })).toHaveAttribute('href', '/casino/live');
    await expect(header.getByRole('link', { name: t('nav.promotion'), exact: true })).toHaveAttribute('href', '/promotions');
    await expect(page.getByRole('navigation', { name: t('nav.bottomBar') })).toBeHidden();
    // 'Bonus Talep' goes to a guarded route: a visitor gets the login form.
    await header.getByRole('link', { name: t('nav.bonusRequest') }).click();
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test(
  'the logged-in phone header: 35 px high, its Deposit button 110 px wide',
  only('phone', 'the phone header (spec section 9); the visitor’s is measured above'),
  async ({ page, request, t }) => {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/');
    const header = page.locator('[data-site-header]');
    await expect(header.locator('[data-state="session.loggedIn"]')).toBeVisible();
    const deposit = header.getByRole('link', { name: t('header.deposit'), exact: true });
    await expect(deposit).toBeVisible();
    expect((await header.boundingBox())!.height).toBe(35);
    expect((await deposit.boundingBox())!.width).toBe(110);
    await expectNoAxeViolations(page);
  },
);

test('the header hides past 100 px of scroll and comes back when it takes the focus', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('[data-site-header]');
  await expect(header).toHaveAttribute('data-hidden', 'false');
  // Room to scroll on any screen.
  await page.evaluate(() =>
    document.getElementById('main')!.append(Object.assign(document.createElement('div'), { style: 'height:3000px' })),
  );
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  // Out of sight: above the viewport, or under the fixed top notification bar (30 px) on the root path.
  await expect.poll(async () => (await header.boundingBox())!.y + (await header.boundingBox())!.height).toBeLessThanOrEqual(31);
  await page.mouse.wheel(0, -400);
  await expect(header).toHaveAttribute('data-hidden', 'false');
});

test(
  'phone side menu: tiles three per row; Escape, the mask and choosing an item close it',
  only('phone', 'the side menu is the phone layout'),
  async ({ page, t }) => {
    const errors = watchForErrors(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: t('nav.openMenu') });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: t('nav.mobileMenu') });
    await expect(panel).toHaveAttribute('data-state', 'mobileNav.menu');
    await expectNoAxeViolations(page);
    const tiles = panel.getByRole('navigation', { name: t('nav.main') }).getByRole('listitem');
    const [first, third, fourth] = [await tiles.nth(0).boundingBox(), await tiles.nth(2).boundingBox(), await tiles.nth(3).boundingBox()];
    expect(Math.abs(first!.y - third!.y)).toBeLessThan(2);
    expect(fourth!.y).toBeGreaterThan(first!.y + first!.height - 1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(panel).toBeVisible();
    // The mask: the area right of the panel.
    await page.mouse.click(385, 400);
    await expect(panel).toBeHidden();

    await toggle.click();
    await panel.getByRole('link', { name: t('nav.esports') }).click();
    await expect(page).toHaveURL(/\/esports$/);
    await expect(panel).toBeHidden();
    expect(errors).toEqual([]);
  },
);

test('every sportsbook link opens the phone’s book on a phone and the desktop’s on a desktop; a phone on a desktop route is sent on', async ({
  page,
  t,
  ui,
}) => {
  const errors = watchForErrors(page);
  // Spec section 2: /spor/fcg and /livespor/fcg are the mobile variants (betsy), /spor and /livespor the desktop's (betco).
  const [sports, liveSports, brand] = ui.mobile ? ['/spor/fcg', '/livespor/fcg', 'betsy'] : ['/spor', '/livespor', 'betco'];
  const frameOf = (section: string) => page.locator(`[data-state="page.sportsbook.${section}"] iframe`);
  await page.goto('/');
  const betting = page.locator('footer').getByRole('navigation', { name: t('footer.betting') });
  await expect(betting.getByRole('link', { name: t('footer.sports'), exact: true })).toHaveAttribute('href', sports);
  await expect(betting.getByRole('link', { name: t('footer.liveSports'), exact: true })).toHaveAttribute('href', liveSports);
  // Esports has one book for both.
  await expect(betting.getByRole('link', { name: t('footer.esports'), exact: true })).toHaveAttribute('href', '/esports');
  if (ui.mobile) {
    // The bottom bar's Spor, then the side menu's tiles.
    const spor = page.getByRole('navigation', { name: t('nav.bottomBar') }).getByRole('link', { name: t('nav.sports') });
    await expect(spor).toHaveAttribute('href', sports);
    await spor.click();
    await expect(page).toHaveURL(new RegExp(`${sports}$`));
    await expect(frameOf('spor')).toHaveAttribute('src', new RegExp(`/demo/sportsbook/${brand}\\?.*mode=prematch`));
    await expect(spor).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    const tiles = page.getByRole('dialog', { name: t('nav.mobileMenu') }).getByRole('navigation', { name: t('nav.main') });
    await expect(tiles.getByRole('link', { name: t('nav.sports'), exact: true })).toHaveAttribute('href', sports);
    await tiles.getByRole('link', { name: t('nav.liveSports'), exact: true }).click();
  } else {
    const menu = page.locator('[data-site-header]').getByRole('navigation', { name: t('nav.main') });
    await expect(menu.getByRole('link', { name: t('nav.sports'), exact: true })).toHaveAttribute('href', sports);
    await menu.getByRole('link', { name: t('nav.liveSports'), exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${liveSports}$`));
  await expect(frameOf('livespor')).toHaveAttribute('src', new RegExp(`/demo/sportsbook/${brand}\\?.*mode=live`));
  // An address typed in, a bookmark, a link from elsewhere: a phone is sent to its own book, in place of the desktop's.
  await page.goto('/spor');
  await expect(page).toHaveURL(new RegExp(`${sports}$`));
  await expect(frameOf('spor')).toHaveAttribute('src', new RegExp(`/demo/sportsbook/${brand}\\?`));
  await page.goto('/livespor');
  await expect(page).toHaveURL(new RegExp(`${liveSports}$`));
  await expect(frameOf('livespor')).toHaveAttribute('src', new RegExp(`/demo/sportsbook/${brand}\\?`));
  // Replaced, not added: Back goes to the page before, not to the desktop route (which would send the phone on again).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${sports}$`));
  expect(errors).toEqual([]);
});

test('profile side bar on phones, dashboard and account pages: the dashboard menu everywhere', async ({ page, request, t, ui }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/');
  if (ui.mobile) {
    await ui.openAccountMenu();
    const sidebar = page.getByRole('dialog', { name: t('header.profile') });
    await expect(sidebar).toHaveAttribute('data-state', 'mobileNav.profile');
    await expect(sidebar).toContainText(player.username);
    await expect(sidebar).toContainText('₺0,00');
    await expectNoAxeViolations(page);
    await sidebar.getByRole('button', { name: t('header.closeProfile') }).click();
    await expect(sidebar).toBeHidden();
  } else {
    await page.getByRole('link', { name: `${t('header.account')}: ${player.username}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.goto('/dashboard');
  const dashboard = page.locator('[data-state="page.dashboard"]');
  const menu = dashboard.getByRole('navigation', { name: t('dashboard.menu') });
  for (const key of [
    'account',
    'phoneVerification',
    'deposit',
    'withdraw',
    'changePassword',
    'financialActivities',
    'gameHistory',
    'claimBonus',
    'bonuses',
    'sessionHistory',
  ] as const) {
    await expect(menu.getByRole('link', { name: t(`dashboard.${key}`) })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: new RegExp(t('dashboard.notifications')) })).toBeVisible();
  await expect(menu.getByRole('button', { name: t('dashboard.logout') })).toBeVisible();
  await expectNoAxeViolations(page);
  // Notifications opens the bottom sheet.
  await menu.getByRole('button', { name: new RegExp(t('dashboard.notifications')) }).click();
  await expect(page.getByRole('dialog', { name: t('notifications.title') })).toBeVisible();
  await page.keyboard.press('Escape');

  await menu.getByRole('link', { name: t('dashboard.account') }).click();
  const details = page.locator('[data-state="accountProfile.shown"]');
  await expect(details).toContainText(player.username);
  await expect(details).toContainText(player.email);
  await expect(details).toContainText(`${player.name} ${player.surname}`);
  await expect(
    page.getByRole('navigation', { name: t('breadcrumb.label') }).getByRole('link', { name: t('breadcrumb.dashboard') }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test(
  'the account page says so when its details cannot be loaded, and tries again',
  only('phone', SAME_AT_EVERY_WIDTH),
  async ({ page, request, t }) => {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    let fail = true;
    await page.route('**/api/customer/profile', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/dashboard/account');
    const failed = page.locator('[data-state="accountProfile.failed"]');
    await expect(failed.getByRole('alert')).toContainText(t('account.failed'));
    fail = false;
    await failed.getByRole('button', { name: t('account.retry') }).click();
    await expect(page.locator('[data-state="accountProfile.shown"]')).toContainText(player.email);
  },
);

test('a dialog whose code cannot be fetched offers to try again', only('desktop', SAME_AT_EVERY_WIDTH), async ({ page, t }) => {
  await page.goto('/');
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
  // The call-back flow's chunk is unreachable once.
  let blocked = true;
  // Chunks are named by their hash: the build's manifest says which is the flow's.
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest['src/app/flows/callRequest.ts']!.file;
  await page.route(`**/${chunk}`, (route) => (blocked ? ((blocked = false), route.abort('connectionrefused')) : route.continue()));
  await page.evaluate(() => undefined);
  const opener = page.getByRole('button', { name: t('callRequest.open') });
  if (!(await opener.isVisible())) await page.getByRole('button', { name: t('nav.openMenu') }).click();
  await page.getByRole('button', { name: t('callRequest.open') }).click();
  const failed = page.locator('[data-state="dialogs.loadFailed"]');
  await expect(failed.getByRole('alert')).toContainText(t('app.loadFailed'));
  await failed.getByRole('button', { name: t('app.retry') }).click();
  await expect(page.getByRole('dialog', { name: t('callRequest.title') })).toHaveAttribute('data-state', /^callRequest\./);
});
