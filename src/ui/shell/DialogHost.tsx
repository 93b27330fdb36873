import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { callRequestMachine } from '../../../machines/callRequest.machine';
import type { changePasswordMachine } from '../../../machines/changePassword.machine';
import type { phoneValidationMachine } from '../../../machines/phoneValidation.machine';
import type { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import type { registrationMachine } from '../../../machines/registration.machine';
import { lazy, Suspense, type ReactNode } from 'react';
import type { loginMachine } from '../../../machines/login.machine';
import type { recoveryMachine } from '../../../machines/recovery.machine';
import { LoginDialog } from '../login/LoginDialog';
import { useApp, useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';

// Every dialog but login loads when first opened: none is on the first screen.
const RegisterDialog = lazy(() => import('../register/RegisterDialog').then((m) => ({ default: m.RegisterDialog })));
const RecoveryDialog = lazy(() => import('../recovery/RecoveryDialog').then((m) => ({ default: m.RecoveryDialog })));
const ChangePasswordDialog = lazy(() => import('../changePassword/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })));
const PhoneValidationDialog = lazy(() => import('../phone/PhoneValidationDialog').then((m) => ({ default: m.PhoneValidationDialog })));
const PhoneVerificationDialog = lazy(() => import('../phone/PhoneVerificationDialog').then((m) => ({ default: m.PhoneVerificationDialog })));
const CallRequestDialog = lazy(() => import('../callRequest/CallRequestDialog').then((m) => ({ default: m.CallRequestDialog })));
const NotificationPanel = lazy(() => import('../notifications/NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

/** While a dialog's code loads: the dialog frame with 'Loading...', closable. */
function Loading({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Dialog title={t('app.loading')} state="dialogs.loading" onClose={onClose} width="narrow">
          <p role="status">{t('app.loading')}</p>
        </Dialog>
      }
    >
      {children}
    </Suspense>
  );
}

/** Shows the dialog the dialogs machine has open, with its running flow. */
export function DialogHost() {
  const { actors } = useApp();
  const close = () => actors.dialogs.send({ type: 'CLOSE' });
  return <Loading onClose={close}>{<OpenDialog />}</Loading>;
}

function OpenDialog() {
  const { actors } = useApp();
  const open = useSelector(actors.dialogs, (s) => s.value);
  const children = useSelector(actors.dialogs, (s) => s.children);
  const close = () => actors.dialogs.send({ type: 'CLOSE' });
  const openRegister = () => actors.dialogs.send({ type: 'OPEN.REGISTER' });
  const openLogin = () => actors.dialogs.send({ type: 'OPEN.LOGIN' });

  if (open === 'login' && children.loginFlow) {
    const flow = children.loginFlow as ActorRefFrom<typeof loginMachine>;
    return (
      <LoginDialog key={flow.sessionId} flow={flow} onClose={close} onRecover={() => actors.dialogs.send({ type: 'OPEN.RECOVERY' })} onRegister={openRegister} />
    );
  }
  if (open === 'register' && children.registerFlow) {
    const flow = children.registerFlow as ActorRefFrom<typeof registrationMachine>;
    return <RegisterDialog key={flow.sessionId} flow={flow} onClose={close} onLogin={openLogin} />;
  }
  if (open === 'smsVerification' && children.smsVerificationFlow) {
    const flow = children.smsVerificationFlow as ActorRefFrom<typeof phoneValidationMachine>;
    return <PhoneValidationDialog key={flow.sessionId} flow={flow} onClose={close} />;
  }
  if (open === 'phoneVerification' && children.phoneVerificationFlow) {
    const flow = children.phoneVerificationFlow as ActorRefFrom<typeof phoneVerificationMachine>;
    return <PhoneVerificationDialog key={flow.sessionId} flow={flow} onClose={close} />;
  }
  if (open === 'callRequest' && children.callRequestFlow) {
    const flow = children.callRequestFlow as ActorRefFrom<typeof callRequestMachine>;
    return <CallRequestDialog key={flow.sessionId} flow={flow} onClose={close} />;
  }
  if (open === 'recovery' && children.recoveryFlow) {
    const flow = children.recoveryFlow as ActorRefFrom<typeof recoveryMachine>;
    return <RecoveryDialog key={flow.sessionId} flow={flow} onClose={close} onRegister={openRegister} />;
  }
  if (open === 'changePassword' && children.changePasswordFlow) {
    const flow = children.changePasswordFlow as ActorRefFrom<typeof changePasswordMachine>;
    return <ChangePasswordDialog key={flow.sessionId} flow={flow} onClose={close} />;
  }
  if (open === 'notifications') return <NotificationPanel onClose={close} />;
  return null;
}
