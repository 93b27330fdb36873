import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useApp, useT } from '../shared/AppContext';
import { linkButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { notificationStrings } from '../../i18n/notificationStrings';
import { addStrings } from '../../i18n/packs';

addStrings(notificationStrings);

const notice = css`
  padding: 0.5rem 1rem;
  background: ${theme.color.surfaceRaised};
  font-size: 0.875rem;
  text-align: center;
`;

/** Says when the realtime link is down, and offers to reconnect once SignalR has given up. */
export function LinkNotice() {
  const { actors } = useApp();
  const t = useT();
  const link = useSelector(actors.session, (s) => (s.matches('loggedIn') ? s.context.link : null));
  if (link === 'reconnecting') {
    return (
      <p className={notice} role="status" data-state="session.link.reconnecting">
        {t('link.reconnecting')}
      </p>
    );
  }
  if (link === 'disconnected' || link === 'error') {
    return (
      <p className={notice} role="status" data-state={`session.link.${link}`}>
        {t('link.lost')}{' '}
        <button type="button" className={linkButton} onClick={() => actors.session.send({ type: 'LINK.RETRY' })}>
          {t('link.retry')}
        </button>
      </p>
    );
  }
  return null;
}
