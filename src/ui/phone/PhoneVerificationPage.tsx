import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import { useApp, useT } from '../shared/AppContext';
import { Breadcrumb } from '../shell/Breadcrumb';
import { PhoneVerificationPanel } from './PhoneVerificationPanel';

const page = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

/** /dashboard/phone-verification: variant 2 as a page, its flow started while shown. */
export function PhoneVerificationPage() {
  const { actors } = useApp();
  const t = useT();
  useEffect(() => {
    actors.app.send({ type: 'PAGE.ENTER', page: 'phoneVerification' });
    return () => actors.app.send({ type: 'PAGE.LEAVE', page: 'phoneVerification' });
  }, [actors]);
  const flow = useSelector(actors.app, (s) => s.children['page.phoneVerification']) as ActorRefFrom<typeof phoneVerificationMachine> | undefined;
  return (
    <section className={page} data-state="page.phoneVerification">
      <Breadcrumb items={[{ label: t('breadcrumb.dashboard'), url: '/dashboard' }, { label: t('phone.title'), url: '/dashboard/phone-verification' }]} />
      <h1>{t('phone.title')}</h1>
      {flow ? <PhoneVerificationPanel key={flow.sessionId} flow={flow} /> : <p role="status">{t('app.loading')}</p>}
    </section>
  );
}
