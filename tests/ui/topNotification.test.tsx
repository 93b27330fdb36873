import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

describe('top notification bar', () => {
  it('shows the current domain at once, and the next one as soon as the configuration names it, on a first visit', async () => {
    const config = {
      casinoCategoryList: [],
      language: [],
      translationList: [],
      siteOption: [],
      domainStatus: { current: 'site1.example', next: 'site2.example' },
      popup: null,
      trialBonusAmount: 0,
      sliderList: [],
      video: null,
    };
    renderApp({ api: { 'cms/grouped': () => ({ success: true, message: '', data: config }) } });
    const bar = screen.getByRole('region', { name: 'Adres bildirimi' });
    expect(bar).toHaveAttribute('data-state', 'topNotification.shown');
    expect(bar).toHaveTextContent('Güncel adresimiz: site1.example');
    expect(document.body).toHaveClass('has-top-notification');
    // No stored configuration: it was only shown after a reload (issue 21).
    await expect.poll(() => bar.textContent).toContain('Bir sonraki adresimiz: site2.example');
  });

  it('closes by keyboard: stores the marker, collapses, and frees the page 500 ms later', async () => {
    const { storage, clock } = renderApp();
    const user = userEvent.setup();
    await user.tab(); // skip link
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bildirimi kapat' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(storage.read('topNotificationRead')).toBe(true);
    expect(screen.getByRole('region', { name: 'Adres bildirimi' })).toHaveAttribute('data-state', 'topNotification.collapsing');
    expect(document.body).toHaveClass('has-top-notification');
    act(() => clock.increment(500));
    expect(screen.queryByRole('region', { name: 'Adres bildirimi' })).toBeNull();
    expect(document.body).not.toHaveClass('has-top-notification');
  });

  it('is dismissed on navigation away from the home page and comes back on return', () => {
    const { navigate } = renderApp();
    act(() => navigate('/promotions'));
    expect(screen.queryByRole('region', { name: 'Adres bildirimi' })).toBeNull();
    expect(document.body).not.toHaveClass('has-top-notification');
    act(() => navigate('/'));
    expect(screen.getByRole('region', { name: 'Adres bildirimi' })).toBeInTheDocument();
  });

  it('stays hidden on the home page once closed before, and on other pages', () => {
    renderApp({ readMarkerStored: true });
    expect(screen.queryByRole('region', { name: 'Adres bildirimi' })).toBeNull();
  });

  it('speaks English when English is chosen', () => {
    renderApp({ language: 'en' });
    expect(screen.getByRole('region', { name: 'Address notice' })).toHaveTextContent('Our current address: site1.example');
  });
});

describe('language selector', () => {
  it('stores the chosen language and reloads 100 ms later', async () => {
    const { storage, clock, page } = renderApp();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dil' }), 'en');
    expect(storage.read('lang')).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Dil' })).toBeDisabled();
    expect(page.reload).not.toHaveBeenCalled();
    act(() => clock.increment(100));
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
