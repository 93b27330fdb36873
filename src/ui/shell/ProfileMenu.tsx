import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useRef } from 'react';
import { Link } from 'wouter';
import { useApp, useT } from '../shared/AppContext';
import { iconLabelButton, linkAsButton, secondaryButton } from '../shared/forms';
import { UserIcon } from '../shared/accountIcons';
import { ChevronDownIcon } from '../shared/panelIcons';
import { theme } from '../shared/theme';
import { BalanceBreakdown } from '../shared/dashboard/BalanceBreakdown';
import { PROFILE_DROPDOWN } from '../shared/dashboard/dashboardNavigation';
import { ROUTES } from '../../routes';
import { playerStrings } from '../../i18n/playerStrings';
import { addStrings } from '../../i18n/packs';

addStrings(playerStrings);

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
`;
const menu = css`
  position: relative;
  summary {
    list-style: none;
    padding: 0.6rem !important;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  ul {
    position: absolute;
    right: 0;
    top: calc(100% + 0.5rem);
    z-index: 40;
    min-width: 15rem;
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
    padding: 0.55rem 0.75rem;
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
/**
 * Desktop: the profile button goes to /dashboard; beside it, a dropdown with
 * the dashboard menu except Notifications (the bell has them).
 */
export function ProfileMenu({ username }: { username: string }) {
  const { actors } = useApp();
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute('open');
  const verified = useSelector(actors.session, (s) => s.context.session?.smsVerified ?? false);
  const hasBonus = useSelector(actors.session, (s) => (s.context.session?.bonusBalance ?? 0) > 0);
  return (
    <span className={wrap}>
      <Link
        href={ROUTES.dashboard}
        className={`${secondaryButton} ${iconLabelButton} ${linkAsButton}`}
        aria-label={`${t('header.account')}: ${username}`}
      >
        <UserIcon />
        <span className="label">{t('header.account')}</span>
      </Link>
      <details className={menu} ref={details} onKeyDown={(e) => e.key === 'Escape' && close()}>
        <summary className={secondaryButton} aria-label={t('header.accountMenu')}>
          <ChevronDownIcon />
        </summary>
        <ul>
          {hasBonus && (
            <li>
              <BalanceBreakdown />
            </li>
          )}
          {!verified && (
            <li>
              <button type="button" onClick={() => (close(), actors.dialogs.send({ type: 'OPEN.PHONE_VALIDATION' }))}>
                {t('phone.smsEntry')}
              </button>
            </li>
          )}
          {PROFILE_DROPDOWN.map((entry) => (
            <li key={entry.id}>
              {'url' in entry ? (
                <Link href={entry.url} onClick={close}>
                  {t(entry.label)}
                </Link>
              ) : (
                <button type="button" onClick={() => (close(), actors.session.send({ type: 'LOGOUT' }))}>
                  {t(entry.label)}
                </button>
              )}
            </li>
          ))}
        </ul>
      </details>
    </span>
  );
}
