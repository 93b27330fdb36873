import type { Page } from '@playwright/test';
import type { translator } from './fixtures';
import { expect, motion, test } from './fixtures';
import { expectNoAxeViolations, expectOnTop, ownSurname, registerPlayer, typeInto, watchForErrors } from './helpers';
import { logInWithForm } from './model/adapters/shared';

// The page with the motion most players get (playwright.config.ts runs the rest with reduced motion).
test.use(motion);

type T = ReturnType<typeof translator>;
let counter = 0;
function newIdentity() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid % 1000}${counter}`.slice(-10);
  return {
    username: `reg${tag}`.slice(0, 20),
    email: `reg${tag}@example.com`,
    digits: `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    // A person of their own: one person holds one account.
    surname: ownSurname('Işıkoğlu', tag),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The trial-bonus label without its amount: the longest fixed part of the text. */
const trialBonusLabel = (t: T) =>
  new RegExp(
    escape(
      t('registration.trialBonus', { amount: '\u0000' })
        .split('\u0000')
        .sort((a, b) => b.length - a.length)[0]!
        .trim(),
    ),
  );

async function fillForm(page: Page, t: T, who: ReturnType<typeof newIdentity>) {
  const dialog = page.getByRole('dialog', { name: t('registration.title') });
  // Turkish letters in names are accepted.
  await typeInto(dialog.getByLabel(t('registration.name'), { exact: true }), 'Çağrı');
  await typeInto(dialog.getByLabel(t('registration.surname')), who.surname);
  await typeInto(dialog.getByLabel(t('registration.username')), who.username);
  await typeInto(dialog.getByLabel(t('registration.email')), who.email);
  await typeInto(dialog.getByLabel(t('registration.phone')), who.digits);
  await dialog.getByLabel(t('registration.day')).selectOption('09');
  await dialog.getByLabel(t('registration.month')).selectOption('03');
  await dialog.getByLabel(t('registration.year')).selectOption('1990');
  await typeInto(dialog.getByLabel(t('registration.password'), { exact: true }), 'secret12');
  await typeInto(dialog.getByLabel(t('registration.password2')), 'secret12');
  return dialog;
}

async function latestCode(page: Page, to: string) {
  const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as Array<{ code: string }>;
  return messages[0]!.code;
}

test('register without the trial bonus: logged in, celebration with Deposit, Live Chat and a deposit limit offered', async ({
  page,
  t,
  s,
}) => {
  const errors = watchForErrors(page);
  const who = newIdentity();
  await page.goto('/');
  await page.getByRole('button', { name: t('registration.open') }).click();
  const dialog = await fillForm(page, t, who);
  await expect(dialog.getByLabel(t('registration.phone'))).toHaveValue(
    `${who.digits.slice(0, 3)} ${who.digits.slice(3, 6)} ${who.digits.slice(6, 8)} ${who.digits.slice(8)}`,
  );
  await expectNoAxeViolations(page);
  // Where the confetti's canvas goes (it is removed when the confetti has fallen).
  await page.evaluate(() => {
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLCanvasElement && node.dataset.confetti !== undefined)
          document.body.dataset.confettiIn = node.parentElement?.closest('dialog[open]') ? 'dialog' : 'page';
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await dialog.getByRole('button', { name: t('registration.submit') }).click();
  await expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.withoutBonus');
  await expect(dialog).toContainText(t('registration.celebrate'));
  // The welcome and the confetti show above the dialog, not behind it (issue 21).
  await expectOnTop(page.getByRole('status').filter({ hasText: s('registerSuccess', { username: who.username }) }), 'the welcome');
  await expect(page.locator('body')).toHaveAttribute('data-confetti-in', 'dialog');
  // UKGC: a deposit limit is offered at registration (issue 8).
  await expect(dialog.getByRole('region', { name: t('limitOffer.title') })).toBeVisible();
  await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t('registration.deposit'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: t('registration.title') })).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  // …and again before the first deposit, leading to the responsible-gaming page.
  await page
    .getByRole('region', { name: t('limitOffer.title') })
    .getByRole('link', { name: t('limitOffer.link') })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/responsible-gaming$/);
  await expect(page.locator('[data-limit="deposit-day"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('register with the trial bonus: code sent at once, verify from the outbox, claim, close after 1 s', async ({ page, t }) => {
  const errors = watchForErrors(page);
  const who = newIdentity();
  await page.goto('/');
  await page.getByRole('button', { name: t('registration.open') }).click();
  const dialog = await fillForm(page, t, who);
  // The checkbox appears once the bootstrap config (trial bonus amount) has loaded.
  await dialog.getByLabel(trialBonusLabel(t)).check();
  await dialog.getByRole('button', { name: t('registration.submit') }).click();
  await expect(dialog.locator('[data-state="phoneValidation.code"]')).toBeVisible();
  await expect(dialog.getByLabel(t('phone.phone'))).toBeDisabled();
  await expectNoAxeViolations(page);
  const code = await latestCode(page, `90${who.digits}`);
  await typeInto(dialog.getByLabel(t('phone.code')), code);
  await expect(dialog.getByLabel(t('phone.code'))).toHaveValue(`${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`);
  await dialog.getByRole('button', { name: t('phone.validate'), exact: true }).click();
  await expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.withBonus');
  await dialog.getByRole('button', { name: t('registration.yes') }).click();
  await expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.claimed');
  await expect(page.getByRole('dialog', { name: t('registration.title') })).toBeHidden({ timeout: 3000 });
  await expect(page.locator('[data-state="session.loggedIn"]').getByLabel(`${t('header.balance')}: ₺50,00`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a trial bonus accepted with no text from the server shows the default message, not an empty toast', async ({ page, t }) => {
  const who = newIdentity();
  await page.route('**/api/bonus/definetrialbonus', (route) => route.fulfill({ json: { success: true, message: '' } }));
  await page.goto('/');
  await page.getByRole('button', { name: t('registration.open') }).click();
  const dialog = await fillForm(page, t, who);
  await dialog.getByLabel(trialBonusLabel(t)).check();
  await dialog.getByRole('button', { name: t('registration.submit') }).click();
  await expect(dialog.locator('[data-state="phoneValidation.code"]')).toBeVisible();
  const code = await latestCode(page, `90${who.digits}`);
  await typeInto(dialog.getByLabel(t('phone.code')), code);
  await dialog.getByRole('button', { name: t('phone.validate'), exact: true }).click();
  await expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.withBonus');
  await dialog.getByRole('button', { name: t('registration.yes') }).click();
  await expect(page.locator('[data-toast-kind="success"]').filter({ hasText: t('registration.claimed') })).toBeVisible();
  await expect(page.locator('[data-toast-kind="success"] p').filter({ hasText: /^\s*$/ })).toHaveCount(0);
});

test("'Change Phone Number' returns to the phone step and unlocks it; 'Skip Verification' closes", async ({ page, t }) => {
  const who = newIdentity();
  await page.goto('/');
  await page.getByRole('button', { name: t('registration.open') }).click();
  const dialog = await fillForm(page, t, who);
  await dialog.getByLabel(trialBonusLabel(t)).check();
  await dialog.getByRole('button', { name: t('registration.submit') }).click();
  await expect(dialog.locator('[data-state="phoneValidation.code"]')).toBeVisible();
  await dialog.getByRole('button', { name: t('phone.changeNumber') }).click();
  await expect(dialog.locator('[data-state="phoneValidation.phone"]')).toBeVisible();
  await expect(dialog.getByLabel(t('phone.phone'))).toBeEnabled();
  await expect(dialog.getByLabel(t('phone.code'))).toBeDisabled();
  await dialog.getByRole('button', { name: t('registration.skip') }).click();
  await expect(page.getByRole('dialog', { name: t('registration.title') })).toBeHidden();
  await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
});

test('a taken username keeps the form with the server message', async ({ page, request, t, s }) => {
  const who = newIdentity();
  const taken = await request.post('/api/auth/register', {
    data: {
      name: 'Ali',
      surname: ownSurname('Veli'),
      username: who.username,
      email: `first-${who.email}`,
      phone: '905550000001',
      country: 1,
      currencyId: 1,
      birthDate: '1990-01-01',
      birthDateDay: '01',
      birthDateMonth: '01',
      birthDateYear: '1990',
      password: 'secret1',
      password2: 'secret1',
    },
  });
  expect((await taken.json()).success).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: t('registration.open') }).click();
  const dialog = await fillForm(page, t, who);
  await dialog.getByRole('button', { name: t('registration.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: s('usernameTaken') })).toBeVisible();
  await expect(dialog).toHaveAttribute('data-state', 'registration.form');
  await expect(dialog.getByLabel(t('registration.email'))).toHaveValue(who.email);
});

test('the sign-up e-mail’s link, opened logged out: the login form, then the account page confirms the address', async ({
  page,
  request,
  t,
}) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  const [mail] = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(player.email)}`)).json()) as Array<{
    body: string;
    code: string;
  }>;
  // The link as the e-mail writes it, opened on this site (another device: no session).
  const link = new URL(/https?:\/\/\S+/.exec(mail!.body)![0]);
  expect(link.pathname).toBe('/dashboard/account');
  expect(link.searchParams.get('email-code')).toBe(mail!.code);
  await page.goto(`${link.pathname}${link.search}`);
  const login = page.getByRole('dialog', { name: t('login.title') });
  await expect(login).toBeVisible();
  await logInWithForm(page, t, player);
  // Logged in, the link's page opens with its code and checks it at once.
  const dialog = page.getByRole('dialog', { name: t('emailConfirmation.title') });
  await expect(dialog).toHaveAttribute('data-state', 'emailConfirmation.confirmed');
  await expect(dialog.getByText(t('emailConfirmation.confirmedText', { email: player.email }))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expectNoAxeViolations(page);
  // The message's own Close (the dialog's × is named so too).
  await dialog
    .getByRole('status')
    .getByRole('button', { name: t('emailConfirmation.close') })
    .click();
  const email = page.locator('[data-state="accountProfile.shown"] dd').filter({ hasText: player.email });
  await expect(email).toContainText(t('account.emailConfirmed'));
  await expect(email.getByRole('button', { name: t('account.confirmEmail') })).toHaveCount(0);
  expect(errors).toEqual([]);
});
