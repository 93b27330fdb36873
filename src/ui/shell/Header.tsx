import { css } from 'goober';
import { Link } from 'wouter';
import { useApp, useT } from '../shared/AppContext';
import { iconLabelButton, secondaryButton } from '../shared/forms';
import { PhoneIcon } from '../shared/icons';
import { theme } from '../shared/theme';
import { AccountArea } from './AccountArea';
import { LanguageSelect } from './LanguageSelect';

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1rem;
  @media ${theme.narrow} {
    padding: 0.5rem 0.75rem;
    gap: 0.5rem;
  }
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.surfaceRaised};
`;
const tools = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  justify-content: flex-end;
  flex-wrap: wrap;
  button,
  summary {
    white-space: nowrap;
  }
  @media ${theme.narrow} {
    gap: 0.4rem;
    button,
    summary,
    select {
      padding: 0.45rem 0.6rem;
      font-size: 0.875rem;
    }
  }
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
        <button type="button" className={`${secondaryButton} ${iconLabelButton}`} onClick={() => actors.dialogs.send({ type: 'OPEN.CALL_REQUEST' })}>
          <PhoneIcon />
          <span className="label">{t('callRequest.open')}</span>
        </button>
        <LanguageSelect />
        <AccountArea />
      </div>
    </header>
  );
}
