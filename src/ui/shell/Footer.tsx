import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'wouter';
import { pagesOf } from '../../../machines/cms.machine';
import { useApp, useT } from '../shared/AppContext';
import { theme } from '../shared/theme';
import { useNearView } from '../shared/useNearView';
import { RESPONSIBLE_GAMING_URL } from './navigation';
import { footerStrings } from '../../i18n/footerStrings';
import { addStrings } from '../../i18n/packs';

addStrings(footerStrings);

// The provider carousel loads and starts when its place nears the screen: not needed for the first paint.
const ProviderCarousel = lazy(() => import('./ProviderCarousel'));

/** The carousel's place: 3.5rem, the height of its chips, before and after it loads. */
function ProvidersWhenNear({ label }: { label: string }) {
  const place = useRef<HTMLDivElement | null>(null);
  const near = useNearView(place);
  const empty = <div ref={place} style={{ height: '3.5rem' }} />;
  if (!near) return empty;
  return (
    <Suspense fallback={empty}>
      <ProviderCarousel label={label} />
    </Suspense>
  );
}

const footer = css`
  margin-top: 3rem;
  padding: 2rem 1rem 1.5rem;
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
  display: grid;
  gap: 2rem;
  /* Grid items may shrink below their content (the carousel would otherwise widen the page). */
  & > * {
    min-width: 0;
  }
  a {
    color: ${theme.color.textMuted};
  }
  h2 {
    font-size: 0.9375rem;
    color: ${theme.color.text};
    margin: 0 0 0.5rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.375rem;
  }
`;
const columns = css`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;
const bottom = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 1.5rem;
  align-items: center;
  p {
    margin: 0;
  }
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
const logo = css`
  color: ${theme.color.accent} !important;
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
`;

const SOCIAL = ['telegram', 'twitter', 'instagram', 'youtube'] as const;

/** The footer of spec section 2: columns, content-driven columns, social links, 18+, legal and terms texts, providers. */
export function Footer() {
  const { actors } = useApp();
  const t = useT();
  const categories = useSelector(actors.cms, (s) => s.context.categories);
  const options = useSelector(actors.bootstrap, (s) => s.context.stored?.siteOption ?? []);
  // Settings are looked up by lowercase key and may give a link with an optional target (default: same window).
  const link = (key: string) => options.find((o) => o.key.toLowerCase() === key && o.status && o.value);

  const contentColumn = (title: string, category: string) => {
    const pages = pagesOf(categories, category);
    return pages.length === 0 ? null : (
      <nav aria-label={title}>
        <h2>{title}</h2>
        <ul>
          {pages.map((p) => (
            <li key={p.id}>
              <Link href={`/pages/${p.id}`}>{p.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  };
  const staticColumn = (title: string, items: Array<[string, string]>) => (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {items.map(([href, label]) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <footer className={footer}>
      <div className={columns}>
        {staticColumn(t('footer.betting'), [
          ['/spor', t('footer.sports')],
          ['/livespor', t('footer.liveSports')],
          ['/esports', t('footer.esports')],
        ])}
        {staticColumn(t('footer.casino'), [
          ['/casino/slot', t('footer.slot')],
          ['/casino/live', t('footer.live')],
        ])}
        {staticColumn(t('footer.games'), [
          ['/casino/tvbets', t('footer.tvbets')],
          ['/casino/games', t('footer.virtual')],
        ])}
        {contentColumn(t('footer.stories'), 'Story')}
        {contentColumn(t('footer.termsOfUse'), 'Terms of use')}
        {contentColumn(t('footer.termsOfService'), 'Terms of service')}
      </div>
      <ProvidersWhenNear label={t('footer.providers')} />
      <div className={bottom}>
        <Link href="/" className={logo}>
          {t('app.name')}
        </Link>
        <ul aria-label={t('footer.social')} style={{ display: 'flex', gap: '1rem' }}>
          {SOCIAL.map((name) => {
            const option = link(name);
            return option ? (
              <li key={name}>
                <a href={option.value} rel="noopener" aria-label={t('footer.follow', { name })}>
                  {name}
                </a>
              </li>
            ) : null;
          })}
        </ul>
        <span className={badge} aria-label={t('app.adultsOnly')}>
          {t('app.adultsOnly')}
        </span>
        <Link href="/pages/1">{t('footer.licence')}</Link>
      </div>
      <div>
        <p>
          {t('app.responsibleGaming')} <Link href={RESPONSIBLE_GAMING_URL}>{t('dashboard.responsibleGaming')}</Link>
        </p>
        <p>
          {t('footer.legal')} <Link href="/pages/1">{t('footer.about')}</Link>
        </p>
        <p>{t('footer.terms')}</p>
        <p>
          © {new Date().getFullYear()} {t('app.name')}
        </p>
      </div>
    </footer>
  );
}
