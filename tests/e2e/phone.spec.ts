import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, registerPlayer, startLoggedIn, watchForErrors } from './helpers';

const codeFor = async (request: APIRequestContext, phone: string) =>
  ((await (await request.get(`/dev/outbox.json?to=${phone}`)).json()) as Array<{ code: string }>)[0]!.code;

test('variant 2 page: not verified, send code, countdown, a wrong code is cleared, the right one verifies', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/phone-verification');
  const panel = page.locator('[data-state^="phoneVerification."]');
  await expect(panel).toHaveAttribute('data-state', 'phoneVerification.notVerified');
  await expect(panel.getByText('Doğrulanmadı')).toBeVisible();
  await expect(panel.getByLabel(/Telefon numarası/)).toBeDisabled();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(panel).toHaveAttribute('data-state', 'phoneVerification.verificationCode.entering');
  await expect(panel.getByRole('timer')).toHaveText(/Kodu tekrar gönder: (59|60) sn/);
  const code = await codeFor(request, player.phone);
  await panel.getByLabel('SMS kodu').fill(code === '111111' ? '222222' : '111111');
  await panel.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Kod hatalı.' })).toBeVisible();
  await expect(panel.getByLabel('SMS kodu')).toHaveValue('');
  await panel.getByLabel('SMS kodu').fill(code);
  await expect(panel.getByLabel('SMS kodu')).toHaveValue(`${code.slice(0, 3)}-${code.slice(3)}`);
  await panel.getByRole('button', { name: 'Doğrula' }).click();
  await expect(panel).toHaveAttribute('data-state', 'phoneVerification.verified');
  await expect(panel.getByText('Doğrulandı', { exact: true })).toBeVisible();
  // 'Update Number' enables the field.
  await panel.getByRole('button', { name: 'Numarayı Güncelle' }).click();
  await expect(panel.getByLabel(/Telefon numarası/)).toBeEnabled();
  expect(errors).toEqual([]);
});

test('variant 2: the resend link appears after 60 s and sends a new code', async ({ page, request }) => {
  await page.clock.install();
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/phone-verification');
  const panel = page.locator('[data-state^="phoneVerification."]');
  await panel.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(panel.getByRole('timer')).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(panel.getByRole('button', { name: 'Tekrar göndermek için tıklayın' })).toBeVisible();
});

test('variant 1 dialog: Set Phone Number, Set Sms Code, Congratulations', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/');
  await page.locator('summary', { hasText: 'Hesabım' }).click();
  await page.getByRole('button', { name: 'Telefonu SMS ile Doğrula' }).click();
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' });
  await expect(dialog.getByRole('heading', { name: 'Telefon Numarasını Girin' })).toBeVisible();
  await expect(dialog.getByLabel('SMS kodu')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(dialog.getByRole('heading', { name: 'SMS Kodunu Girin' })).toBeVisible();
  await dialog.getByLabel('SMS kodu').fill(await codeFor(request, player.phone));
  await dialog.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Telefon numaranız başarıyla doğrulandı!');
  await dialog.getByRole('button', { name: 'Kapat' }).last().click();
  await expect(dialog).toBeHidden();
});

test('call request: save stays disabled until valid, the warnings guide, success closes', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sizi Arayalım' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sizi Arayalım' });
  await expect(dialog).toContainText('İletişim bilgisi eklemek için yukarıdaki "İletişim Ekle" düğmesine tıklayın');
  await expect(dialog).toContainText('Lütfen kullanıcı adınızı giriniz');
  await expect(dialog).toContainText('En az bir iletişim bilgisi eklemelisiniz');
  await expect(dialog).toContainText('Lütfen bir saat aralığı seçiniz');
  const save = dialog.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Ad Soyad').fill('Ayşe Yılmaz');
  await dialog.getByLabel('Kullanıcı Adı').fill('ayse2024');
  await dialog.getByLabel('Mesajınız').fill('Bonus hakkında bilgi almak istiyorum');
  await dialog.getByLabel('Uygun saat aralığı').selectOption('14:30-15:30');
  for (let i = 0; i < 6; i++) await dialog.getByRole('button', { name: '+ İletişim Ekle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz' })).toBeVisible();
  for (let i = 0; i < 4; i++) await dialog.getByRole('button', { name: 'İletişim bilgisini sil' }).first().click();
  await dialog.getByLabel('Tür').selectOption('2');
  await dialog.getByLabel('İletişim bilgisi', { exact: true }).fill('05551112233');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Talebiniz alındı.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
