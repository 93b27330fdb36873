import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useRef } from 'react';
import { Link } from 'wouter';
import { useApp, useT } from '../shared/AppContext';
import { iconLabelButton, secondaryButton } from '../shared/forms';
import { UserIcon } from '../shared/icons';
import { theme } from '../shared/theme';

const menu = css`
  position: relative;
  summary {
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  ul {
    position: absolute;
    right: 0;
    top: calc(100% + 0.5rem);
    z-index: 40;
    min-width: 14rem;
    margin: 0;
    padding: 0.5rem;
    list-style: none;
    background: ${theme.color.surfaceRaised};
    border-radius: ${theme.radius};
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.5);
  }
  li > a,
  li > button {
    display: block;
    width: 100%;
    padding: 0.6rem 0.75rem;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${theme.color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  li > a:hover,
  li > button:hover {
    background: ${theme.color.surface};
  }
`;

/** The profile dropdown: account entries and Logout (the notification panel has the bell). */
export function ProfileMenu() {
  const { actors } = useApp();
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute('open');
  const verified = useSelector(actors.session, (s) => s.context.session?.smsVerified ?? false);
  return (
    <details className={menu} ref={details} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <summary className={`${secondaryButton} ${iconLabelButton}`}>
        <UserIcon />
        <span className="label">{t('header.account')}</span>
      </summary>
      <ul>
        {!verified && (
          <li>
            <button type="button" onClick={() => (close(), actors.dialogs.send({ type: 'OPEN.SMS_VERIFICATION' }))}>
              {t('phone.smsEntry')}
            </button>
          </li>
        )}
        <li>
          <Link href="/dashboard/phone-verification" onClick={close}>
            {t('phone.title')}
          </Link>
        </li>
        <li>
          <Link href="/dashboard/change-password" onClick={close}>
            {t('changePassword.title')}
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => (close(), actors.session.send({ type: 'LOGOUT' }))}>
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </details>
  );
}
