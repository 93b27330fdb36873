import { css } from 'goober';
import { Link, useLocation } from 'wouter';
import { useT } from '../shared/AppContext';
import { theme } from '../shared/theme';
import { TOP_MENU } from './navigation';
import { ROUTES } from '../../routes';

const nav = css`
  @media ${theme.narrow} {
    display: none;
  }
  ul {
    display: flex;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0 ${theme.space.sm};
    list-style: none;
    overflow-x: auto;
  }
  a {
    display: block;
    padding: 0.6rem 0.55rem;
    color: ${theme.color.text};
    text-decoration: none;
    font-weight: 600;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  a:hover,
  a[aria-current='page'] {
    border-bottom-color: ${theme.color.accent};
  }
`;

/** The desktop top menu: the site's sections. */
export function TopMenu() {
  const t = useT();
  const [path] = useLocation();
  return (
    <nav className={nav} aria-label={t('nav.main')}>
      <ul>
        {/* Promotions has its own button beside the menu. */}
        {TOP_MENU.filter((item) => item.url !== ROUTES.promotions).map((item) => (
          <li key={item.url}>
            <Link href={item.url} aria-current={path === item.url ? 'page' : undefined}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
