import { css } from 'goober';
import { useT } from '../shared/AppContext';
import { theme } from '../shared/theme';

const hero = css`
  padding: 3rem 1rem;
  max-width: 60rem;
  margin: 0 auto;
`;
const lead = css`
  color: ${theme.color.textMuted};
  font-size: 1.125rem;
`;

export function HomePage() {
  const t = useT();
  return (
    <section className={hero} data-state="page.home">
      <h1>{t('app.homeTitle')}</h1>
      <p className={lead}>{t('app.homeLead')}</p>
    </section>
  );
}
