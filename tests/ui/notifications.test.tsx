import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { badgeText, unreadCount } from '../../src/ui/shared/notificationBadge';
import { formatStamp } from '../../src/ui/notifications/formatStamp';
import { renderApp } from './renderApp';

const demo = { token: 't-1', balance: 10, username: 'demo', usercode: '1000001', phone: '905551234567', smsVerified: true };
const note = (id: number, isRead: boolean, type = 4) => ({
  id,
  title: `Başlık ${id}`,
  note: `Not ${id}`,
  type,
  timeStamp: '2026-11-21T10:05:00',
  isRead,
  message: '',
});

function app(list: () => unknown, read: (body: unknown) => unknown = () => ({ success: true, message: '', data: null })) {
  const view = renderApp({
    session: demo,
    api: {
      'user/balance': () => ({ success: true, message: '', data: { balance: 10 } }),
      'customer/notification': list,
      'customer/readnotification': read,
    },
  });
  return { ...view, user: userEvent.setup() };
}

describe('notification badge', () => {
  it("shows the unread count, '9+' from 9", () => {
    expect([0, 1, 8, 9, 10, 120].map(badgeText)).toEqual(['', '1', '8', '9+', '9+', '9+']);
  });

  it('counts the unread ones only', () => {
    expect(unreadCount([note(1, false), note(2, true), note(3, false)] as never)).toBe(2);
    expect(unreadCount([note(2, true)] as never)).toBe(0);
  });

  it('counts unread items in the bell’s name', async () => {
    app(() => ({ success: true, message: '', data: [note(1, false), note(2, false), note(3, true)] }));
    expect(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
  });
});

describe('notification panel', () => {
  it('empty: the spec’s empty text', async () => {
    const { user } = app(() => ({ success: true, message: '', data: [] }));
    await user.click(await screen.findByRole('button', { name: 'Bildirimler' }));
    // The panel's code loads on first open.
    const panel = await screen.findByRole('dialog', { name: 'Bildirimler' });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'notifications.browsing'));
    expect(panel).toHaveTextContent('Yeni bir bildiriminiz olduğunda burada göreceksiniz.');
  });

  it('failed: says so and offers to try again', async () => {
    let fail = true;
    const { user } = app(() => (fail ? new Response('down', { status: 503 }) : { success: true, message: '', data: [note(1, false)] }));
    await user.click(await screen.findByRole('button', { name: 'Bildirimler' }));
    // The panel's code loads on first open.
    const panel = await screen.findByRole('dialog', { name: 'Bildirimler' });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'notifications.failed'));
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'notifications.browsing'));
    expect(within(panel).getByText('Başlık 1')).toBeInTheDocument();
  });

  it('opening an unread item sends the read call once, shows the detail, and back returns to the list', async () => {
    const reads: unknown[] = [];
    const { user } = app(
      () => ({ success: true, message: '', data: [note(1, false), note(2, true, 1)] }),
      (body) => {
        reads.push(body);
        return { success: true, message: '', data: null };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }));
    // The panel's code loads on first open.
    const panel = await screen.findByRole('dialog', { name: 'Bildirimler' });
    await user.click(within(panel).getByRole('button', { name: /Başlık 1/ }));
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'notifications.reading'));
    expect(within(panel).getByRole('heading', { name: 'Başlık 1' })).toBeInTheDocument();
    expect(reads).toEqual([{ id: [1] }]);
    await user.click(within(panel).getByRole('button', { name: /Geri/ }));
    // A read item opens without a call.
    await user.click(within(panel).getByRole('button', { name: /Başlık 2/ }));
    expect(reads).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
  });

  it('a failed read call is ignored: the detail still shows, the item stays unread', async () => {
    const { user } = app(
      () => ({ success: true, message: '', data: [note(1, false)] }),
      () => ({ success: false, message: 'hata', data: null }),
    );
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }));
    // The panel's code loads on first open.
    const panel = await screen.findByRole('dialog', { name: 'Bildirimler' });
    await user.click(within(panel).getByRole('button', { name: /Başlık 1/ }));
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'notifications.reading'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeInTheDocument();
  });

  it('a notification pushed over the hub joins the list and shows a toast', async () => {
    const { hub } = app(() => ({ success: true, message: '', data: [] }));
    await waitFor(() => expect(hub.report).not.toBeNull());
    act(() => hub.report!({ type: 'HUB.MESSAGE', message: { command: 'notification', message: JSON.stringify(note(9, false, 1)) } }));
    expect((await screen.findByText('Başlık 9')).closest('[role="status"]')).toHaveAttribute('data-toast-kind', 'info');
    expect(screen.getByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeInTheDocument();
  });

  it('dates read as UTC, in d.MMM.YY HH:MM', () => {
    expect(formatStamp('2026-11-21T10:05:00', 'tr', 'UTC')).toBe('21.Kas.26 10:05');
    expect(formatStamp('2026-11-21T10:05:00', 'en', 'UTC')).toBe('21.Nov.26 10:05');
    expect(formatStamp('2026-11-21T22:30:00', 'tr', 'Europe/Istanbul')).toBe('22.Kas.26 01:30');
  });
});
