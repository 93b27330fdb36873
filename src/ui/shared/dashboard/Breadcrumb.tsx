import { css } from 'goober';
import { Link } from 'wouter';
import type { Breadcrumb as Crumb } from '../../../../contract/schemas';
import { useApp, useT } from '../AppContext';
import { theme } from '../theme';
import { breadcrumbList, breadcrumbSeparator } from './breadcrumbList';
import { dashboardStrings } from '../../../i18n/dashboardStrings';
import { addStrings } from '../../../i18n/packs';

addStrings(dashboardStrings);

const bar = css`
  ol {
    ${breadcrumbList};
  }
  li + li::before {
    ${breadcrumbSeparator};
    color: ${theme.color.textMuted};
  }
  a {
    color: ${theme.color.textMuted};
  }
  [aria-current='page'] {
    color: ${theme.color.accent};
    font-weight: 700;
  }
`;

/** Clickable labels separated by '/', the last one highlighted; a click goes to the url, on phones it opens the profile side bar (spec section 2). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT();
  const { actors } = useApp();
  // On phones a crumb opens the profile side bar (the dashboard menu) instead (spec section 2).
  const onCrumb = (event: React.MouseEvent) => {
    if (!window.matchMedia?.(theme.narrow).matches) return;
    event.preventDefault();
    actors.mobileNav.send({ type: 'TOGGLE.PROFILE' });
  };
  return (
    <nav className={bar} aria-label={t('breadcrumb.label')}>
      <ol>
        {items.map((item, index) => (
          <li key={item.url}>
            {/* Every label is clickable, the last one too (spec section 2), and it is the one highlighted. */}
            <Link href={item.url} onClick={onCrumb} aria-current={index === items.length - 1 ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
