import type { ActorRefFrom } from 'xstate';
import type { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import { useT } from '../shared/AppContext';
import { LoadFailed } from '../shared/LoadFailed';
import { useLazyFlow } from '../shared/useLazyFlow';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shell/DashboardPage';
import { PhoneVerificationPanel } from './PhoneVerificationPanel';

/** /dashboard/phone-verification: variant 2 as a page, its flow started while shown. */
export function PhoneVerificationPage() {
  const t = useT();
  const view = useLazyFlow<ActorRefFrom<typeof phoneVerificationMachine>>(usePageFlow('phoneVerification'));
  return (
    <DashboardPage title={t('phone.title')} url="/dashboard/phone-verification" state="page.phoneVerification">
      {view.status === 'running' ? <PhoneVerificationPanel key={view.flow.sessionId} flow={view.flow} /> : view.status === 'failed' ? <LoadFailed retry={view.retry} /> : null}
    </DashboardPage>
  );
}
