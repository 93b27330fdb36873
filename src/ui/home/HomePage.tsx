import { css } from 'goober';
import { lazy, Suspense } from 'react';
import { useT } from '../shared/AppContext';
import { theme } from '../shared/theme';
import { Banners } from '../shared/banners/Banners';
import { HOME_SLIDER } from '../shared/sliders';
import { HomeSkeleton } from './HomeSkeleton';

// Below the banners, everything loads after the first screen.
const HomeSections = lazy(() => import('./HomeSections'));

const home = css`
  max-width: ${theme.pageColumn};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} 3rem;
  h1 {
    margin: ${theme.space.lg} 0 ${theme.space.xs};
    font-size: ${theme.text.xl};
  }
`;
const lead = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

/** / : the banners, then the lobby sections, Top Winners and promotions. */
export function HomePage() {
  const t = useT();
  return (
    <section className={home} data-state="page.home">
      <Banners slug={HOME_SLIDER} />
      <h1>{t('app.homeTitle')}</h1>
      <p className={lead}>{t('app.homeLead')}</p>
      <Suspense fallback={<HomeSkeleton label={t('app.loading')} />}>
        <HomeSections />
      </Suspense>
    </section>
  );
}
