import { useSelector } from '@xstate/react';
import { LoginDialog } from '../login/LoginDialog';
import { NotificationPanel } from '../notifications/NotificationPanel';
import { useApp } from '../shared/AppContext';

/** Shows the dialog the dialogs machine has open, with its running flow. */
export function DialogHost() {
  const { actors } = useApp();
  const open = useSelector(actors.dialogs, (s) => s.value);
  const loginFlow = useSelector(actors.dialogs, (s) => s.children.loginFlow);
  const close = () => actors.dialogs.send({ type: 'CLOSE' });

  if (open === 'login' && loginFlow) return <LoginDialog key={loginFlow.sessionId} flow={loginFlow} onClose={close} />;
  if (open === 'notifications') return <NotificationPanel onClose={close} />;
  return null;
}
