import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'goober';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'wouter';
import { pagesOf } from './cmsPages';
import { footerLinksMachine } from '../../../machines/footerLinks.machine';
import { SocialIcon, type SocialNetwork } from './socialIcons';
import { useApp, useT } from '../shared/AppContext';
import { theme } from '../shared/theme';
import { useNearView } from '../shared/useNearView';
import { footerStrings } from '../../i18n/footerStrings';
import { addStrings } from '../../i18n/packs';
import { dashboardStrings } from '../../i18n/dashboardStrings';
import { casinoRoute, contentPageRoute, RESPONSIBLE_GAMING_ROUTE, ROUTES } from '../../routes';

addStrings(footerStrings);
addStrings(dashboardStrings);

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
  /* WCAG 2.2 target size: a short link ("Esports") in small type is 16 px tall; each is at least 24 px. */
  li > a {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
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

const SOCIAL: readonly SocialNetwork[] = ['telegram', 'twitter', 'instagram', 'youtube'];

/** The settings links' row keeps its height while they are not there yet (footerLinks.machine.ts). */
const settingsLinks = css`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 3rem;
  a {
    display: inline-grid;
    place-items: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
  }
  img {
    display: block;
  }
`;

/** The footer of spec section 2: columns, content-driven columns, social links, 18+, legal and terms texts, providers. */
export function Footer() {
  const { actors } = useApp();
  const t = useT();
  const categories = useSelector(actors.cms, (s) => s.context.categories);
  const options = useSelector(actors.bootstrap, (s) => s.context.stored?.siteOption ?? []);
  // Settings are looked up by lowercase key and may give a link with an optional target (default: the same window).
  const setting = (key: string) => options.find((o) => o.key.toLowerCase() === key && o.status && o.value);
  const linkProps = (option: { value: string; target: string }) => ({
    href: option.value,
    ...(option.target ? { target: option.target } : {}),
    rel: option.target === '_blank' ? 'noopener noreferrer' : 'noopener',
  });
  // Spec section 9: the settings links come 1000 ms after the footer starts.
  const links = useActorRef(footerLinksMachine);
  const linksShown = useSelector(links, (s) => s.matches('shown'));
  const licence = setting('licence');

  const contentColumn = (title: string, category: string) => {
    const pages = pagesOf(categories, category);
    return pages.length === 0 ? null : (
      <nav aria-label={title}>
        <h2>{title}</h2>
        <ul>
          {pages.map((p) => (
            <li key={p.id}>
              <Link href={contentPageRoute(p.id)}>{p.title}</Link>
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
          [ROUTES.sports, t('footer.sports')],
          [ROUTES.liveSports, t('footer.liveSports')],
          [ROUTES.esports, t('footer.esports')],
        ])}
        {staticColumn(t('footer.casino'), [
          [casinoRoute('slot'), t('footer.slot')],
          [casinoRoute('live'), t('footer.live')],
        ])}
        {staticColumn(t('footer.games'), [
          [casinoRoute('tvbets'), t('footer.tvbets')],
          [casinoRoute('games'), t('footer.virtual')],
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
        <div className={settingsLinks} data-state={linksShown ? 'footerLinks.shown' : 'footerLinks.waiting'}>
          {linksShown && (
            <>
              <ul aria-label={t('footer.social')} style={{ display: 'flex', gap: '0.5rem' }}>
                {SOCIAL.map((name) => {
                  const option = setting(name);
                  return option ? (
                    <li key={name}>
                      <a {...linkProps(option)} aria-label={t('footer.follow', { name })}>
                        <SocialIcon network={name} />
                      </a>
                    </li>
                  ) : null;
                })}
              </ul>
              {licence &&
                (licence.value.startsWith('/') && !licence.target ? (
                  // A page of the site stays in the app.
                  <Link href={licence.value}>
                    <img src="/licence.svg" alt={t('footer.licence')} width={120} height={48} />
                  </Link>
                ) : (
                  <a {...linkProps(licence)}>
                    <img src="/licence.svg" alt={t('footer.licence')} width={120} height={48} />
                  </a>
                ))}
            </>
          )}
        </div>
        <span className={badge} aria-label={t('footer.adultsOnly')}>
          {t('footer.adultsOnly')}
        </span>
      </div>
      <div>
        <p>
          {t('footer.responsibleGaming')} <Link href={RESPONSIBLE_GAMING_ROUTE}>{t('dashboard.responsibleGaming')}</Link>
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
