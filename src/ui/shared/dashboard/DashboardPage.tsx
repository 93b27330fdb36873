import { css } from 'goober';
import type { ReactNode } from 'react';
import { useT } from '../AppContext';
import { Breadcrumb } from './Breadcrumb';
import { dashboardStrings } from '../../../i18n/dashboardStrings';
import { addStrings } from '../../../i18n/packs';
import { ROUTES } from '../../../routes';
import { theme } from '../theme';
import { DASHBOARD_COLUMN } from './dashboardColumn';
import type { DashboardPageRoute } from '../../../dashboardRoutes';
import { DASHBOARD_PAGES } from './dashboardPages';

addStrings(dashboardStrings);

const page = css`
  max-width: ${DASHBOARD_COLUMN.narrow};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} 3rem;
`;

/** Tables and card lists: room for their columns. */
const widePage = css`
  max-width: ${DASHBOARD_COLUMN.wide};
`;

/** A dashboard page: breadcrumb, title, and its content; the title and the column are the route's (DASHBOARD_PAGES). */
export function DashboardPage({ route, state, children }: { route: DashboardPageRoute; state: string; children: ReactNode }) {
  const t = useT();
  const { title: titleKey, wide } = DASHBOARD_PAGES[route];
  const title = t(titleKey);
  return (
    <section className={wide ? `${page} ${widePage}` : page} data-state={state}>
      <Breadcrumb
        items={[
          { label: t('breadcrumb.dashboard'), url: ROUTES.dashboard },
          { label: title, url: route },
        ]}
      />
      <h1>{title}</h1>
      {children}
    </section>
  );
}
