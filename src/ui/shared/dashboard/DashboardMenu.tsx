import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { badgeText, unreadCount } from '../notificationBadge';
import { useApp, useT } from '../AppContext';
import { DiceIcon, HistoryIcon, KeyIcon, ListIcon, LogoutIcon, ShieldIcon } from '../dashboardIcons';
import { BellIcon, UserIcon } from '../accountIcons';
import { GiftIcon } from '../icons';
import { ArrowDownIcon, ArrowUpIcon } from '../panelIcons';
import { theme } from '../theme';
import { DASHBOARD_MENU, type DashboardEntry } from './dashboardNavigation';
import { playerStrings } from '../../../i18n/playerStrings';
import { addStrings } from '../../../i18n/packs';

addStrings(playerStrings);

const ICONS: Record<string, ReactNode> = {
  account: <UserIcon />,
  'phone-verification': <ShieldIcon />,
  deposit: <ArrowUpIcon />,
  withdraw: <ArrowDownIcon />,
  'change-password': <KeyIcon />,
  'financial-activities': <ListIcon />,
  'game-history': <DiceIcon />,
  'responsible-gaming': <ShieldIcon />,
  'claim-bonus': <GiftIcon />,
  bonuses: <HistoryIcon />,
  'session-history': <HistoryIcon />,
  notifications: <BellIcon />,
  logout: <LogoutIcon />,
};

const list = css`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-variant='tiles'] {
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: ${theme.space.sm};
  }
  a,
  button {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    width: 100%;
    padding: 0.7rem 0.75rem;
    border: 0;
    border-radius: ${theme.radius};
    background: none;
    color: ${theme.color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  &[data-variant='tiles'] li {
    display: grid;
  }
  &[data-variant='tiles'] a,
  &[data-variant='tiles'] button {
    position: relative;
    flex-direction: column;
    justify-content: center;
    min-height: 6rem;
    text-align: center;
    background: ${theme.color.surface};
  }
  a:hover,
  button:hover,
  [aria-current='page'] {
    background: ${theme.color.surfaceRaised} !important;
  }
  svg {
    color: ${theme.color.accent};
    flex: none;
  }
`;
const count = css`
  margin-left: auto;
  [data-variant='tiles'] & {
    position: absolute;
    top: 0.5rem;
    right: 0.5rem;
  }
  min-width: 1.5rem;
  padding: 0 0.35rem;
  border-radius: 0.75rem;
  background: ${theme.color.danger};
  color: #1a0506;
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`;

/**
 * The dashboard menu (spec section 2): the dashboard routes, Notifications
 * (opens the bottom sheet) and Logout. `onChoose` runs first for any entry:
 * the phone's profile side bar closes when an item is chosen.
 */
export function DashboardMenu({ variant = 'list', onChoose }: { variant?: 'list' | 'tiles'; onChoose?: () => void }) {
  const { actors } = useApp();
  const t = useT();
  const [path] = useLocation();
  const unread = useSelector(actors.notifications, (s) => unreadCount(s.context.items));
  const act = (entry: DashboardEntry) => {
    onChoose?.();
    if (!('action' in entry)) return;
    if (entry.action === 'notifications') actors.dialogs.send({ type: 'OPEN.NOTIFICATIONS' });
    else actors.session.send({ type: 'LOGOUT' });
  };
  return (
    <ul className={list} data-variant={variant}>
      {DASHBOARD_MENU.map((entry) => (
        <li key={entry.id}>
          {'url' in entry ? (
            <Link href={entry.url} aria-current={path === entry.url ? 'page' : undefined} onClick={() => act(entry)}>
              {ICONS[entry.id]}
              <span>{t(entry.label)}</span>
            </Link>
          ) : (
            <button type="button" onClick={() => act(entry)}>
              {ICONS[entry.id]}
              <span>{t(entry.label)}</span>
              {entry.id === 'notifications' && unread > 0 && (
                <span className={count} aria-label={t('header.notificationsUnread', { count: unread })}>
                  {badgeText(unread)}
                </span>
              )}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
