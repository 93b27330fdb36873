import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import { useT } from '../shared/AppContext';
import { usePageFlow } from '../shared/usePageFlow';
import { Breadcrumb } from '../shell/Breadcrumb';
import { PhoneVerificationPanel } from './PhoneVerificationPanel';

const page = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

/** /dashboard/phone-verification: variant 2 as a page, its flow started while shown. */
export function PhoneVerificationPage() {
  const t = useT();
  const flow = usePageFlow<ActorRefFrom<typeof phoneVerificationMachine>>('phoneVerification');
  return (
    <section className={page} data-state="page.phoneVerification">
      <Breadcrumb items={[{ label: t('breadcrumb.dashboard'), url: '/dashboard' }, { label: t('phone.title'), url: '/dashboard/phone-verification' }]} />
      <h1>{t('phone.title')}</h1>
      {flow ? <PhoneVerificationPanel key={flow.sessionId} flow={flow} /> : <p role="status">{t('app.loading')}</p>}
    </section>
  );
}
