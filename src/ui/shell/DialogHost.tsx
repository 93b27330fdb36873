import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { DialogFlowRef, DialogSlot, FlowRef, LazySlot } from '../../app/flows/registry';
import { lazy, Suspense, type ReactNode } from 'react';
import { useApp, useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { LoadFailed } from '../shared/LoadFailed';
import { useLazyFlow } from '../shared/useLazyFlow';

// Every dialog loads when first opened, its view here and its flow in the
// dialogs machine (lazyFlow): none is on the first screen.
const LoginDialog = lazy(() => import('../login/LoginDialog').then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() => import('../register/RegisterDialog').then((m) => ({ default: m.RegisterDialog })));
const RecoveryDialog = lazy(() => import('../recovery/RecoveryDialog').then((m) => ({ default: m.RecoveryDialog })));
const ChangePasswordDialog = lazy(() =>
  import('../changePassword/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const PhoneValidationDialog = lazy(() => import('../phone/PhoneValidationDialog').then((m) => ({ default: m.PhoneValidationDialog })));
const PhoneVerificationDialog = lazy(() =>
  import('../phone/PhoneVerificationDialog').then((m) => ({ default: m.PhoneVerificationDialog })),
);
const CallRequestDialog = lazy(() => import('../callRequest/CallRequestDialog').then((m) => ({ default: m.CallRequestDialog })));
const DepositDialog = lazy(() => import('../payments/DepositDialog').then((m) => ({ default: m.DepositDialog })));
const GameDialog = lazy(() => import('../casino/GameDialog').then((m) => ({ default: m.GameDialog })));
const RealityCheckDialog = lazy(() => import('../responsibleGaming/RealityCheckDialog').then((m) => ({ default: m.RealityCheckDialog })));
const ExclusionDialog = lazy(() => import('../responsibleGaming/ExclusionDialog').then((m) => ({ default: m.ExclusionDialog })));
const NotificationPanel = lazy(() => import('../notifications/NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

/** While a dialog's code loads: the dialog frame with 'Loading...', closable. */
function LoadingDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  return (
    <Dialog title={t('app.loading')} state="dialogs.loading" onClose={onClose} size="medium">
      <p role="status">{t('app.loading')}</p>
    </Dialog>
  );
}

/** Shows the dialog the dialogs machine has open, with its running flow. */
export function DialogHost() {
  const { actors } = useApp();
  const close = () => actors.dialogs.send({ type: 'CLOSE' });
  return (
    <Suspense fallback={<LoadingDialog onClose={close} />}>
      <OpenDialog />
    </Suspense>
  );
}

/** A dialog whose flow loads lazily: Loading, then the flow's view, or Try again. */
function FlowDialog<T extends AnyActorRef>({
  lazyRef,
  onClose,
  render,
}: {
  lazyRef: LazySlot<T> | undefined;
  onClose(): void;
  render(flow: T): ReactNode;
}) {
  const t = useT();
  const view = useLazyFlow(lazyRef);
  if (view.status === 'running') return render(view.flow);
  if (view.status === 'failed') {
    return (
      <Dialog title={t('app.loadFailedTitle')} state="dialogs.loadFailed" onClose={onClose} size="medium">
        <LoadFailed retry={view.retry} />
      </Dialog>
    );
  }
  return <LoadingDialog onClose={onClose} />;
}

function OpenDialog() {
  const { actors } = useApp();
  const value = useSelector(actors.dialogs, (s) => s.value);
  const open = typeof value === 'string' ? value : Object.keys(value)[0];
  const depositingInGame = useSelector(actors.dialogs, (s) => s.matches({ game: 'depositing' }));
  const checkingInGame = useSelector(actors.dialogs, (s) => s.matches({ game: 'checking' }));
  const children = useSelector(actors.dialogs, (s) => s.children);
  const close = () => actors.dialogs.send({ type: 'CLOSE' });
  // The reality check runs with the session, not with its dialog.
  const realityCheck: LazySlot<FlowRef<'realityCheck'>> | undefined = useSelector(actors.session, (s) => s.children.realityCheck);
  const openRegister = () => actors.dialogs.send({ type: 'OPEN.REGISTRATION' });
  const openLogin = () => actors.dialogs.send({ type: 'OPEN.LOGIN' });
  const realityCheckDialog = (
    <FlowDialog lazyRef={realityCheck} onClose={close} render={(flow) => <RealityCheckDialog key={flow.sessionId} flow={flow} />} />
  );
  // The slot's flow type comes from the registry: a dialog rendered with another flow's view does not compile.
  const dialog = <S extends DialogSlot>(slot: S, render: (flow: DialogFlowRef<S>) => ReactNode) => {
    const lazyRef: LazySlot<DialogFlowRef<S>> | undefined = children[slot];
    return <FlowDialog key={lazyRef?.sessionId} lazyRef={lazyRef} onClose={close} render={render} />;
  };

  switch (open) {
    case 'login':
      return dialog('loginFlow', (flow) => (
        <LoginDialog
          key={flow.sessionId}
          flow={flow}
          onClose={close}
          onRecover={() => actors.dialogs.send({ type: 'OPEN.RECOVERY' })}
          onRegister={openRegister}
        />
      ));
    case 'registration':
      return dialog('registrationFlow', (flow) => <RegisterDialog key={flow.sessionId} flow={flow} onClose={close} onLogin={openLogin} />);
    case 'phoneValidation':
      return dialog('phoneValidationFlow', (flow) => <PhoneValidationDialog key={flow.sessionId} flow={flow} onClose={close} />);
    case 'phoneVerification':
      return dialog('phoneVerificationFlow', (flow) => <PhoneVerificationDialog key={flow.sessionId} flow={flow} onClose={close} />);
    case 'callRequest':
      return dialog('callRequestFlow', (flow) => <CallRequestDialog key={flow.sessionId} flow={flow} onClose={close} />);
    case 'recovery':
      return dialog('recoveryFlow', (flow) => (
        <RecoveryDialog key={flow.sessionId} flow={flow} onClose={close} onRegister={openRegister} />
      ));
    case 'changePassword':
      return dialog('changePasswordFlow', (flow) => <ChangePasswordDialog key={flow.sessionId} flow={flow} onClose={close} />);
    case 'deposit':
      return dialog('depositFlow', (flow) => (
        <DepositDialog key={flow.sessionId} flow={flow} onClose={() => actors.dialogs.send({ type: 'DEPOSIT.CLOSE' })} />
      ));
    case 'game':
      // The deposit opens over the running game, which stays mounted underneath.
      return (
        <>
          {dialog('gameFlow', (flow) => (
            <GameDialog key={flow.sessionId} flow={flow} />
          ))}
          {depositingInGame &&
            dialog('depositFlow', (flow) => (
              <DepositDialog key={flow.sessionId} flow={flow} onClose={() => actors.dialogs.send({ type: 'DEPOSIT.CLOSE' })} />
            ))}
          {/* The reality check over the game: the game stays mounted, covered and out of reach until it is answered. */}
          {checkingInGame && realityCheckDialog}
        </>
      );
    case 'realityCheck':
      return realityCheckDialog;
    case 'exclusion':
      return dialog('exclusionFlow', (flow) => <ExclusionDialog key={flow.sessionId} flow={flow} onClose={close} />);
    case 'notifications':
      return <NotificationPanel onClose={close} />;
    default:
      return null;
  }
}
