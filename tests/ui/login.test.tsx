import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

const demo = { token: 't-1', balance: 1050, username: 'demo', usercode: '1000001', phone: '905551234567', smsVerified: true };
const baseApi = {
  'user/balance': () => ({ success: true, message: '', data: { balance: 1050 } }),
  'customer/notification': () => ({ success: true, message: '', data: [] }),
};

async function openLogin() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Giriş Yap' }) };
}

describe('login dialog', () => {
  it('editing: submit stays disabled until username (1-50) and password (3-100) are valid', async () => {
    renderApp();
    const { user, dialog } = await openLogin();
    expect(dialog).toHaveAttribute('data-state', 'login.editing');
    const submit = within(dialog).getByRole('button', { name: 'Giriş Yap' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'demo');
    await user.type(within(dialog).getByLabelText('Şifre'), 'ab');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Şifre'), 'c');
    expect(submit).toBeEnabled();
  });

  it('submitting: fields locked and the button busy; success logs in, toasts, closes', async () => {
    let answer: (value: unknown) => void = () => {};
    renderApp({ api: { ...baseApi, 'auth/login': () => new Promise((resolve) => (answer = resolve)) } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'demo');
    await user.type(within(dialog).getByLabelText('Şifre'), 'demo12345');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'login.submitting'));
    expect(within(dialog).getByLabelText('Kullanıcı Adı')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Giriş yapılıyor...' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ success: true, message: 'Hoş geldiniz, demo!', data: demo }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Hoş geldiniz, demo!').closest('[role="status"]')).toHaveAttribute('data-toast-kind', 'success');
    expect(await screen.findByText('demo')).toBeInTheDocument();
    expect(screen.getByLabelText('Bakiye: ₺1.050,00')).toBeInTheDocument();
  });

  it('refused: the server message as an error toast, the form stays', async () => {
    renderApp({ api: { 'auth/login': () => ({ success: false, message: 'Kullanıcı adı veya şifre hatalı.', data: null }) } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'demo');
    await user.type(within(dialog).getByLabelText('Şifre'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kullanıcı adı veya şifre hatalı.');
    expect(dialog).toHaveAttribute('data-state', 'login.editing');
    expect(within(dialog).getByLabelText('Şifre')).toHaveValue('wrong');
  });

  it('a network failure or a malformed answer gives a clear message, never a stuck spinner', async () => {
    renderApp({ api: { 'auth/login': () => new Response('<html>502</html>', { status: 200 }) } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'demo');
    await user.type(within(dialog).getByLabelText('Şifre'), 'demo12345');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucudan beklenmeyen bir yanıt geldi. Lütfen tekrar deneyin.');
    expect(dialog).toHaveAttribute('data-state', 'login.editing');
  });

  it('the close button closes it', async () => {
    renderApp();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('logged-in header', () => {
  it('restores the stored session: name, user code, balance, logout', async () => {
    renderApp({ session: demo, api: baseApi });
    // The label and the number are apart (the label is for screen readers on a phone).
    expect(await screen.findByText((_, element) => element?.textContent === 'Kullanıcı Kodu: 1000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hesabım: demo' })).toHaveAttribute('href', '/dashboard');
    await userEvent.setup().click(screen.getByLabelText('Hesap menüsünü aç'));
    expect(screen.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hesap Bilgilerim' })).toHaveAttribute('href', '/dashboard/account');
    // The bell has the notifications; the dropdown lists every other dashboard entry.
    const dropdown = screen.getByRole('button', { name: 'Çıkış Yap' }).closest('ul')!;
    expect(within(dropdown).getAllByRole('listitem')).toHaveLength(12);
    expect(within(dropdown).queryByText('Bildirimler')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).toBeNull();
  });

  it('a balance pushed over the hub updates the header at once', async () => {
    const { hub } = renderApp({ session: demo, api: baseApi });
    await waitFor(() => expect(hub.report).not.toBeNull());
    act(() => hub.report!({ type: 'HUB.MESSAGE', message: { command: 'balance', message: '1200.5' } }));
    expect(screen.getByLabelText('Bakiye: ₺1.200,50')).toBeInTheDocument();
  });

  it('polls the balance every 10 s', async () => {
    let balance = 1050;
    const { clock } = renderApp({
      session: demo,
      api: { ...baseApi, 'user/balance': () => ({ success: true, message: '', data: { balance } }) },
    });
    await waitFor(() => expect(screen.getByLabelText('Bakiye: ₺1.050,00')).toBeInTheDocument());
    balance = 2000;
    await act(async () => clock.increment(10_000));
    await waitFor(() => expect(screen.getByLabelText('Bakiye: ₺2.000,00')).toBeInTheDocument());
  });
});
