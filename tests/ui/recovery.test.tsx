import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type FakeApi } from './renderApp';

const ok = (message = '') => ({ success: true, message, data: null });

async function openRecovery(api: FakeApi) {
  const view = renderApp({ api });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await user.click(await screen.findByRole('button', { name: 'Şifremi Unuttum' }));
  // The recovery dialog's code loads on first open.
  return { ...view, user, dialog: await screen.findByRole('dialog', { name: 'Şifremi Unuttum' }) };
}

describe('recovery dialog', () => {
  it('walks the four steps with the spec texts, carrying username and code, then opens login after 1 s', async () => {
    const calls: Array<[string, unknown]> = [];
    const record =
      (name: string, message = '') =>
      (body: unknown) => (calls.push([name, body]), ok(message));
    const { user, dialog, clock } = await openRecovery({
      'auth/sendresetpassword': record('send', 'Kod e-posta adresinize gönderildi.'),
      'auth/checkresetcode': record('check'),
      'auth/changepasswordwithcode': record('change'),
    });
    expect(dialog).toHaveAttribute('data-state', 'recovery.username');
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'demo');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'recovery.code'));
    // Spec section 8: a successful step shows the server's message (issue 21), above the dialog.
    expect(within(dialog).getByText('Kod e-posta adresinize gönderildi.').closest('[data-toast-kind]')).toHaveAttribute(
      'data-toast-kind',
      'success',
    );
    expect(dialog).toHaveTextContent('Şifrenizi sıfırlamak için e-posta adresinize bir kod gönderildi.');
    await user.type(within(dialog).getByLabelText('Sıfırlama Kodu'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'recovery.newPassword'));
    expect(within(dialog).getByRole('heading', { name: 'Yeni Şifre' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Şifre')).toHaveAttribute('type', 'password');
    await user.type(within(dialog).getByLabelText('Şifre'), 'newpass1');
    const confirm = within(dialog).getByLabelText('Şifre Tekrar');
    await user.type(confirm, 'newpass2');
    expect(within(dialog).getByRole('button', { name: 'Devam' })).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, 'newpass1');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'recovery.done'));
    expect(within(dialog).getByText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.')).toBeInTheDocument();
    expect(calls).toEqual([
      ['send', { username: 'demo' }],
      ['check', { username: 'demo', code: '123456' }],
      ['change', { username: 'demo', code: '123456', password: 'newpass1', password2: 'newpass1' }],
    ]);
    act(() => clock.increment(999));
    expect(screen.getByRole('dialog', { name: 'Şifremi Unuttum' })).toBeInTheDocument();
    act(() => clock.increment(1));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it('a refusal keeps the step and shows the server message as an error notice', async () => {
    const { user, dialog } = await openRecovery({
      'auth/sendresetpassword': () => ok(),
      'auth/checkresetcode': () => ({ success: false, message: 'Kod hatalı.', data: null }),
    });
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'demo');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    await user.type(await within(dialog).findByLabelText('Sıfırlama Kodu'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kod hatalı.');
    expect(dialog).toHaveAttribute('data-state', 'recovery.code');
  });

  it('a network failure keeps the step with a clear notice', async () => {
    const { user, dialog } = await openRecovery({ 'auth/sendresetpassword': () => new Response('', { status: 502 }) });
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'demo');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sunucuda bir sorun oluştu.');
    expect(dialog).toHaveAttribute('data-state', 'recovery.username');
  });
});
