import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchForErrors } from './helpers';

let counter = 0;
function newIdentity() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid % 1000}${counter}`.slice(-10);
  return { username: `reg${tag}`.slice(0, 20), email: `reg${tag}@example.com`, digits: `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` };
}

async function fillForm(page: Page, who: ReturnType<typeof newIdentity>) {
  const dialog = page.getByRole('dialog', { name: 'Kayıt Ol' });
  await dialog.getByLabel('Ad', { exact: true }).fill('Çağrı');
  await dialog.getByLabel('Soyad').fill('Işıkoğlu');
  await dialog.getByLabel('Kullanıcı Adı').fill(who.username);
  await dialog.getByLabel('E-posta').fill(who.email);
  await dialog.getByLabel('Telefon').fill(who.digits);
  await dialog.getByLabel('Gün').selectOption('09');
  await dialog.getByLabel('Ay').selectOption('03');
  await dialog.getByLabel('Yıl').selectOption('1990');
  await dialog.getByLabel('Şifre', { exact: true }).fill('secret12');
  await dialog.getByLabel('Şifre Tekrar').fill('secret12');
  return dialog;
}

async function latestCode(page: Page, to: string) {
  const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as Array<{ code: string }>;
  return messages[0]!.code;
}

test('register without the trial bonus: logged in, celebration with Deposit and Live Chat', async ({ page }) => {
  const errors = watchForErrors(page);
  const who = newIdentity();
  await page.goto('/');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  const dialog = await fillForm(page, who);
  await expect(dialog.getByLabel('Telefon')).toHaveValue(`${who.digits.slice(0, 3)} ${who.digits.slice(3, 6)} ${who.digits.slice(6, 8)} ${who.digits.slice(8)}`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.withoutBonus');
  await expect(page.locator('[data-state="session.loggedIn"]')).toContainText(who.username);
  await dialog.getByRole('button', { name: 'Canlı Destek' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Canlı destek şu anda kullanılamıyor.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Para Yatır' }).click();
  await expect(page.getByRole('dialog', { name: 'Kayıt Ol' })).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  expect(errors).toEqual([]);
});

test('register with the trial bonus: code sent at once, verify from the outbox, claim, close after 1 s', async ({ page }) => {
  const errors = watchForErrors(page);
  const who = newIdentity();
  await page.goto('/');
  // The bootstrap config (trial bonus amount) loads at start.
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  const dialog = await fillForm(page, who);
  await dialog.getByLabel(/deneme bonusu istiyorum/).check();
  await dialog.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(dialog.locator('[data-state="phoneValidation.code"]')).toBeVisible();
  await expect(dialog.getByLabel('Telefon numarası')).toBeDisabled();
  const code = await latestCode(page, `90${who.digits}`);
  await dialog.getByLabel('SMS kodu').fill(code);
  await expect(dialog.getByLabel('SMS kodu')).toHaveValue(`${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`);
  await dialog.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.withBonus');
  await dialog.getByRole('button', { name: 'Evet' }).click();
  await expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.claimed');
  await expect(page.getByRole('dialog', { name: 'Kayıt Ol' })).toBeHidden({ timeout: 3000 });
  await expect(page.locator('[data-state="session.loggedIn"]').getByLabel('Bakiye: ₺50,00')).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Change Phone Number' returns to the phone step and unlocks it; 'Skip Verification' closes", async ({ page }) => {
  const who = newIdentity();
  await page.goto('/');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  const dialog = await fillForm(page, who);
  await dialog.getByLabel(/deneme bonusu istiyorum/).check();
  await dialog.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(dialog.locator('[data-state="phoneValidation.code"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Telefon Numarasını Değiştir' }).click();
  await expect(dialog.locator('[data-state="phoneValidation.phone"]')).toBeVisible();
  await expect(dialog.getByLabel('Telefon numarası')).toBeEnabled();
  await expect(dialog.getByLabel('SMS kodu')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Doğrulamayı Atla' }).click();
  await expect(page.getByRole('dialog', { name: 'Kayıt Ol' })).toBeHidden();
  await expect(page.locator('[data-state="session.loggedIn"]')).toContainText(who.username);
});

test('a taken username keeps the form with the server message', async ({ page, request }) => {
  const who = newIdentity();
  const taken = await request.post('/api/auth/register', {
    data: {
      name: 'Ali', surname: 'Veli', username: who.username, email: `first-${who.email}`, phone: '905550000001', country: 1, currencyId: 1,
      birthDate: '1990-01-01', birthDateDay: '01', birthDateMonth: '01', birthDateYear: '1990', password: 'secret1', password2: 'secret1',
    },
  });
  expect((await taken.json()).success).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  const dialog = await fillForm(page, who);
  await dialog.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bu kullanıcı adı kullanılıyor.' })).toBeVisible();
  await expect(dialog).toHaveAttribute('data-state', 'registration.form');
  await expect(dialog.getByLabel('E-posta')).toHaveValue(who.email);
});
