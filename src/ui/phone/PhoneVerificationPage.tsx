import { LazyFlowView } from '../shared/LazyFlowView';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shared/dashboard/DashboardPage';
import { PhoneVerificationPanel } from './PhoneVerificationPanel';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';
import { DASHBOARD_ROUTES } from '../../dashboardRoutes';

addStrings(accountStrings);

/** /dashboard/phone-verification: variant 2 as a page, its flow started while shown. */
export function PhoneVerificationPage() {
  const lazyRef = usePageFlow('phoneVerification');
  return (
    <DashboardPage route={DASHBOARD_ROUTES.phoneVerification} state="page.phoneVerification">
      <LazyFlowView lazyRef={lazyRef}>{(flow) => <PhoneVerificationPanel key={flow.sessionId} flow={flow} />}</LazyFlowView>
    </DashboardPage>
  );
}
