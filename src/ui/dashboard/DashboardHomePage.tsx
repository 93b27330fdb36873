import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useApp, useT } from '../shared/AppContext';
import { theme } from '../shared/theme';
import { Breadcrumb } from '../shared/dashboard/Breadcrumb';
import { DashboardMenu } from '../shared/dashboard/DashboardMenu';
import { BalanceBreakdown } from '../shared/dashboard/BalanceBreakdown';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';
import { dashboardStrings } from '../../i18n/dashboardStrings';
import { ROUTES } from '../../routes';
import { formatLira } from '../../platform/lira';

addStrings(accountStrings);
addStrings(dashboardStrings);

const page = css`
  max-width: 60rem;
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} 3rem;
`;
const summary = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md} ${theme.space.xl};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  dt {
    color: ${theme.color.textMuted};
    font-size: ${theme.text.sm};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** /dashboard: who is logged in, the balance, and the dashboard menu as tiles. */
export function DashboardHomePage() {
  const { actors, i18n } = useApp();
  const t = useT();
  const session = useSelector(actors.session, (s) => s.context.session);
  return (
    <section className={page} data-state="page.dashboard">
      <Breadcrumb items={[{ label: t('breadcrumb.dashboard'), url: ROUTES.dashboard }]} />
      <h1>{t('dashboard.title')}</h1>
      {session && (
        <dl className={summary}>
          <div>
            <dt>{t('account.username')}</dt>
            <dd>{session.username}</dd>
          </div>
          <div>
            <dt>{t('account.userCode')}</dt>
            <dd>{session.usercode}</dd>
          </div>
          <div>
            <dt>{t('account.balance')}</dt>
            <dd>{formatLira(session.balance, i18n.formatMoney)}</dd>
          </div>
        </dl>
      )}
      {session && <BalanceBreakdown />}
      <nav aria-label={t('dashboard.menu')}>
        <DashboardMenu variant="tiles" />
      </nav>
    </section>
  );
}
