import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

const demo = { token: 't-1', balance: 10, username: 'demo', usercode: '1000001', phone: '905551234567', smsVerified: true };
const base = {
  'user/balance': () => ({ success: true, message: '', data: { balance: 10 } }),
  'customer/notification': () => ({ success: true, message: '', data: [] }),
};

describe('change password page', () => {
  it('has a breadcrumb, validates min 5 and equality, shows loading, then the server message', async () => {
    let answer: (value: unknown) => void = () => {};
    const sent: unknown[] = [];
    renderApp({
      path: '/dashboard/change-password',
      session: demo,
      api: { ...base, 'customer/changepassword': (body) => (sent.push(body), new Promise((resolve) => (answer = resolve))) },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Şifre Değiştir', level: 1 });
    // The page's flow starts once its (lazily loaded) page has mounted: wait for the form.
    const form = (await screen.findByLabelText('Eski Şifre')).closest('form')!;
    const crumbs = screen.getByRole('navigation', { name: 'Bulunduğunuz yer' });
    expect(within(crumbs).getByRole('link', { name: 'Hesabım' })).toHaveAttribute('href', '/dashboard');
    // The last label is highlighted, and a link too (spec section 2: clickable labels).
    expect(within(crumbs).getByRole('link', { name: 'Şifre Değiştir' })).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('link', { name: 'Şifre Değiştir' })).toHaveAttribute('href', '/dashboard/change-password');
    const submit = within(form).getByRole('button', { name: 'Değiştir' });
    await user.type(within(form).getByLabelText('Eski Şifre'), 'secret1');
    await user.type(within(form).getByLabelText('Yeni Şifre'), 'abcd');
    await user.type(within(form).getByLabelText('Yeni Şifre Tekrar'), 'abcd');
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText('Yeni Şifre'), 'e');
    await user.type(within(form).getByLabelText('Yeni Şifre Tekrar'), 'f');
    expect(submit).toBeDisabled();
    await user.clear(within(form).getByLabelText('Yeni Şifre Tekrar'));
    await user.type(within(form).getByLabelText('Yeni Şifre Tekrar'), 'abcde');
    await user.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'changePassword.submitting'));
    expect(within(form).getByRole('button', { name: 'Yükleniyor...' })).toHaveAttribute('aria-busy', 'true');
    answer({ success: true, message: 'Şifreniz değiştirildi.', data: null });
    expect(await screen.findByText('Şifreniz değiştirildi.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Eski Şifre')).toHaveValue('');
    expect(sent).toEqual([{ oldPassword: 'secret1', password: 'abcde', confirmPassword: 'abcde' }]);
  });

  it('a refusal shows the server message and keeps what was typed', async () => {
    renderApp({
      path: '/dashboard/change-password',
      session: demo,
      api: { ...base, 'customer/changepassword': () => ({ success: false, message: 'Mevcut şifreniz hatalı.', data: null }) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Eski Şifre'), 'wrong1');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'abcde');
    await user.type(screen.getByLabelText('Yeni Şifre Tekrar'), 'abcde');
    await user.click(screen.getByRole('button', { name: 'Değiştir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mevcut şifreniz hatalı.');
    expect(screen.getByLabelText('Eski Şifre')).toHaveValue('wrong1');
  });

  it('a visitor is sent home with the login form', async () => {
    renderApp({ path: '/dashboard/change-password' });
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Şifre Değiştir' })).toBeNull();
  });
});
