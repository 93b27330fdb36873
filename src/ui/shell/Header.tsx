import { css } from 'goober';
import { Link } from 'wouter';
import { useApp, useT } from '../shared/AppContext';
import { secondaryButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { AccountArea } from './AccountArea';
import { LanguageSelect } from './LanguageSelect';

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1rem;
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.surfaceRaised};
`;
const tools = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
  justify-content: flex-end;
`;
const logo = css`
  color: ${theme.color.accent};
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
  letter-spacing: 0.02em;
`;

export function Header() {
  const t = useT();
  const { actors } = useApp();
  return (
    <header className={header}>
      <Link href="/" className={logo} aria-label={`${t('app.name')}: ${t('nav.home')}`}>
        {t('app.name')}
      </Link>
      <div className={tools}>
        <button type="button" className={secondaryButton} onClick={() => actors.dialogs.send({ type: 'OPEN.CALL_REQUEST' })}>
          {t('callRequest.open')}
        </button>
        <LanguageSelect />
        <AccountArea />
      </div>
    </header>
  );
}
