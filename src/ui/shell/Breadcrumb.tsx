import { css } from 'goober';
import { Link } from 'wouter';
import type { Breadcrumb as Crumb } from '../../api/schemas';
import { useT } from '../shared/AppContext';
import { theme } from '../shared/theme';

const bar = css`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 0.875rem;
  }
  li + li::before {
    content: '/';
    margin-right: 0.25rem;
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

/** Clickable labels separated by '/', the last one highlighted (spec section 2). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav className={bar} aria-label={t('breadcrumb.label')}>
      <ol>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link href={item.url}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
