// A player's hands (issue 31): every text field of the site typed into key by
// key, at 30 ms and at 150 ms a key, with the CPU slowed 4× (a mid-range
// phone), and checked for what the field holds and what the page did with
// it. The casino search lost keys here ("SamuraiKingdom Jackpot"): the
// announcement popup opened, modal, at the player's first key and took the
// rest; it now never opens while a text field has the focus, and only once
// the hands have rested. Everything else in this file is
// a field the player fills to get something done.
import type { APIRequestContext, CDPSession, Locator, Page } from '@playwright/test';
import { expect, motion, only, test } from './fixtures';
import { money, ownSurname, registerPlayer, startLoggedIn, typeInto } from './helpers';

// The page with the motion most players get (playwright.config.ts runs the rest with reduced motion).
test.use(motion);

/** Human typing speeds: a quick typist, and a slow one (the slower, the more the old search lost). */
const SPEEDS = [30, 150] as const;

const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();
/** The page's CPU at `rate` times slower from now on (4: a mid-range phone, Lighthouse's mobile slowdown; 1: the machine's own). */
async function cpuSlowdown(page: Page, rate: number) {
  let session = cdpSessions.get(page);
  if (!session) cdpSessions.set(page, (session = page.context().newCDPSession(page)));
  await (await session).send('Emulation.setCPUThrottlingRate', { rate });
}
const slowCpu = (page: Page) => cpuSlowdown(page, 4);

/**
 * A tap on the field, then the text a key at a time at a player's speed,
 * over whatever it held, with the CPU slowed 4× while the hands type and
 * until the field shows what it should (`shown`, the text by default): what
 * a field keeps or loses is decided then. The forms' pages load and answer at
 * the machine's own speed around it: a slowed page load proves nothing here
 * that the search tests, slowed from the first byte, do not, and it doubled
 * this file's run (issue 31, item 6).
 */
async function typeAs(field: Locator, text: string, delay: number, shown: string | RegExp = text) {
  const page = field.page();
  await slowCpu(page);
  try {
    await typeInto(field, text, { delay });
    await expect(field).toHaveValue(shown);
  } finally {
    await cpuSlowdown(page, 1);
  }
}

async function latestCode(request: APIRequestContext, to: string) {
  const messages = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Array<{ code: string }>;
  return messages[0]!.code;
}

/** The phone's mask, 555 123 45 67, as the field shows ten digits. */
const phoneShown = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;

const loggedIn = (page: Page) => page.locator('[data-state="session.loggedIn"]');

/** The forms are the same on a phone: it types into the searches, whose layouts differ; the desktop types into everything. */
const FORMS_ON_THE_DESKTOP = 'a phone types into the searches, whose layouts are its own; the forms are the desktop’s';

for (const delay of SPEEDS) {
  test.describe(`typed at ${delay} ms a key, CPU 4× slower`, () => {
    test('the casino search on a first visit keeps every key; the popup waits until the hands rest', async ({ page, t, isMobile }) => {
      // A browser that has not seen the announcement popup: it opened, modal, at the first key and took the rest.
      await page.addInitScript(
        () =>
          window === window.top &&
          !sessionStorage.getItem('popup-reset') &&
          (localStorage.removeItem('seenPopups'), sessionStorage.setItem('popup-reset', '1')),
      );
      await slowCpu(page);
      await page.goto('/casino/slot');
      const search = page.getByRole('searchbox', { name: t('casino.searchLabel') });
      // The player goes to the box as soon as it shows. The popup opens by itself once the page has settled
      // and the hands have rested 1.5 s (issue 33): on a loaded machine it can be first, and then the player
      // closes it before typing; otherwise it finds them in the field and waits.
      const popup = page.getByRole('dialog', { name: t('home.popupTitle') });
      let shownFirst = false;
      // Each try is bounded: one clean-clone run spent the whole minute in it, the popup up on a phone and
      // the test still waiting (the popup found by what it is, a <dialog> open in that state, not by its
      // name in the accessibility tree, which that run's snapshot did not hold).
      const shown = page.locator('dialog[data-state="popup.open"][open]');
      await expect(async () => {
        if (await shown.isVisible()) {
          await shown.locator(`button[aria-label="${t('dialog.close')}"]`).click({ timeout: 2000 });
          shownFirst = true;
        }
        await search.click({ timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: t('casino.play', { name: 'Samurai Fortune Extreme' }) }).first()).toBeVisible();
      const name = isMobile ? 'Olympus Nights Deluxe' : 'Samurai Kingdom Jackpot';
      await typeAs(search, name, delay);
      await expect(page.getByRole('heading', { name: t('casino.resultsFor', { query: name }) })).toBeVisible();
      await expect(page.getByRole('button', { name: t('casino.play', { name }), exact: true })).toBeVisible();
      // Not while the field has the focus…
      await expect(popup).toHaveCount(0);
      if (shownFirst) return;
      // It can also open between Playwright's check of what lies under the click on the box and the click
      // itself, and take that click: then it closed, and was remembered, before the first key, as when it
      // shows first, and no flow is left waiting (twice in runs with the two cores overloaded).
      if (await page.evaluate(() => localStorage.getItem('seenPopups') !== null)) return;
      await expect(page.locator('#popup-state')).toHaveAttribute('data-flow-state', 'popup.waiting.typing');
      // …but once the player leaves it and the hands rest.
      await page.keyboard.press('Tab');
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: t('dialog.close') }).click();
      await expect(popup).toHaveCount(0);
      await expect(search).toHaveValue(name);
    });

    test('the side menu’s game search', only('phone', 'the side menu is the phone’s'), async ({ page, t }) => {
      await slowCpu(page);
      await page.goto('/');
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      const search = page.getByRole('searchbox', { name: t('menuSearch.label') });
      await typeAs(search, 'Samurai Kingdom', delay);
      await expect(
        page.getByRole('list', { name: t('menuSearch.results') }).getByRole('button', { name: 'Samurai Kingdom Jackpot' }),
      ).toBeVisible();
    });

    test(
      'sign-up with the trial bonus: the form, then the SMS code',
      only('desktop', FORMS_ON_THE_DESKTOP),
      async ({ page, request, t }) => {
        // About a hundred keys, at 150 ms each on a page slowed 4×: 40 s on an idle machine, so the
        // default minute is no margin when the cores are shared.
        test.setTimeout(120_000);
        const tag = `${Date.now().toString(36)}${delay}`.slice(-9);
        const digits = `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
        await page.goto('/');
        await page.getByRole('button', { name: t('registration.open') }).click();
        const dialog = page.getByRole('dialog', { name: t('registration.title') });
        // A label around its field names it with what it holds: names that are part of others are matched exactly.
        const typed: Array<[string, string, { exact?: boolean; shown?: string }]> = [
          [t('registration.name'), 'Çağrı', { exact: true }],
          [t('registration.surname'), ownSurname('Işıkoğlu', tag), {}],
          [t('registration.username'), `typ${tag}`, {}],
          [t('registration.email'), `typ${tag}@example.com`, {}],
          // As Turkish players often write it, with the trunk zero: the mask keeps the ten digits after it.
          [t('registration.phone'), `0${digits}`, { shown: phoneShown(digits) }],
          [t('registration.password'), 'secret12', { exact: true }],
          [t('registration.password2'), 'secret12', {}],
        ];
        for (const [label, text, { exact = false, shown }] of typed) {
          const field = dialog.getByLabel(label, { exact });
          await typeAs(field, text, delay, shown ?? text);
        }
        await dialog.getByLabel(t('registration.day')).selectOption('09');
        await dialog.getByLabel(t('registration.month')).selectOption('03');
        await dialog.getByLabel(t('registration.year')).selectOption('1990');
        await dialog.getByRole('checkbox').check();
        await dialog.getByRole('button', { name: t('registration.submit') }).click();
        // The phone step: the code was sent at once to the number typed.
        await expect(dialog.locator('[data-state="phoneValidation.code"]')).toBeVisible();
        const code = await latestCode(request, `90${digits}`);
        const codeField = dialog.getByLabel(t('phone.code'));
        await typeAs(codeField, code, delay, `${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`);
        await dialog.getByRole('button', { name: t('phone.validate'), exact: true }).click();
        await expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.withBonus');
        await expect(loggedIn(page)).toContainText(`typ${tag}`);
      },
    );

    test('recovery, then the login form with the new password', only('desktop', FORMS_ON_THE_DESKTOP), async ({ page, request, t }) => {
      const player = await registerPlayer(request);
      await page.goto('/');
      await page.getByRole('button', { name: t('header.login') }).click();
      await page.getByRole('button', { name: t('recovery.link') }).click();
      const dialog = page.getByRole('dialog', { name: t('recovery.title') });
      const username = dialog.getByLabel(t('recovery.username'));
      await typeAs(username, player.username, delay);
      await dialog.getByRole('button', { name: t('recovery.continue') }).click();
      await expect(dialog).toHaveAttribute('data-state', 'recovery.code');
      const code = dialog.getByLabel(t('recovery.code'));
      const sent = await latestCode(request, player.email);
      await typeAs(code, sent, delay);
      await dialog.getByRole('button', { name: t('recovery.continue') }).click();
      await expect(dialog).toHaveAttribute('data-state', 'recovery.newPassword');
      for (const label of [t('recovery.password'), t('recovery.password2')]) {
        const field = dialog.getByLabel(label, { exact: true });
        await typeAs(field, 'recovered1', delay);
      }
      await dialog.getByRole('button', { name: t('recovery.continue') }).click();
      const login = page.getByRole('dialog', { name: t('login.title') });
      await expect(login).toBeVisible();
      for (const [label, text] of [
        [t('login.username'), player.username],
        [t('login.password'), 'recovered1'],
      ] as const) {
        const field = login.getByLabel(label, { exact: true });
        await typeAs(field, text, delay);
      }
      await login.getByRole('button', { name: t('login.submit') }).click();
      await expect(loggedIn(page)).toContainText(player.username);
    });

    test('the call-back form', only('desktop', FORMS_ON_THE_DESKTOP), async ({ page, t, s, ui }) => {
      await page.goto('/');
      await ui.openCallRequest();
      const dialog = page.getByRole('dialog', { name: t('callRequest.title') });
      await dialog.getByRole('button', { name: `+ ${t('callRequest.addContact')}` }).click();
      const typed: Array<[string, string]> = [
        [t('callRequest.name'), 'Ayşe Yılmaz'],
        [t('callRequest.username'), 'ayse2024'],
        [t('callRequest.message'), 'Bonus hakkında bilgi'],
        [t('callRequest.contactValue'), '05551112233'],
      ];
      for (const [label, text] of typed) {
        // The label around the message box names it with what it holds.
        const field = dialog.getByLabel(label, { exact: label !== t('callRequest.message') });
        await typeAs(field, text, delay);
      }
      await dialog.getByLabel(t('callRequest.slot')).selectOption('14:30-15:30');
      await dialog.getByRole('button', { name: t('callRequest.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: s('callMeReceived').split('.')[0]! })).toBeVisible();
    });

    test(
      'a player’s password, phone and e-mail: change password, the phone verified by its code, the e-mail confirmed by its',
      only('desktop', FORMS_ON_THE_DESKTOP),
      async ({ page, request, t, s }) => {
        const player = await registerPlayer(request);
        await startLoggedIn(page, player.session);
        await page.goto('/dashboard/change-password');
        const form = page.locator('[data-state^="changePassword."]');
        for (const [label, text] of [
          [t('changePassword.oldPassword'), player.password],
          [t('changePassword.password'), 'changed12'],
          [t('changePassword.confirmPassword'), 'changed12'],
        ] as const) {
          const field = form.getByLabel(label, { exact: true });
          await typeAs(field, text, delay);
        }
        await form.getByRole('button', { name: t('changePassword.submit') }).click();
        await expect(page.getByRole('status').filter({ hasText: s('passwordChanged') })).toBeVisible();

        // Variant 2: Update Number, a new number typed over the old, its code (mask 000-000).
        await page.goto('/dashboard/phone-verification');
        const panel = page.locator('[data-state^="phoneVerification."]');
        await panel.getByRole('button', { name: t('phone.update') }).click();
        const phone = panel.locator('input[name="phone"]');
        await expect(phone).toBeEnabled();
        const digits = `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
        // With the country code, as on a business card: the box keeps the ten national digits.
        await typeAs(phone, `+90 ${digits}`, delay, phoneShown(digits));
        await panel.getByRole('button', { name: t('phone.send') }).click();
        await expect(panel).toHaveAttribute('data-state', 'phoneVerification.verificationCode.entering');
        const code = await latestCode(request, `90${digits}`);
        const codeField = panel.getByLabel(t('phone.code'));
        await typeAs(codeField, code, delay, `${code.slice(0, 3)}-${code.slice(3)}`);
        await panel.getByRole('button', { name: t('phone.verify') }).click();
        await expect(panel).toHaveAttribute('data-state', 'phoneVerification.verified');

        // The sign-up e-mail's code, typed on the account page (issue 34).
        await page.goto('/dashboard/account');
        await page.getByRole('button', { name: t('account.confirmEmail') }).click();
        const confirmation = page.getByRole('dialog', { name: t('emailConfirmation.title') });
        const emailCode = await latestCode(request, player.email);
        await typeAs(confirmation.getByLabel(t('emailConfirmation.code')), emailCode, delay);
        await confirmation.getByRole('button', { name: t('emailConfirmation.confirm'), exact: true }).click();
        await expect(confirmation).toHaveAttribute('data-state', 'emailConfirmation.confirmed');
      },
    );

    test('money: a card deposit’s fields and a deposit limit', only('desktop', FORMS_ON_THE_DESKTOP), async ({ page, request, t }) => {
      const player = await registerPlayer(request);
      await startLoggedIn(page, player.session);
      await page.goto('/dashboard/deposit');
      await page.getByRole('button', { name: t('payment.choose', { title: 'Kredi Kartı' }) }).click();
      const dialog = page.getByRole('dialog', { name: 'Kredi Kartı' });
      const card = dialog.getByLabel(t('payment.fields.CardNo'), { exact: true });
      await typeAs(card, '4111111111111111', delay, '4111 1111 1111 1111');
      const holder = dialog.getByLabel(t('payment.fields.CardHolder'));
      await typeAs(holder, 'Ayşe Yılmaz', delay);
      await dialog.getByLabel(t('payment.fields.ExpiryMonth')).selectOption('7');
      await dialog.getByLabel(t('payment.fields.Installments')).selectOption('3');
      const amount = dialog.getByRole('spinbutton', { name: t('payment.fields.Amount') });
      // A refused key in the middle keeps the caret where the player types ('12|34', then 'a5').
      await typeAs(amount, '1234', delay);
      await slowCpu(page);
      await amount.press('End');
      await amount.press('ArrowLeft');
      await amount.press('ArrowLeft');
      await amount.pressSequentially('a5', { delay });
      await expect(amount).toHaveValue('12534');
      await cpuSlowdown(page, 1);
      await typeAs(amount, '1250', delay);
      await amount.blur();
      await expect(amount).toHaveValue('₺1.250');
      await dialog.getByRole('button', { name: t('payment.submit') }).click();
      await expect(dialog.locator('[data-state="payment.confirmed"]')).toBeVisible();
      await expect(page.locator('[data-site-header]')).toContainText(money(1250));

      await page.goto('/dashboard/responsible-gaming');
      const limit = page.locator('[data-limit="deposit-day"]');
      await limit.getByRole('button', { name: new RegExp(t('rg.edit', { name: '.+' })) }).click();
      const box = limit.getByLabel(t('rg.amountMoney'));
      await typeAs(box, '2500', delay, /^(₺)?2\.?500$/);
      await limit.getByRole('button', { name: t('rg.save') }).click();
      await expect(limit).toContainText(money(2500));
    });
  });
}
