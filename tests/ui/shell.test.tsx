import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type FakeApi } from './renderApp';

const player = { token: 't-3', balance: 75.5, username: 'selin', usercode: '1000003', phone: '905551112233', smsVerified: true };
const base: FakeApi = {
  'user/balance': () => ({ success: true, message: '', data: { balance: 75.5 } }),
  'customer/notification': () => ({
    success: true,
    message: '',
    data: [{ id: 1, title: 'Hoş geldiniz', note: '', type: 5, timeStamp: '2026-11-20T10:00:00', isRead: false, message: 'Merhaba' }],
  }),
};
const config = (current: string) => ({
  success: true,
  message: '',
  data: {
    casinoCategoryList: [],
    language: [],
    translationList: [],
    siteOption: [],
    domainStatus: { current, next: null },
    popup: null,
    trialBonusAmount: 0,
    sliderList: [],
    video: null,
  },
});

describe('phone side panels (mobileNav)', () => {
  it('the side menu has the tiles, the call-back entry and the language; choosing the call-back closes it and opens the form', async () => {
    const { actors } = renderApp();
    act(() => actors.mobileNav.send({ type: 'TOGGLE.MENU' }));
    const panel = await screen.findByRole('dialog', { name: 'Menü' });
    expect(panel).toHaveAttribute('data-state', 'mobileNav.menu');
    const nav = within(panel).getByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).getByRole('link', { name: 'Canlı Casino' })).toHaveAttribute('href', '/casino/live');
    expect(within(nav).getByRole('link', { name: 'Bonus Talep' })).toHaveAttribute('href', '/dashboard/claim-bonus');
    expect(within(panel).getByRole('combobox', { name: 'Dil' })).toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Sizi Arayalım' }));
    expect(await screen.findByRole('dialog', { name: 'Sizi Arayalım' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull();
    expect(actors.mobileNav.getSnapshot().value).toBe('closed');
  });

  it('the profile side bar shows balance, name and user code and the dashboard menu with the unread count; Escape closes it', async () => {
    const { actors } = renderApp({ session: player, api: base });
    await waitFor(() => expect(actors.notifications.getSnapshot().context.items).toHaveLength(1));
    act(() => actors.mobileNav.send({ type: 'TOGGLE.PROFILE' }));
    const panel = await screen.findByRole('dialog', { name: 'Profil' });
    expect(panel).toHaveTextContent('₺75,50');
    expect(panel).toHaveTextContent('selin');
    expect(panel).toHaveTextContent('Kullanıcı Kodu: 1000003');
    const menu = within(panel).getByRole('navigation', { name: 'Hesap menüsü' });
    expect(within(menu).getAllByRole('listitem')).toHaveLength(13);
    expect(within(menu).getByLabelText('Bildirimler, 1 okunmamış')).toHaveTextContent('1');
    fireEvent(panel, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profil' })).toBeNull());
  });

  it('navigating closes an open panel', async () => {
    const { actors, navigate } = renderApp();
    act(() => actors.mobileNav.send({ type: 'TOGGLE.MENU' }));
    await screen.findByRole('dialog', { name: 'Menü' });
    act(() => navigate('/pages/1'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull());
  });
});

describe('header', () => {
  it('the profile toggle pulses while notifications are unread', async () => {
    renderApp({ session: player, api: base });
    expect(await screen.findByTestId('profile-pulse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profili aç, okunmamış bildirimleriniz var' })).toBeInTheDocument();
  });

  it('on a non-main domain the header says where the site lives now', async () => {
    renderApp({ api: { 'cms/grouped': () => config('casino.example') } });
    const notice = await screen.findByTestId('domain-notice');
    expect(within(notice).getByRole('link', { name: 'casino.example' })).toHaveAttribute('href', 'https://casino.example');
  });

  it('on the main domain there is no such notice', async () => {
    const { actors } = renderApp({ api: { 'cms/grouped': () => config(window.location.host) } });
    await waitFor(() => expect(actors.bootstrap.getSnapshot().value).toBe('ready'));
    expect(screen.queryByTestId('domain-notice')).toBeNull();
  });
});
