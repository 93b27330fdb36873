import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/changePassword.machine';
import type { loginMachine } from '../../../machines/login.machine';
import type { recoveryMachine } from '../../../machines/recovery.machine';
import { ChangePasswordDialog } from '../changePassword/ChangePasswordDialog';
import { LoginDialog } from '../login/LoginDialog';
import { NotificationPanel } from '../notifications/NotificationPanel';
import { RecoveryDialog } from '../recovery/RecoveryDialog';
import { useApp } from '../shared/AppContext';

/** Shows the dialog the dialogs machine has open, with its running flow. */
export function DialogHost() {
  const { actors } = useApp();
  const open = useSelector(actors.dialogs, (s) => s.value);
  const children = useSelector(actors.dialogs, (s) => s.children);
  const close = () => actors.dialogs.send({ type: 'CLOSE' });

  if (open === 'login' && children.loginFlow) {
    const flow = children.loginFlow as ActorRefFrom<typeof loginMachine>;
    return <LoginDialog key={flow.sessionId} flow={flow} onClose={close} onRecover={() => actors.dialogs.send({ type: 'OPEN.RECOVERY' })} />;
  }
  if (open === 'recovery' && children.recoveryFlow) {
    const flow = children.recoveryFlow as ActorRefFrom<typeof recoveryMachine>;
    return <RecoveryDialog key={flow.sessionId} flow={flow} onClose={close} />;
  }
  if (open === 'changePassword' && children.changePasswordFlow) {
    const flow = children.changePasswordFlow as ActorRefFrom<typeof changePasswordMachine>;
    return <ChangePasswordDialog key={flow.sessionId} flow={flow} onClose={close} />;
  }
  if (open === 'notifications') return <NotificationPanel onClose={close} />;
  return null;
}
