import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { Notification } from '../../../contract/schemas';
import { useApp, useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { linkButton, secondaryButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { GiftIcon } from '../shared/icons';
import { ArrowDownIcon, ArrowUpIcon, SystemIcon } from '../shared/panelIcons';
import { formatStamp } from './formatStamp';
import { notificationStrings } from '../../i18n/notificationStrings';
import { addStrings } from '../../i18n/packs';

addStrings(notificationStrings);

// Icon by type: Bonus a gift box, Deposit an up arrow, Withdraw a down arrow, others a system icon.
const ICONS: Record<number, typeof SystemIcon> = { 1: ArrowUpIcon, 2: ArrowDownIcon, 4: GiftIcon };

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;
const item = css`
  width: 100%;
  display: grid;
  grid-template-columns: 2.25rem 1fr auto;
  gap: 0.75rem;
  align-items: start;
  text-align: left;
  font: inherit;
  color: inherit;
  background: ${theme.color.page};
  border: 1px solid ${theme.color.surfaceRaised};
  border-radius: ${theme.radius};
  padding: 0.75rem;
  cursor: pointer;
  strong {
    display: block;
  }
  span.note {
    color: ${theme.color.textMuted};
    font-size: 0.875rem;
  }
  time {
    color: ${theme.color.textMuted};
    font-size: 0.8125rem;
    white-space: nowrap;
  }
`;
const icon = css`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${theme.color.surfaceRaised};
`;
const dot = css`
  display: inline-block;
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: ${theme.color.accent};
  margin-left: 0.5rem;
`;

function Row({ notification }: { notification: Notification }) {
  const { actors, i18n } = useApp();
  const t = useT();
  const Icon = ICONS[notification.type] ?? SystemIcon;
  return (
    <li>
      <button type="button" className={item} onClick={() => actors.notifications.send({ type: 'OPEN', id: notification.id })}>
        <span className={icon} role="img" aria-label={t(`notifications.type${notification.type}`)}>
          <Icon />
        </span>
        <span>
          <strong>
            {notification.title}
            {!notification.isRead && <span className={dot} role="img" aria-label={t('notifications.unread')} />}
          </strong>
          <span className="note">{notification.note}</span>
        </span>
        <time dateTime={`${notification.timeStamp}Z`}>{formatStamp(notification.timeStamp, i18n.language)}</time>
      </button>
    </li>
  );
}

/** The notification panel (bottom sheet on mobile): list, detail with back, empty and failed states. */
export function NotificationPanel({ onClose }: { onClose(): void }) {
  const { actors, i18n } = useApp();
  const t = useT();
  const items = useSelector(actors.notifications, (s) => s.context.items);
  const openId = useSelector(actors.notifications, (s) => s.context.openId);
  const loading = useSelector(actors.notifications, (s) => s.matches({ live: 'loading' }) || s.matches('idle'));
  const failed = useSelector(actors.notifications, (s) => s.matches({ live: 'failed' }));
  const browsing = useSelector(actors.notifications, (s) => s.matches({ live: { ready: { view: 'browsing' } } }));
  const markingRead = useSelector(actors.notifications, (s) => s.matches({ live: { ready: { view: 'markingRead' } } }));
  // The read call in flight or done: the detail either way; data-state tells which.
  const reading = useSelector(actors.notifications, (s) => s.matches({ live: { ready: { view: 'reading' } } })) || markingRead;
  const state = failed ? 'failed' : loading ? 'loading' : markingRead ? 'markingRead' : reading ? 'reading' : 'browsing';
  const opened = items.find((n) => n.id === openId);

  return (
    <Dialog title={t('notifications.title')} state={`notifications.${state}`} onClose={onClose} size="panel">
      {loading && <p role="status">{t('app.loading')}</p>}
      {failed && (
        <div role="alert">
          <p>{t('notifications.loadFailed')}</p>
          <button type="button" className={secondaryButton} onClick={() => actors.notifications.send({ type: 'LOAD' })}>
            {t('notifications.retry')}
          </button>
        </div>
      )}
      {reading && opened && (
        <article>
          <button type="button" className={linkButton} onClick={() => actors.notifications.send({ type: 'BACK' })}>
            ← {t('notifications.back')}
          </button>
          <h3>{opened.title}</h3>
          <p>
            <time dateTime={`${opened.timeStamp}Z`}>{formatStamp(opened.timeStamp, i18n.language)}</time>
          </p>
          <p>{opened.note}</p>
          {opened.message && <p>{opened.message}</p>}
        </article>
      )}
      {browsing &&
        (items.length === 0 ? (
          <p>{t('notifications.empty')}</p>
        ) : (
          <ul className={list}>
            {items.map((n) => (
              <Row key={n.id} notification={n} />
            ))}
          </ul>
        ))}
    </Dialog>
  );
}
