import { css } from 'goober';
import type { ReactNode } from 'react';
import { useT } from '../AppContext';
import { Breadcrumb } from './Breadcrumb';
import { dashboardStrings } from '../../../i18n/dashboardStrings';
import { addStrings } from '../../../i18n/packs';
import { ROUTES } from '../../../routes';

addStrings(dashboardStrings);

const page = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

/** Tables and card lists: room for their columns. */
const widePage = css`
  max-width: 64rem;
`;

/** A dashboard page: breadcrumb, title, and its content. */
export function DashboardPage({ title, url, state, wide = false, children }: { title: string; url: string; state: string; wide?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <section className={wide ? `${page} ${widePage}` : page} data-state={state}>
      <Breadcrumb items={[{ label: t('breadcrumb.dashboard'), url: ROUTES.dashboard }, { label: title, url }]} />
      <h1>{title}</h1>
      {children}
    </section>
  );
}
