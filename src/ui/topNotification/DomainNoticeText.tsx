import { css } from 'goober';
import { useT } from '../shared/AppContext';
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

/** The notice on a non-main domain (DomainNotice.tsx decides when). */
export function DomainNoticeText({ current }: { current: string }) {
  const t = useT();
  return (
    <p className={notice} role="note" data-testid="domain-notice">
      {t('topNotification.oldDomain')}{' '}
      <a href={`https://${current}`} rel="noopener">
        {current}
      </a>
    </p>
  );
}
