import { css } from 'goober';
import { useT } from '../shared/AppContext';
import { theme } from '../shared/theme';

const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
  padding: 1.5rem 1rem;
  margin-top: 3rem;
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
`;
const badge = css`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 2px solid ${theme.color.danger};
  border-radius: 50%;
  color: ${theme.color.text};
  font-weight: 700;
`;

export function Footer() {
  const t = useT();
  return (
    <footer className={footer}>
      <span className={badge}>{t('app.adultsOnly')}</span>
      <p>{t('app.responsibleGaming')}</p>
      <p>
        © {new Date().getFullYear()} {t('app.name')}
      </p>
    </footer>
  );
}
