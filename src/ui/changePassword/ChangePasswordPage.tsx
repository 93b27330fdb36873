import { LazyFlowView } from '../shared/LazyFlowView';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shared/dashboard/DashboardPage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';
import { DASHBOARD_ROUTES } from '../../dashboardRoutes';

addStrings(accountStrings);

/** /dashboard/change-password: the page runs its own changePassword flow while shown. */
export function ChangePasswordPage() {
  const lazyRef = usePageFlow('changePassword');
  return (
    <DashboardPage route={DASHBOARD_ROUTES.changePassword} state="page.changePassword">
      <LazyFlowView lazyRef={lazyRef}>{(flow) => <ChangePasswordForm key={flow.sessionId} flow={flow} />}</LazyFlowView>
    </DashboardPage>
  );
}
