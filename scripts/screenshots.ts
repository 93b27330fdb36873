// `npm run screenshots`: the home page, each dialog, the casino, payments and the dashboard at
// 390 px (phone) and 1280 px (desktop), in Turkish, captured with Playwright
// in Debian's Chromium against the reference server on a fresh in-memory
// database. Writes docs/screenshots/<width>-<name>.png.
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions, startReferenceServer } from './referenceServer';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { typeInto } from '../tests/e2e/helpers';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4183);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/screenshots';
const WIDTHS = [
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 800, mobile: false },
];

async function registerPlayer(n: number) {
  const tag = `${Date.now().toString(36)}${n}`.slice(-10);
  const response = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Deniz',
      surname: 'Yılmaz',
      username: `shot${tag}`.slice(0, 20),
      email: `shot${tag}@example.com`,
      phone: `90555${String(1000000 + n)}`,
      country: 1,
      currencyId: 1,
      birthDate: '1990-04-05',
      birthDateDay: '05',
      birthDateMonth: '04',
      birthDateYear: '1990',
      password: 'secret1',
      password2: 'secret1',
    }),
  });
  const body = (await response.json()) as { success: boolean; data: Record<string, unknown> };
  if (!body.success) throw new Error('could not register the screenshot player');
  return body.data;
}

async function shot(page: Page, width: number, name: string) {
  // Animations and the caret off, so pictures are stable.
  await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  });
  await page.waitForTimeout(150);
  await page.screenshot({ path: `${OUT}/${width}-${name}.png` });
  console.log(`${OUT}/${width}-${name}.png`);
}

/** The site popup opens on a browser's first visit: photographed once, then closed. */
async function closePopup(page: Page, width: number, photograph: boolean) {
  const popup = page.getByRole('dialog', { name: 'Duyuru' });
  // The popup opens at the player's first key, tap or wheel once the page has settled.
  for (let i = 0; i < 30 && !(await popup.isVisible()); i++) {
    await page.keyboard.press('Shift');
    await page.waitForTimeout(500);
  }
  await popup.waitFor({ timeout: 10_000 });
  await page.locator('[data-state="popup.open"] img').evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
  if (photograph) await shot(page, width, 'popup');
  await popup.getByRole('button', { name: 'Kapat' }).click();
  await popup.waitFor({ state: 'detached' });
}

/** The casino and money screens of a funded player. */
async function casinoAndMoney(page: Page, width: number, mobile: boolean) {
  await page.goto(`${BASE}/`);
  await page.locator('[data-state="bannerCarousel.ready"]').waitFor();
  await page.locator('aside[data-state^="home.winners."]').waitFor();
  await shot(page, width, 'home-sections');
  await page.goto(`${BASE}/casino/slot`);
  await page.locator('[data-state="lobby.browsing.ready"] [data-game]').first().waitFor();
  await shot(page, width, 'casino-slot');
  await page.goto(`${BASE}/casino/live`);
  await page.locator('[data-state="lobby.browsing.ready"] [data-game]').first().waitFor();
  await page.getByRole('button', { name: 'Live Roulette', exact: true }).click();
  await page.locator('[data-state="lobby.browsing.ready"] [data-game]').first().waitFor();
  await shot(page, width, 'casino-live');
  await page.goto(`${BASE}/casino/games`);
  await page.locator('[data-game] button.open').filter({ hasText: 'Aviator' }).first().click();
  await page.locator('[data-state="gameLaunch.playing.ready"]').waitFor({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await shot(page, width, mobile ? 'game-modal' : 'game-play-page');
  await page.goto(`${BASE}/dashboard/deposit`);
  await page.getByRole('button', { name: 'Kredi Kartı ile devam et' }).click();
  await page.locator('[data-state="payment.editing"]').waitFor();
  await page.getByLabel('Kart Numarası', { exact: true }).pressSequentially('4111111111111111');
  await typeInto(page.getByRole('spinbutton', { name: 'Tutar' }), '250');
  await shot(page, width, 'dialog-deposit-card');
  await page.keyboard.press('Escape');
  await page.goto(`${BASE}/dashboard/financial-activities`);
  await page.locator('[data-state="historyList.shown"]').waitFor();
  await shot(page, width, 'dashboard-financial-activities');
  await page.goto(`${BASE}/dashboard/claim-bonus`);
  await page.locator('[data-state="claimBonus.listing"]').waitFor();
  await shot(page, width, 'dashboard-claim-bonus');
}

/** The lobby beyond the spec (issue 21): a studio filter with an order and a game's information, a studio's page, a game for fun, the live chat. */
async function lobbyExtras(page: Page, width: number, mobile: boolean) {
  const ready = page.locator('[data-state="lobby.browsing.ready"] [data-game]').first();
  await page.goto(`${BASE}/casino/slot`);
  await ready.waitFor();
  await Promise.all([page.waitForResponse('**/api/casino/categorygames'), page.getByLabel('Sağlayıcı').selectOption({ label: 'NetEnt' })]);
  await Promise.all([page.waitForResponse('**/api/casino/categorygames'), page.getByLabel('Sırala').selectOption('az')]);
  await ready.waitFor();
  await page.locator('[data-game] summary').first().click();
  await shot(page, width, 'casino-slot-filtered');
  await page.goto(`${BASE}/casino/provider/pragmaticplay`);
  await ready.waitFor();
  await shot(page, width, 'casino-provider');
  await page.goto(`${BASE}/casino/slot`);
  await ready.waitFor();
  await page
    .locator('[data-game]')
    .first()
    .getByRole('button', { name: /^Demo:/ })
    .click();
  await page.locator('[data-state="gameLaunch.playing.ready"]').waitFor({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await shot(page, width, 'game-fun');
  await page.goto(`${BASE}/`);
  await page.locator('#live-chat [data-state="liveChatWidget.closed"]').waitFor({ state: 'attached', timeout: 15_000 });
  if (mobile) await page.getByRole('navigation', { name: 'Hızlı menü' }).getByRole('button', { name: 'Destek' }).click();
  else await page.locator('[data-site-header]').getByRole('button', { name: 'Canlı Destek' }).click();
  await page.getByRole('dialog', { name: 'Canlı Destek' }).waitFor();
  await shot(page, width, 'live-chat');
}

/** The responsible-gaming page, the reality check (on Playwright's clock) and a time-out's confirmation. */
async function responsibleGaming(context: BrowserContext, width: number) {
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${BASE}/dashboard/responsible-gaming`);
  await page.locator('[data-state="limitsEditor.ready.viewing"]').waitFor();
  await page.getByRole('radio', { name: 'Her 15 dakikada' }).click();
  await page.getByRole('radio', { name: 'Her 15 dakikada', checked: true }).waitFor();
  await shot(page, width, 'dashboard-responsible-gaming');
  await page.clock.fastForward('15:05');
  const check = page.getByRole('dialog', { name: 'Oyun Hatırlatması' });
  await check.waitFor();
  await shot(page, width, 'dialog-reality-check');
  await check.getByRole('button', { name: 'Devam Et' }).click();
  await page.locator('[data-exclusion="selfexclusion"]').getByRole('button', { name: '1 yıl' }).click();
  await page.getByRole('dialog', { name: 'Emin misiniz?' }).waitFor();
  await shot(page, width, 'dialog-self-exclusion');
  await page.keyboard.press('Escape');
  await page.close();
}

async function api(path: string, token: string, data: unknown) {
  const response = await fetch(`${BASE}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(data),
  });
  return (await response.json()) as { success: boolean; data: unknown };
}

/** The demo games after a round, and the demo sportsbook, opened as the launch URLs and the login answer say. */
async function demoProviders(page: Page, width: number, session: Record<string, unknown>) {
  const token = String(session.token);
  await api('payment/deposit', token, {
    id: 2,
    target: 'pay',
    detail: { CardNo: '4111 1111 1111 1111', CardHolder: 'Deniz Yılmaz', ExpiryMonth: 7, Installments: 1, Amount: 1000 },
  });
  const games = (await api('casino/categorygames', token, { systemCategory: [1, 21, 24, 32] })).data as Array<{
    gameCode: string;
    name: string;
    systemCategory: number;
    providerName: string;
    productId: string | null;
  }>;
  const pick = [
    ['slot', games.find((g) => g.systemCategory === 1 && g.providerName === 'Hub88')!],
    ['roulette', games.find((g) => g.systemCategory === 21 && g.providerName === 'EveryMatrix')!],
    ['cards', games.find((g) => g.systemCategory === 24 && g.providerName === 'EveryMatrix')!],
    ['crash', games.find((g) => g.name === 'Aviator')!],
  ] as const;
  for (const [kind, game] of pick) {
    const launched =
      game.providerName === 'EveryMatrix'
        ? await api('casino/emlaunchurl', token, { code: game.gameCode, productId: game.productId })
        : await api('casino/hub88launchurl', token, {
            platform: width < 992 ? 2 : 1,
            gameCode: game.gameCode,
            language: 'tr',
            lobbyUrl: `${BASE}/`,
          });
    await page.goto(String(launched.data));
    await page.locator('#demo-game[data-state="ready"]').waitFor();
    await page.locator('[data-action="play"]').click();
    await page.locator('#demo-game[data-rounds="1"][data-state="ready"]').waitFor({ timeout: 15_000 });
    await shot(page, width, `demo-game-${kind}`);
  }
  await page.goto(
    `${BASE}${String(session.betcoUrl)}?${new URLSearchParams({ token: String(session.betcoToken), lang: 'tr', mode: 'live' })}`,
  );
  await page.locator('button.price:not([disabled])').first().click();
  await shot(page, width, 'demo-sportsbook-live');
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startReferenceServer(PORT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    let n = 0;
    for (const { width, height, mobile } of WIDTHS) {
      const visitor = await browser.newContext({
        viewport: { width, height },
        isMobile: mobile,
        hasTouch: mobile,
        locale: 'tr-TR',
        deviceScaleFactor: 1,
      });
      const page = await visitor.newPage();
      await page.goto(BASE);
      await page.locator('footer').waitFor();
      await closePopup(page, width, true);
      await page.locator('[data-state="bannerCarousel.ready"]').waitFor();
      await shot(page, width, 'home');
      const dialogs: Array<[string, () => Promise<void>, string]> = [
        ['login', () => page.getByRole('button', { name: 'Giriş Yap' }).click(), 'login.editing'],
        ['register', () => page.getByRole('button', { name: 'Kayıt Ol' }).click(), 'registration.form'],
        [
          'call-request',
          async () => {
            if (mobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
            await page.getByRole('button', { name: 'Sizi Arayalım' }).click();
          },
          'callRequest.editing',
        ],
      ];
      for (const [name, open, state] of dialogs) {
        await open();
        await page.locator(`[data-state="${state}"]`).waitFor();
        await shot(page, width, `dialog-${name}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('button', { name: 'Şifremi Unuttum' }).click();
      await page.locator('[data-state="recovery.username"]').waitFor();
      await shot(page, width, 'dialog-recovery');
      await page.keyboard.press('Escape');
      if (mobile) {
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        await page.locator('[data-state="mobileNav.menu"]').waitFor();
        await shot(page, width, 'side-menu');
        await page.keyboard.press('Escape');
      }
      await page.goto(`${BASE}/promotions`);
      await page.locator('[data-state="promotions.shown.browsing"] li').first().waitFor();
      await shot(page, width, 'promotions');
      await page.locator('[data-state="promotions.shown.browsing"] li button').first().click();
      await page.locator('[data-state="promotions.reading"]').waitFor();
      await shot(page, width, 'dialog-promotion');
      await visitor.close();

      const session = await registerPlayer((n += 1));
      const player = await browser.newContext({
        viewport: { width, height },
        isMobile: mobile,
        hasTouch: mobile,
        locale: 'tr-TR',
        deviceScaleFactor: 1,
      });
      await player.addInitScript(
        (record) => localStorage.setItem('authData', JSON.stringify({ ...record, fingerprint: 'screenshots' })),
        session,
      );
      const own = await player.newPage();
      await own.goto(BASE);
      await closePopup(own, width, false);
      await own.locator('[data-state="session.loggedIn"]').waitFor();
      // The bell is the desktop's; on a phone the profile toggle's dot says what is unread (spec section 9).
      await own.getByRole('button', { name: mobile ? /^Profili aç, okunmamış/ : /Bildirimler, 1 okunmamış/ }).waitFor();
      await shot(own, width, 'home-player');
      if (!mobile) {
        await own.getByRole('button', { name: /Bildirimler/ }).click();
        await own.locator('[data-state="notifications.browsing"]').waitFor();
        await shot(own, width, 'dialog-notifications');
        await own.keyboard.press('Escape');
      }
      await own.evaluate(() => undefined);
      if (mobile) {
        await own.getByRole('button', { name: /^Profili aç/ }).click();
        await own.locator('[data-state="mobileNav.profile"]').waitFor();
        await shot(own, width, 'profile-sidebar');
        await own.keyboard.press('Escape');
      }
      await own.goto(`${BASE}/dashboard`);
      await own.locator('[data-state="page.dashboard"]').waitFor();
      await shot(own, width, 'dashboard');
      await own.goto(`${BASE}/dashboard/account`);
      await own.locator('[data-state="accountProfile.shown"]').waitFor();
      await shot(own, width, 'dashboard-account');
      await own.getByRole('button', { name: 'Şimdi doğrula' }).click();
      await own.getByRole('heading', { name: 'Telefon Numarasını Girin' }).waitFor();
      await shot(own, width, 'dialog-phone-validation');
      await own.keyboard.press('Escape');
      await own.goto(`${BASE}/dashboard/phone-verification`);
      await own.locator('[data-state="phoneVerification.notVerified"]').waitFor();
      await shot(own, width, 'dashboard-phone-verification');
      await own.goto(`${BASE}/dashboard/change-password`);
      await own.locator('[data-state^="changePassword."]').waitFor();
      await shot(own, width, 'dashboard-change-password');
      await demoProviders(own, width, session);
      await casinoAndMoney(own, width, mobile);
      await lobbyExtras(own, width, mobile);
      await responsibleGaming(player, width);
      await player.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
