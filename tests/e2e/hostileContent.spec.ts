// Hostile content in a real browser (issue 19): the XSS corpus
// (support/xssVectors.ts, OWASP's filter-evasion kinds and more) placed by
// the reference server into every text and link it serves
// (support/hostileServer.ts): promotions, content pages, bonuses, banners,
// the popup, site links, the domain notice, translations, payment methods,
// field labels and options, game and provider names, top winners, the
// player's username and name, notifications — and server messages (a refusal,
// the hub's logout reason). One journey per sink, many vectors each. In
// Chromium, with a trap in every frame (support/scriptTrap.ts): nothing runs,
// the page reports no CSP violation, no hostile markup reaches the DOM, no
// uncaught error — and the page still works.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startLoggedIn, typeInto } from './helpers';
import { startHostileServer, HOSTILE_USERNAME, FULL_CORPUS_PROMOTIONS, type HostileServer } from './support/hostileServer';
import { installScriptTrap, type TrapReport } from './support/scriptTrap';
import { ALL_VECTORS_HTML, XSS_VECTORS } from './support/xssVectors';

// Each journey walks many vectors (the promotions one opens 154 details): minutes on a busy machine, not the default 60 s.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: HostileServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startHostileServer();
  console.info(`hostile content: ${XSS_VECTORS.length} vectors planted in ${JSON.stringify(server.planted)}`);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Nothing ran, nothing was blocked by the policy, no hostile markup or uncaught error: what every journey ends with. */
function expectClean(report: TrapReport) {
  expect(report.ran, 'vectors that ran').toEqual([]);
  expect(report.violations, 'CSP violations the page reported').toEqual([]);
  expect(report.hostileMarkup, 'hostile markup that reached the DOM').toEqual([]);
  expect(report.pageErrors, 'uncaught errors').toEqual([]);
}

/** How many vector wrappers of the whole corpus survive the browser's own inert parse (DOMParser runs nothing): no sanitiser can keep more. */
function inertWrapperCount(page: Page) {
  return page.evaluate(
    (html) => new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[data-vector]').length,
    ALL_VECTORS_HTML,
  );
}

/** The page still works: the header's home link goes home and the shell is there. */
async function stillWorks(page: Page) {
  // The header hides while the player scrolls down; scrolling up shows it, as for a player.
  await page.mouse.wheel(0, -100_000);
  await expect(page.locator('[data-site-header]')).toHaveAttribute('data-hidden', 'false');
  await page.locator('[data-site-header] a[href="/"]').first().click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.locator('[data-site-header]')).toBeVisible();
}

const go = (page: Page, path: string) => page.goto(`${server.url}${path}`);

/** A browser that has seen the hostile popup (the home journey opens it): it would cover what the other journeys use. */
async function popupSeen(page: Page) {
  await page.addInitScript((key) => window === window.top && localStorage.setItem('seenPopups', JSON.stringify([key])), server.popupKey);
}

test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.title.startsWith('home:')) await popupSeen(page);
});

test('home: banners, the popup, promotions, top winners, the footer and the domain notice', async ({ page, t }) => {
  const trap = await installScriptTrap(page);
  await go(page, '/');
  // The popup opens by itself once the page has settled and the hands have rested (issues 31, 33); it links
  // nowhere unsafe, and following it only closes it.
  const popup = page.locator('[data-state="popup.open"]');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await popup.getByRole('link').click();
  await expect(popup).toBeHidden();
  // Markup is shown as text: a vector's own characters are on the page.
  await expect(page.getByText(XSS_VECTORS[0]!, { exact: true }).first()).toBeVisible();
  // Banners whose links would run script are pictures without a link.
  await expect(page.locator('a[href^="javascript" i], a[href^="data:" i], a[href^="vbscript" i]')).toHaveCount(0);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: t('footer.social') }).getByRole('link')).toHaveCount(0);
  await page.mouse.move(300, 300);
  await page.keyboard.press('Tab');
  expectClean(trap());
  await stillWorks(page);
  expectClean(trap());
});

test('promotions: every title, every vector alone in a description, and descriptions holding the whole corpus', async ({ page }) => {
  const trap = await installScriptTrap(page);
  await go(page, '/promotions');
  const list = page.locator('[data-state^="promotions."]');
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(server.planted.promotions!);
  const survivingWrappers = await inertWrapperCount(page);
  const detail = page.locator('[data-state="promotions.reading"]');
  for (let i = 0; i < server.planted.promotions!; i++) {
    await items.nth(i).getByRole('button').click();
    await expect(detail).toBeVisible();
    if (i < FULL_CORPUS_PROMOTIONS) {
      // What the browser's own inert parse keeps of the corpus (a <textarea> or <title> vector swallows the rest as text) is all there.
      await expect(detail.locator('[data-vector]')).toHaveCount(survivingWrappers);
    }
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  }
  expectClean(trap());
  await stillWorks(page);
  expectClean(trap());
});

test('content pages: bodies holding the whole corpus or one vector, titles in the footer', async ({ page }) => {
  const trap = await installScriptTrap(page);
  const shown = page.locator('[data-state="contentPage.shown"]');
  for (const id of server.pageIds.slice(0, 3)) {
    await go(page, `/pages/${id}`);
    await expect(shown).toBeVisible();
    await expect(shown.locator('[data-vector]')).toHaveCount(await inertWrapperCount(page));
  }
  for (const id of [2001, 2002, 2003]) {
    await go(page, `/pages/${id}`);
    await expect(shown).toBeVisible();
  }
  // A footer link with a hostile title still goes to its page.
  const footerLink = page.locator('footer a[href^="/pages/"]').first();
  const href = (await footerLink.getAttribute('href'))!;
  await footerLink.click();
  await expect(page).toHaveURL(`${server.url}${href}`);
  await expect(shown).toBeVisible();
  expectClean(trap());
  await stillWorks(page);
  expectClean(trap());
});

test('casino: game and provider names, in the grid and the search', async ({ page, t }) => {
  const trap = await installScriptTrap(page);
  // Live games were renamed first: their grid is all vectors.
  await go(page, '/casino/live');
  await expect(page.locator('[data-state="lobby.browsing.ready"]')).toBeVisible();
  // The grid shows a page in the popular order, so which vectors come first is the server's choice.
  const names = page.getByTestId('game-grid').locator('[data-game] .name');
  await expect(names.first()).toBeVisible();
  const shownVectors = (await names.allTextContents()).filter((name) => XSS_VECTORS.includes(name));
  expect(shownVectors.length).toBeGreaterThan(10);
  await expect(page.getByText(shownVectors[0]!, { exact: true }).first()).toBeVisible();
  // A hostile query, and hostile names found by it, listed as text.
  const search = page.getByRole('searchbox', { name: t('casino.searchLabel') });
  await typeInto(search, '<img');
  await expect(page.getByRole('heading', { name: t('casino.resultsFor', { query: '<img' }) })).toBeVisible();
  await expect(page.getByTestId('game-grid')).not.toHaveAttribute('data-count', '0');
  await expect(page.getByText(/^<img/).first()).toBeVisible();
  expectClean(trap());
  await stillWorks(page);
  expectClean(trap());
});

test('the player: username and name, a hundred notifications, bonuses, history', async ({ page, t }) => {
  const trap = await installScriptTrap(page);
  await startLoggedIn(page, server.session);
  await go(page, '/');
  const account = page.locator('[data-state="session.loggedIn"]');
  await expect(account.getByText(HOSTILE_USERNAME, { exact: true }).first()).toBeAttached();
  await account
    .locator('button')
    .filter({ has: page.getByTestId('bell') })
    .click();
  const panel = page.getByRole('dialog', { name: t('notifications.title') });
  await expect(panel).toHaveAttribute('data-state', 'notifications.browsing');
  await expect(panel.getByRole('listitem')).toHaveCount(100);
  for (let i = 0; i < 5; i++) {
    await panel.getByRole('listitem').nth(i).getByRole('button').click();
    await expect(panel.getByRole('article')).toBeVisible();
    await panel
      .getByRole('article')
      .getByRole('button', { name: new RegExp(t('notifications.back')) })
      .click();
    await expect(panel).toHaveAttribute('data-state', 'notifications.browsing');
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await go(page, '/dashboard');
  await expect(page.locator('[data-state="page.dashboard"]')).toBeVisible();
  await go(page, '/dashboard/account');
  const profile = page.locator('[data-state="accountProfile.shown"]');
  await expect(profile).toBeVisible();
  await expect(profile.getByText(HOSTILE_USERNAME, { exact: true })).toBeVisible();
  await expect(profile.getByText(`${XSS_VECTORS[1]} ${XSS_VECTORS[2]}`, { exact: true })).toBeVisible();
  await go(page, '/dashboard/claim-bonus');
  await expect(page.locator('[data-state="claimBonus.listing"]')).toBeVisible();
  await expect(page.locator('[data-state="claimBonus.listing"] [data-vector]').first()).toBeAttached();
  await go(page, '/dashboard/game-history');
  await expect(page.locator('[data-state="historyList.shown"]')).toBeVisible();
  expectClean(trap());
  await stillWorks(page);
  expectClean(trap());
});

test('payments: method titles, field labels and options', async ({ page }) => {
  const trap = await installScriptTrap(page);
  await startLoggedIn(page, server.session);
  for (const path of ['/dashboard/deposit', '/dashboard/withdraw']) {
    await go(page, path);
    const methods = page.locator('[data-state="paymentMethods.listing"]');
    await expect(methods).toBeVisible();
    await expect(methods.getByRole('listitem').first()).toBeVisible();
    // Every method opens its form, whose labels and options are vectors.
    const count = await methods.getByRole('listitem').count();
    for (let i = 0; i < count; i++) {
      await methods.getByRole('listitem').nth(i).getByRole('button').click();
      const form = page.getByRole('dialog').filter({ has: page.locator('form') });
      await expect(form).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
    }
  }
  expectClean(trap());
  await stillWorks(page);
  expectClean(trap());
});

test("server messages: a refusal, and the hub's logout reason", async ({ page, t }) => {
  const trap = await installScriptTrap(page);
  // A refusal's message, as a back end might word it.
  await page.route('**/api/auth/login', (route) => route.fulfill({ json: { success: false, message: XSS_VECTORS[2], data: null } }));
  await go(page, '/');
  await page.getByRole('button', { name: t('header.login') }).click();
  const dialog = page.getByRole('dialog', { name: t('login.title') });
  await typeInto(dialog.getByLabel(t('login.username')), 'demo');
  await typeInto(dialog.getByLabel(t('login.password')), 'demo12345');
  await dialog.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: XSS_VECTORS[2]! })).toBeVisible();
  await page.keyboard.press('Escape');
  // The hub's logout command says why, in markup: the page logs out, reloads and says it as text.
  await page.routeWebSocket(/\/hub\/frnotify/, (ws) => {
    const hub = ws.connectToServer();
    hub.onMessage((message) => {
      ws.send(message);
      if (String(message).startsWith('{}')) {
        ws.send(
          `${JSON.stringify({ type: 1, target: 'NotifyMessage', arguments: [{ command: 'logout', message: XSS_VECTORS[3] }] })}\u001e`,
        );
      }
    });
  });
  await startLoggedIn(page, server.session);
  await go(page, '/');
  // In the warning toast the reloaded page shows: the same vector stands in other sinks of the
  // page (a CI run found it there before the logout, and went on while the page was reloading).
  await expect(page.locator('[data-toast-kind="warning"]').getByText(XSS_VECTORS[3]!, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-state="session.loggedIn"]')).toHaveCount(0);
  // The sportsbook's link would run script: the page says it is unavailable instead of framing it.
  await go(page, '/spor');
  await expect(page.locator('[data-state="page.sportsbook.unavailable"]')).toBeVisible();
  expectClean(trap());
  await stillWorks(page);
  expectClean(trap());
});

test('English: every text of the page from the operator, each one a vector', async ({ page }) => {
  const trap = await installScriptTrap(page);
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('lang', JSON.stringify('en'));
  });
  for (const path of ['/', '/casino', '/promotions', '/pages/1', '/casino/live']) {
    await go(page, path);
    await expect(page.locator('[data-site-header]')).toBeVisible();
  }
  // The header's buttons are named by vectors now, and still open what they open.
  await page.locator('[data-site-header] [data-state="session.loggedOut"] button').last().click();
  // It opens its dialog (sign-up): closed again, as a player would, before the header is used.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expectClean(trap());
  await stillWorks(page);
  expectClean(trap());
});
