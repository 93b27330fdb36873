import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/changePassword.machine';
import { useT } from '../shared/AppContext';
import { LoadFailed } from '../shared/LoadFailed';
import { useLazyFlow } from '../shared/useLazyFlow';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shell/DashboardPage';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /dashboard/change-password: the page runs its own changePassword flow while shown. */
export function ChangePasswordPage() {
  const t = useT();
  const view = useLazyFlow<ActorRefFrom<typeof changePasswordMachine>>(usePageFlow('changePassword'));
  return (
    <DashboardPage title={t('changePassword.title')} url="/dashboard/change-password" state="page.changePassword">
      {view.status === 'running' ? <ChangePasswordForm key={view.flow.sessionId} flow={view.flow} /> : view.status === 'failed' ? <LoadFailed retry={view.retry} /> : null}
    </DashboardPage>
  );
}
