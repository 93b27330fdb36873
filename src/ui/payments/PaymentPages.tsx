import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';
import { useT } from '../shared/AppContext';
import { LazyFlowView } from '../shared/LazyFlowView';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shared/dashboard/DashboardPage';
import { PaymentMethods } from './PaymentMethods';

addStrings(casinoStrings);

function PaymentPage({ kind }: { kind: 'deposit' | 'withdraw' }) {
  const t = useT();
  const lazyRef = usePageFlow(kind);
  return (
    <DashboardPage title={t(kind === 'deposit' ? 'payment.depositTitle' : 'payment.withdrawTitle')} url={`/dashboard/${kind}`} state={`page.${kind}`}>
      <LazyFlowView lazyRef={lazyRef}>
        {(flow) => <PaymentMethods key={flow.sessionId} flow={flow} inDialog={false} />}
      </LazyFlowView>
    </DashboardPage>
  );
}

/** /dashboard/deposit: the deposit methods, each opening its form. */
export const DepositPage = () => <PaymentPage kind="deposit" />;
/** /dashboard/withdraw: the withdraw methods, each opening its form. */
export const WithdrawPage = () => <PaymentPage kind="withdraw" />;
