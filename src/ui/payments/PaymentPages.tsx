import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';
import { LazyFlowView } from '../shared/LazyFlowView';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shared/dashboard/DashboardPage';
import { PaymentMethods } from './PaymentMethods';
import { DASHBOARD_ROUTES } from '../../dashboardRoutes';

addStrings(casinoStrings);

function PaymentPage({ kind }: { kind: 'deposit' | 'withdraw' }) {
  const lazyRef = usePageFlow(kind);
  return (
    <DashboardPage route={kind === 'deposit' ? DASHBOARD_ROUTES.deposit : DASHBOARD_ROUTES.withdraw} state={`page.${kind}`}>
      <LazyFlowView lazyRef={lazyRef}>{(flow) => <PaymentMethods key={flow.sessionId} flow={flow} inDialog={false} />}</LazyFlowView>
    </DashboardPage>
  );
}

/** /dashboard/deposit: the deposit methods, each opening its form. */
export const DepositPage = () => <PaymentPage kind="deposit" />;
/** /dashboard/withdraw: the withdraw methods, each opening its form. */
export const WithdrawPage = () => <PaymentPage kind="withdraw" />;
