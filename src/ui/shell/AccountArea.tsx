import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { badgeText, unreadCount } from '../../../machines/notifications.machine';
import { useApp, useT } from '../shared/AppContext';
import { primaryButton, secondaryButton } from '../shared/forms';
import { BellIcon } from '../shared/icons';
import { theme } from '../shared/theme';
import { ProfileMenu } from './ProfileMenu';

const area = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  justify-content: flex-end;
  @media ${theme.narrow} {
    gap: 0.4rem;
  }
`;
/** On phones the player's strip (name, code, balance, bell, menu) takes its own row. */
const playerArea = css`
  @media ${theme.narrow} {
    flex-basis: 100%;
    justify-content: space-between;
  }
`;
const identity = css`
  display: grid;
  line-height: 1.2;
  font-size: 0.875rem;
  @media ${theme.narrow} {
    font-size: 0.75rem;
  }
  span {
    color: ${theme.color.textMuted};
  }
`;
const balance = css`
  font-weight: 700;
  color: ${theme.color.accent};
  /* Reserve room so the balance arriving does not shift the header. */
  min-width: 7ch;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
const bell = css`
  position: relative;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.surfaceRaised};
  background: transparent;
  color: ${theme.color.text};
  display: inline-grid;
  place-items: center;
  cursor: pointer;
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

/** Login for visitors; name, user code, balance, bell and logout for players (session machine). */
export function AccountArea() {
  const { actors, i18n } = useApp();
  const t = useT();
  const session = useSelector(actors.session, (s) => (s.matches('loggedIn') ? s.context.session : null));
  const unread = useSelector(actors.notifications, (s) => unreadCount(s.context.items));
  const link = useSelector(actors.session, (s) => s.context.link);

  if (!session) {
    return (
      <div className={area} data-state="session.loggedOut">
        <button type="button" className={secondaryButton} onClick={() => actors.dialogs.send({ type: 'OPEN.LOGIN' })}>
          {t('header.login')}
        </button>
        <button type="button" className={primaryButton} onClick={() => actors.dialogs.send({ type: 'OPEN.REGISTER' })}>
          {t('register.open')}
        </button>
      </div>
    );
  }
  return (
    <div className={`${area} ${playerArea}`} data-state="session.loggedIn" data-link={link}>
      <div className={identity}>
        <strong>{session.username}</strong>
        <span>
          {t('header.userCode')}: {session.usercode}
        </span>
      </div>
      <span className={balance} aria-label={`${t('header.balance')}: ${i18n.formatMoney(session.balance)}`}>
        {i18n.formatMoney(session.balance)}
      </span>
      <button
        type="button"
        className={bell}
        aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
        onClick={() => actors.dialogs.send({ type: 'OPEN.NOTIFICATIONS' })}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={badge} aria-hidden="true" data-testid="notification-badge">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <ProfileMenu />
    </div>
  );
}
