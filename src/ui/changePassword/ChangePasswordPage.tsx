import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/changePassword.machine';
import { useT } from '../shared/AppContext';
import { usePageFlow } from '../shared/usePageFlow';
import { Breadcrumb } from '../shell/Breadcrumb';
import { ChangePasswordForm } from './ChangePasswordForm';

const page = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

/** /dashboard/change-password: the page runs its own changePassword flow while shown. */
export function ChangePasswordPage() {
  const t = useT();
  const flow = usePageFlow<ActorRefFrom<typeof changePasswordMachine>>('changePassword');
  return (
    <section className={page} data-state="page.changePassword">
      <Breadcrumb items={[{ label: t('breadcrumb.dashboard'), url: '/dashboard' }, { label: t('changePassword.title'), url: '/dashboard/change-password' }]} />
      <h1>{t('changePassword.title')}</h1>
      {flow ? <ChangePasswordForm key={flow.sessionId} flow={flow} /> : <p role="status">{t('app.loading')}</p>}
    </section>
  );
}
