import { RealityCheckState } from './RealityCheckState';
import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { badgeText, unreadCount } from '../shared/notificationBadge';
import { useApp, useT } from '../shared/AppContext';
import { linkAsButton, narrowOnly, primaryButton, wideOnly } from '../shared/forms';
import { BellIcon, UserIcon } from '../shared/accountIcons';
import { theme } from '../shared/theme';
import { area } from './accountAreaBox';
import { DEPOSIT_ROUTE } from '../../routes';
import { playerStrings } from '../../i18n/playerStrings';
import { addStrings } from '../../i18n/packs';
import { formatLira } from '../../platform/lira';

addStrings(playerStrings);

const identity = css`
  display: grid;
  line-height: 1.2;
  font-size: ${theme.text.sm};
  min-width: 0;
  span {
    color: ${theme.color.textMuted};
  }
  /* The phone's header shows the username and user code too (spec section 2), small, in its 35 px. */
  @media ${theme.narrow} {
    flex: 0 1 auto;
    font-size: 0.6875rem;
    strong,
    span {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;
const balance = css`
  font-weight: 700;
  color: ${theme.color.accent};
  /* Reserve room so the balance arriving does not shift the header. */
  min-width: 7ch;
  text-align: right;
  font-variant-numeric: tabular-nums;
  @media ${theme.narrow} {
    flex: none;
    min-width: 0;
    font-size: 0.75rem;
  }
`;
/** Spec section 9: the phone header's Deposit button is 110 px wide. */
const depositButton = css`
  @media ${theme.narrow} {
    flex: none;
    box-sizing: border-box;
    width: ${theme.phoneDepositWidth};
    padding: 0.3rem 0.25rem !important;
    text-align: center;
    font-size: 0.8125rem;
  }
`;
/** On a phone the user code's label is for screen readers: the number is what fits. */
const phoneHidden = css`
  @media ${theme.narrow} {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
// Players only: not in the first screen's bundle, which every visitor loads.
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

const roundButton = css`
  position: relative;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  @media ${theme.narrow} {
    width: 1.875rem;
    height: 1.875rem;
  }
  padding: 0 !important;
  border-radius: 50%;
  border: 1px solid ${theme.color.surfaceRaised};
  background: transparent;
  color: ${theme.color.text};
  display: inline-grid;
  place-items: center;
  cursor: pointer;
`;
/** The bell shakes when the unread count changes (it is re-mounted with the count as key). */
const shake = css`
  display: inline-grid;
  animation: bell-shake 0.8s ease-in-out;
  transform-origin: 50% 10%;
  @keyframes bell-shake {
    0%, 100% { transform: rotate(0); }
    15%, 45%, 75% { transform: rotate(14deg); }
    30%, 60%, 90% { transform: rotate(-14deg); }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const badge = css`
  position: absolute;
  top: -0.3rem;
  right: -0.3rem;
  min-width: 1.25rem;
  padding: 0 0.25rem;
  border-radius: 0.625rem;
  background: ${theme.color.danger};
  color: #1a0506;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25rem;
`;
/** The profile toggle's pulse dot: unread notifications exist. */
const pulse = css`
  position: absolute;
  top: 0;
  right: 0;
  width: 0.7rem;
  height: 0.7rem;
  border-radius: 50%;
  background: ${theme.color.danger};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    background: inherit;
    animation: pulse-dot 1.5s ease-out infinite;
  }
  @keyframes pulse-dot {
    to { transform: scale(2.4); opacity: 0; }
  }
  @media (prefers-reduced-motion: reduce) {
    &::after { animation: none; }
  }
`;
/** A player's name, user code, balance, bell, Deposit and the profile (the header's right side). */
export function PlayerArea() {
  const { actors, i18n } = useApp();
  const t = useT();
  const session = useSelector(actors.session, (s) => (s.matches('loggedIn') ? s.context.session : null));
  const unread = useSelector(actors.notifications, (s) => unreadCount(s.context.items));
  const link = useSelector(actors.session, (s) => s.context.link);
  // The poll runs every 10 s; the player may ask now (ignored while a refresh runs).
  const refreshing = useSelector(actors.session, (s) => s.matches({ loggedIn: { balance: 'refreshing' } }));
  const profileOpen = useSelector(actors.mobileNav, (s) => s.matches('profile'));
  if (!session) return null;
  return (
    <div className={area} data-state="session.loggedIn" data-link={link}>
      {/* The reality check runs while a player is logged in, unseen between its dialogs: where it stands, for QA. */}
      <RealityCheckState />
      <div className={identity}>
        <strong>{session.username}</strong>
        <span>
          <span className={phoneHidden}>{t('header.userCode')}: </span>
          {session.usercode}
        </span>
      </div>
      <span className={balance} aria-label={`${t('header.balance')}: ${formatLira(session.balance, i18n.formatMoney)}`}>
        {formatLira(session.balance, i18n.formatMoney)}
      </span>
      <button
        type="button"
        className={`${roundButton} ${wideOnly}`}
        aria-label={t('header.refreshBalance')}
        aria-busy={refreshing}
        disabled={refreshing}
        data-state={`session.balance.${refreshing ? 'refreshing' : 'waiting'}`}
        onClick={() => actors.session.send({ type: 'BALANCE.REFRESH' })}
      >
        <span aria-hidden="true">↻</span>
      </button>
      {/* On a phone the profile toggle's dot says there is something unread, and its side bar lists the notifications. */}
      <button
        type="button"
        className={`${roundButton} ${wideOnly}`}
        aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
        onClick={() => actors.dialogs.send({ type: 'OPEN.NOTIFICATIONS' })}
      >
        <span key={unread} className={shake} data-testid="bell">
          <BellIcon />
        </span>
        {unread > 0 && (
          <span className={badge} aria-hidden="true" data-testid="notification-badge">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <Link href={DEPOSIT_ROUTE} className={`${primaryButton} ${linkAsButton} ${depositButton}`}>
        {t('header.deposit')}
      </Link>
      <span className={wideOnly}>
        <Suspense fallback={null}>
          <ProfileMenu username={session.username} />
        </Suspense>
      </span>
      <button
        type="button"
        className={`${roundButton} ${narrowOnly}`}
        aria-label={unread > 0 ? t('header.openProfileUnread') : t('header.openProfile')}
        aria-expanded={profileOpen}
        onClick={() => actors.mobileNav.send({ type: 'TOGGLE.PROFILE' })}
      >
        <UserIcon />
        {unread > 0 && <span className={pulse} data-testid="profile-pulse" />}
      </button>
    </div>
  );
}
