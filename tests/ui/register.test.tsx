import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type FakeApi } from './renderApp';

const config = (trialBonusAmount: number) => ({
  success: true,
  message: '',
  data: {
    casinoCategoryList: [],
    language: [],
    translationList: [],
    siteOption: [],
    domainStatus: null,
    popup: null,
    trialBonusAmount,
    sliderList: [],
    video: null,
    refId: null,
  },
});
const session = { token: 't-9', balance: 0, username: 'cagri90', usercode: '1000090', phone: '905551112233', smsVerified: false };
const api = (extra: FakeApi = {}, trialBonusAmount = 0): FakeApi => ({
  'cms/grouped': () => config(trialBonusAmount),
  'auth/form': () => ({
    success: true,
    message: '',
    data: {
      countries: [
        { id: 1, name: 'Türkiye' },
        { id: 2, name: 'Deutschland' },
      ],
    },
  }),
  'user/balance': () => ({ success: true, message: '', data: { balance: 0 } }),
  'customer/notification': () => ({ success: true, message: '', data: [] }),
  ...extra,
});

async function openRegister() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Kayıt Ol' }) };
}

async function fill(user: UserEvent, dialog: HTMLElement, overrides: Partial<Record<string, string>> = {}) {
  const v = {
    name: 'Çağrı',
    surname: 'Işıkoğlu',
    username: 'cagri90',
    email: 'cagri@example.com',
    phone: '5551112233',
    day: '09',
    month: '03',
    year: '1990',
    password: 'secret12',
    password2: 'secret12',
    ...overrides,
  };
  await user.type(within(dialog).getByLabelText('Ad'), v.name);
  await user.type(within(dialog).getByLabelText('Soyad'), v.surname);
  await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), v.username);
  await user.type(within(dialog).getByLabelText('E-posta'), v.email);
  await user.type(within(dialog).getByLabelText(/^Telefon/), v.phone);
  await user.selectOptions(within(dialog).getByLabelText('Gün'), v.day);
  await user.selectOptions(within(dialog).getByLabelText('Ay'), v.month);
  await user.selectOptions(within(dialog).getByLabelText('Yıl'), v.year);
  await user.type(within(dialog).getByLabelText('Şifre'), v.password);
  await user.type(within(dialog).getByLabelText('Şifre Tekrar'), v.password2);
}

/** The countries list shows 300 ms after it arrives (spec section 5). */
async function countriesShown(clock: { increment(ms: number): void }) {
  await act(async () => clock.increment(300));
}

describe('registration dialog', () => {
  it('form: Turkish names pass, the phone takes the 10-digit mask after 90, submit waits for every rule; the payload has no trialBonus', async () => {
    const sent: unknown[] = [];
    const { clock } = renderApp({
      api: api({ 'auth/register': (body) => (sent.push(body), { success: false, message: 'Bu kullanıcı adı kullanılıyor.', data: null }) }),
    });
    const { user, dialog } = await openRegister();
    expect(dialog).toHaveAttribute('data-state', 'registration.form');
    await countriesShown(clock);
    const submit = within(dialog).getByRole('button', { name: 'Kayıt Ol' });
    await fill(user, dialog, { password2: 'different1' });
    expect(within(dialog).getByLabelText(/^Telefon/)).toHaveValue('555 111 22 33');
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Şifre Tekrar'));
    await user.type(within(dialog).getByLabelText('Şifre Tekrar'), 'secret12');
    await waitFor(() => expect(submit).toBeEnabled());
    // Without a trial bonus on offer there is no checkbox.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(submit);
    // Refused: the server message as an error toast, the form and its values stay.
    expect(await screen.findByText('Bu kullanıcı adı kullanılıyor.')).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'registration.form');
    expect(within(dialog).getByLabelText('E-posta')).toHaveValue('cagri@example.com');
    expect(sent).toEqual([
      {
        name: 'Çağrı',
        surname: 'Işıkoğlu',
        username: 'cagri90',
        email: 'cagri@example.com',
        phone: '905551112233',
        country: 1,
        currencyId: 1,
        birthDateDay: '09',
        birthDateMonth: '03',
        birthDateYear: '1990',
        birthDate: '1990-03-09',
        password: 'secret12',
        password2: 'secret12',
      },
    ]);
  });

  it('an under-18 birth date or a name with digits keeps submit disabled', async () => {
    const { clock } = renderApp({ api: api() });
    const { user, dialog } = await openRegister();
    await countriesShown(clock);
    await fill(user, dialog, { name: 'Ali2' });
    const submit = within(dialog).getByRole('button', { name: 'Kayıt Ol' });
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Ad'));
    await user.type(within(dialog).getByLabelText('Ad'), 'Ali Can');
    await waitFor(() => expect(submit).toBeEnabled());
    // The youngest year offered, with a birthday still to come this year: under 18.
    await user.selectOptions(within(dialog).getByLabelText('Yıl'), String(new Date().getFullYear() - 18));
    await user.selectOptions(within(dialog).getByLabelText('Ay'), '12');
    await user.selectOptions(within(dialog).getByLabelText('Gün'), '31');
    expect(submit).toBeDisabled();
  });

  it('the countries call fails: the form says so and retries', async () => {
    let fail = true;
    const { clock } = renderApp({
      api: api({
        'auth/form': () =>
          fail ? new Response('down', { status: 503 }) : { success: true, message: '', data: { countries: [{ id: 1, name: 'Türkiye' }] } },
      }),
    });
    const { user, dialog } = await openRegister();
    expect(await within(dialog).findByText('Form bilgileri yüklenemedi.')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Yeniden dene' }));
    await waitFor(() => expect(within(dialog).queryByText('Form bilgileri yüklenemedi.')).toBeNull());
    await countriesShown(clock);
  });

  it('without the trial bonus: registering, then logged in and the celebration with Deposit and Live Chat; confetti after 100 ms', async () => {
    let answer: (value: unknown) => void = () => {};
    const { clock, page, services } = renderApp({ api: api({ 'auth/register': () => new Promise((resolve) => (answer = resolve)) }) });
    const { user, dialog } = await openRegister();
    await countriesShown(clock);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'registration.form'));
    expect(within(dialog).getByRole('button', { name: 'Yükleniyor...' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByLabelText('Ad')).toBeDisabled();
    await act(async () => answer({ success: true, message: 'Kaydınız tamamlandı. Hoş geldiniz, cagri90!', data: session }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.withoutBonus'));
    expect(within(dialog).getByText('Tebrikler, hesabınız hazır!')).toBeInTheDocument();
    expect(screen.getByText('Kaydınız tamamlandı. Hoş geldiniz, cagri90!')).toBeInTheDocument();
    expect(services.celebrate).not.toHaveBeenCalled();
    await act(async () => clock.increment(100));
    expect(services.celebrate).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Para Yatır' })).toBeInTheDocument();
    // Live Chat closes the dialog (it would cover the chat) and opens the chat; a development build has none.
    await user.click(within(dialog).getByRole('button', { name: 'Canlı Destek' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kayıt Ol' })).toBeNull());
    expect(await screen.findByText(/Canlı destek şu anda kullanılamıyor/)).toBeInTheDocument();
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it('with the trial bonus: the code is requested at once, the phone is locked, Change Phone Number unlocks it, a valid code celebrates, Yes claims and closes after 1 s', async () => {
    const phoneCalls: unknown[] = [];
    const { clock } = renderApp({
      api: api(
        {
          'auth/register': () => ({ success: true, message: 'Hoş geldiniz!', data: session }),
          'customer/updatephone': (body) => {
            phoneCalls.push(body);
            const step = (body as { step: number }).step;
            return step === 1
              ? { success: true, message: 'Kod gönderildi.', data: null }
              : { success: true, message: 'Telefon numaranız doğrulandı.', data: { phone: '905551112233', smsVerified: true } };
          },
          'bonus/definetrialbonus': () => ({ success: true, message: '₺50,00 deneme bonusu hesabınıza eklendi.', data: null }),
        },
        50,
      ),
    });
    const { user, dialog } = await openRegister();
    await countriesShown(clock);
    await fill(user, dialog);
    const checkbox = await within(dialog).findByRole('checkbox', { name: /₺50,00 deneme bonusu istiyorum/ });
    await user.click(checkbox);
    await user.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(dialog.querySelector('[data-state="phoneValidation.code"]')).not.toBeNull());
    expect(phoneCalls).toEqual([{ step: 1, phone: '905551112233' }]);
    expect(within(dialog).getByLabelText(/^Telefon numarası/)).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Telefon Numarasını Değiştir' }));
    await waitFor(() => expect(dialog.querySelector('[data-state="phoneValidation.phone"]')).not.toBeNull());
    expect(within(dialog).getByLabelText(/^Telefon numarası/)).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Kod Gönder' }));
    await waitFor(() => expect(dialog.querySelector('[data-state="phoneValidation.code"]')).not.toBeNull());
    await user.type(within(dialog).getByLabelText('SMS kodu'), '123456');
    expect(within(dialog).getByLabelText('SMS kodu')).toHaveValue('12-34-56');
    await user.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.withBonus'));
    expect(phoneCalls.at(-1)).toEqual({ step: 2, phone: '905551112233', code: '123456' });
    await user.click(within(dialog).getByRole('button', { name: 'Evet' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.claimed'));
    expect(screen.getByText('₺50,00 deneme bonusu hesabınıza eklendi.')).toBeInTheDocument();
    await act(async () => clock.increment(999));
    expect(screen.getByRole('dialog', { name: 'Kayıt Ol' })).toBeInTheDocument();
    await act(async () => clock.increment(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kayıt Ol' })).toBeNull());
  });

  it("'Skip Verification' closes the dialog; the player stays logged in", async () => {
    const { clock } = renderApp({
      api: api(
        {
          'auth/register': () => ({ success: true, message: 'Hoş geldiniz!', data: session }),
          'customer/updatephone': () => ({ success: true, message: 'Kod gönderildi.', data: null }),
        },
        50,
      ),
    });
    const { user, dialog } = await openRegister();
    await countriesShown(clock);
    await fill(user, dialog);
    await user.click(await within(dialog).findByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Doğrulamayı Atla' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kayıt Ol' })).toBeNull());
    // The label and the number are apart (the label is for screen readers on a phone).
    expect(await screen.findByText((_, element) => element?.textContent === 'Kullanıcı Kodu: 1000090')).toBeInTheDocument();
  });
});
