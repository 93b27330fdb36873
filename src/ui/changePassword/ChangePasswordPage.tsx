import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/changePassword.machine';
import { useT } from '../shared/AppContext';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shell/DashboardPage';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /dashboard/change-password: the page runs its own changePassword flow while shown. */
export function ChangePasswordPage() {
  const t = useT();
  const flow = usePageFlow<ActorRefFrom<typeof changePasswordMachine>>('changePassword');
  return (
    <DashboardPage title={t('changePassword.title')} url="/dashboard/change-password" state="page.changePassword">
      {flow ? <ChangePasswordForm key={flow.sessionId} flow={flow} /> : null}
    </DashboardPage>
  );
}
