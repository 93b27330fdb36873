import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useApp, useT } from '../shared/AppContext';
import { theme } from '../shared/theme';

const notice = css`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.danger};
  color: #1a0506;
  font-weight: 600;
  text-align: center;
  a {
    color: inherit;
  }
`;

/**
 * On a non-main domain (the page's host is not the operator's current
 * domain) the header carries this notice instead of nothing: a player on an
 * old or mirror address learns the current one (spec section 2).
 */
export function DomainNotice() {
  const { actors } = useApp();
  const t = useT();
  const current = useSelector(actors.bootstrap, (s) => s.context.stored?.domainStatus?.current ?? null);
  if (!current || current === window.location.host) return null;
  return (
    <p className={notice} role="note" data-testid="domain-notice">
      {t('topNotification.oldDomain')}{' '}
      <a href={`https://${current}`} rel="noopener">
        {current}
      </a>
    </p>
  );
}
