import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

describe('top notification bar', () => {
  it('shows the current and next domain on the home page and makes room for itself', () => {
    renderApp();
    const bar = screen.getByRole('region', { name: 'Adres bildirimi' });
    expect(bar).toHaveAttribute('data-state', 'topNotification.shown');
    expect(bar).toHaveTextContent('Güncel adresimiz: site1.example');
    expect(bar).toHaveTextContent('Bir sonraki adresimiz: site2.example');
    expect(document.body).toHaveClass('has-top-notification');
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
