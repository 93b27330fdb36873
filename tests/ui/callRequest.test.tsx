import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

async function openCallRequest() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sizi Arayalım' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Sizi Arayalım' }) };
}

describe('call-request dialog', () => {
  it('editing: the four warnings guide, save stays disabled until valid, at most 5 contacts with a warning, remove works', async () => {
    renderApp();
    const { user, dialog } = await openCallRequest();
    expect(dialog).toHaveAttribute('data-state', 'callRequest.editing');
    for (const text of [
      'İletişim bilgisi eklemek için yukarıdaki "İletişim Ekle" düğmesine tıklayın',
      'Lütfen kullanıcı adınızı giriniz',
      'En az bir iletişim bilgisi eklemelisiniz',
      'Lütfen bir saat aralığı seçiniz',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    expect(save).toBeDisabled();
    // Eight hourly ranges, 10:30-11:30 to 17:30-18:30.
    const slots = within(within(dialog).getByLabelText('Uygun saat aralığı')).getAllByRole('option').slice(1);
    expect(slots.map((o) => o.textContent)).toEqual([
      '10:30-11:30',
      '11:30-12:30',
      '12:30-13:30',
      '13:30-14:30',
      '14:30-15:30',
      '15:30-16:30',
      '16:30-17:30',
      '17:30-18:30',
    ]);
    for (let i = 0; i < 6; i++) await user.click(within(dialog).getByRole('button', { name: '+ İletişim Ekle' }));
    expect(within(dialog).getAllByRole('button', { name: 'İletişim bilgisini sil' })).toHaveLength(5);
    expect((await screen.findAllByText('Maksimum 5 iletişim bilgisi ekleyebilirsiniz'))[0]).toBeInTheDocument();
    for (let i = 0; i < 5; i++) await user.click(within(dialog).getAllByRole('button', { name: 'İletişim bilgisini sil' })[0]!);
    expect(within(dialog).getByText('İletişim bilgisi eklemek için yukarıdaki "İletişim Ekle" düğmesine tıklayın')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('sending: the message composes text, username and slot; success shows the message and closes', async () => {
    let answer: (value: unknown) => void = () => {};
    const sent: unknown[] = [];
    renderApp({ api: { 'cms/callme': (body) => (sent.push(body), new Promise((resolve) => (answer = resolve))) } });
    const { user, dialog } = await openCallRequest();
    await user.type(within(dialog).getByLabelText('Ad Soyad'), 'Ayşe Yılmaz');
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'ayse2024');
    await user.type(within(dialog).getByLabelText('Mesajınız'), 'Bonus hakkında bilgi');
    await user.selectOptions(within(dialog).getByLabelText('Uygun saat aralığı'), '14:30-15:30');
    await user.click(within(dialog).getByRole('button', { name: '+ İletişim Ekle' }));
    await user.selectOptions(within(dialog).getByLabelText('Tür'), '2');
    await user.type(within(dialog).getByLabelText('İletişim bilgisi'), '05551112233');
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'callRequest.sending'));
    expect(within(dialog).getByRole('button', { name: 'Yükleniyor...' })).toHaveAttribute('aria-busy', 'true');
    expect(sent).toHaveLength(1);
    const payload = sent[0] as { name: string; message: string; contacts: unknown[] };
    expect(payload.name).toBe('Ayşe Yılmaz');
    expect(payload.message).toContain('Bonus hakkında bilgi');
    expect(payload.message).toContain('ayse2024');
    expect(payload.message).toContain('14:30-15:30');
    expect(payload.contacts).toEqual([{ type: 2, contact: '05551112233' }]);
    await act(async () => answer({ success: true, message: 'Talebiniz alındı.', data: null }));
    expect(await screen.findByText('Talebiniz alındı.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sizi Arayalım' })).toBeNull());
  });

  it('a refusal shows the server message and keeps the form', async () => {
    renderApp({ api: { 'cms/callme': () => ({ success: false, message: 'Çok fazla talep.', data: null }) } });
    const { user, dialog } = await openCallRequest();
    await user.type(within(dialog).getByLabelText('Ad Soyad'), 'Ayşe Yılmaz');
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'ayse2024');
    await user.type(within(dialog).getByLabelText('Mesajınız'), 'Bonus hakkında bilgi');
    await user.selectOptions(within(dialog).getByLabelText('Uygun saat aralığı'), '10:30-11:30');
    await user.click(within(dialog).getByRole('button', { name: '+ İletişim Ekle' }));
    await user.type(within(dialog).getByLabelText('İletişim bilgisi'), '05551112233');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Çok fazla talep.')).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'callRequest.editing');
    expect(within(dialog).getByLabelText('Mesajınız')).toHaveValue('Bonus hakkında bilgi');
  });

  it("a logged-in player's username is filled in", async () => {
    renderApp({
      session: { token: 't', balance: 0, username: 'deniz', usercode: '1', phone: '905550000000', smsVerified: true },
      api: {
        'user/balance': () => ({ success: true, message: '', data: { balance: 0 } }),
        'customer/notification': () => ({ success: true, message: '', data: [] }),
      },
    });
    const { dialog } = await openCallRequest();
    expect(within(dialog).getByLabelText('Kullanıcı Adı')).toHaveValue('deniz');
  });
});
