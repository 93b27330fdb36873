import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type FakeApi } from './renderApp';

const unverified = { token: 't-2', balance: 0, username: 'deniz', usercode: '1000002', phone: '905551234567', smsVerified: false };
const verifiedPlayer = { ...unverified, smsVerified: true };
const base: FakeApi = {
  'user/balance': () => ({ success: true, message: '', data: { balance: 0 } }),
  'customer/notification': () => ({ success: true, message: '', data: [] }),
};
/** customer/updatephone: step 1 sends, step 2 accepts `good` and refuses anything else. */
function phoneApi(calls: unknown[], good = '123456'): FakeApi {
  return {
    ...base,
    'customer/updatephone': (body) => {
      calls.push(body);
      const { step, code, phone } = body as { step: number; code?: string; phone: string };
      if (step === 1) return { success: true, message: 'Kod gönderildi.', data: null };
      return code === good
        ? { success: true, message: 'Telefon numaranız doğrulandı.', data: { phone, smsVerified: true } }
        : { success: false, message: 'Kod hatalı.', data: null };
    },
  };
}
/** As a player sees it: the page shows them logged in (only then does it offer the phone's dialogs). */
const shownLoggedIn = () => screen.findAllByText('deniz');
const stateOf = (element: HTMLElement) => element.closest('[data-state^="phoneVerification."]')!.getAttribute('data-state');

describe("variant 1: 'Phone Validation' dialog", () => {
  it('Set Phone Number, then Set Sms Code; Change Phone Number goes back and clears the code; success congratulates and updates the session', async () => {
    const calls: unknown[] = [];
    const { actors } = renderApp({ session: unverified, api: phoneApi(calls) });
    const user = userEvent.setup();
    await shownLoggedIn();
    act(() => actors.dialogs.send({ type: 'OPEN.PHONE_VALIDATION' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    expect(within(dialog).getByRole('heading', { name: 'Telefon Numarasını Girin' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Telefon numarası/)).toHaveValue('555 123 45 67');
    expect(within(dialog).getByLabelText('SMS kodu')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Kod Gönder' }));
    expect(await within(dialog).findByRole('heading', { name: 'SMS Kodunu Girin' })).toBeInTheDocument();
    // 'Code sent' shows, over the dialog (spec section 8; issue 21).
    expect(within(dialog).getByText('Kod gönderildi.').closest('[data-toast-kind]')).toHaveAttribute('data-toast-kind', 'success');
    expect(within(dialog).getByLabelText(/^Telefon numarası/)).toBeDisabled();
    await user.type(within(dialog).getByLabelText('SMS kodu'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Telefon Numarasını Değiştir' }));
    expect(await within(dialog).findByRole('heading', { name: 'Telefon Numarasını Girin' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('SMS kodu')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Kod Gönder' }));
    await within(dialog).findByRole('heading', { name: 'SMS Kodunu Girin' });
    await user.type(within(dialog).getByLabelText('SMS kodu'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Kod hatalı.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('SMS kodu'));
    await user.type(within(dialog).getByLabelText('SMS kodu'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    expect(await within(dialog).findByText('Telefon numaranız başarıyla doğrulandı!')).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'phoneValidation.verified');
    expect(actors.session.getSnapshot().context.session?.smsVerified).toBe(true);
    await user.click(within(dialog).getAllByRole('button', { name: 'Kapat' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      { step: 1, phone: '905551234567' },
      { step: 1, phone: '905551234567' },
      { step: 2, phone: '905551234567', code: '000000' },
      { step: 2, phone: '905551234567', code: '123456' },
    ]);
  });

  it('a network failure on Send Code keeps the step with a clear message', async () => {
    const { actors } = renderApp({
      session: unverified,
      api: { ...base, 'customer/updatephone': () => new Response('down', { status: 502 }) },
    });
    await shownLoggedIn();
    act(() => actors.dialogs.send({ type: 'OPEN.PHONE_VALIDATION' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Kod Gönder' }));
    expect(await screen.findByText(/Sunucuda bir sorun oluştu/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Telefon Numarasını Girin' })).toBeInTheDocument();
  });
});

describe('variant 2: phone verification with the resend countdown', () => {
  it('NotVerified → Send Code → VerificationCode with a 60 s countdown; a failed verify clears the code; resend after 60 s; success → Verified', async () => {
    const calls: unknown[] = [];
    const { actors, clock } = renderApp({ session: unverified, api: phoneApi(calls) });
    const user = userEvent.setup();
    await shownLoggedIn();
    act(() => actors.dialogs.send({ type: 'OPEN.PHONE_VERIFICATION' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    const phone = await within(dialog).findByLabelText(/Telefon numarası/);
    expect(stateOf(phone)).toBe('phoneVerification.notVerified');
    expect(within(dialog).getByText('Doğrulanmadı')).toBeInTheDocument();
    expect(phone).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Kod Gönder' }));
    const timer = await within(dialog).findByRole('timer');
    expect(stateOf(phone)).toBe('phoneVerification.verificationCode.entering');
    expect(timer).toHaveTextContent('Kodu tekrar gönder: 60 sn');
    for (let i = 0; i < 10; i++) await act(async () => clock.increment(1000));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Kodu tekrar gönder: 50 sn');

    await user.type(within(dialog).getByLabelText('SMS kodu'), '111111');
    expect(within(dialog).getByLabelText('SMS kodu')).toHaveValue('111-111');
    await user.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Kod hatalı.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('SMS kodu')).toHaveValue(''));

    for (let i = 0; i < 50; i++) await act(async () => clock.increment(1000));
    await user.click(await within(dialog).findByRole('button', { name: 'Tekrar göndermek için tıklayın' }));
    expect(await within(dialog).findByRole('timer')).toHaveTextContent('Kodu tekrar gönder: 60 sn');

    await user.type(within(dialog).getByLabelText('SMS kodu'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(stateOf(within(dialog).getByLabelText(/Telefon numarası/))).toBe('phoneVerification.verified'));
    expect(within(dialog).getByText('Doğrulandı')).toBeInTheDocument();
    expect(calls.filter((c) => (c as { step: number }).step === 1)).toHaveLength(2);
  });

  it('Verified → Update Number enables only the phone field; sending the new number asks for its code', async () => {
    const calls: unknown[] = [];
    const { actors } = renderApp({ session: verifiedPlayer, api: phoneApi(calls) });
    const user = userEvent.setup();
    await shownLoggedIn();
    act(() => actors.dialogs.send({ type: 'OPEN.PHONE_VERIFICATION' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    const phone = await within(dialog).findByLabelText(/Telefon numarası/);
    expect(stateOf(phone)).toBe('phoneVerification.verified');
    expect(phone).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Numarayı Güncelle' }));
    expect(stateOf(phone)).toBe('phoneVerification.update');
    expect(phone).toBeEnabled();
    await user.clear(phone);
    await user.type(phone, '5559876543');
    await user.click(within(dialog).getByRole('button', { name: 'Kod Gönder' }));
    await within(dialog).findByRole('timer');
    expect(calls).toEqual([{ step: 1, phone: '905559876543' }]);
  });
});
