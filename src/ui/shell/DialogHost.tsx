import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { DialogFlowRef, DialogSlot, FlowRef, LazySlot } from '../../app/flows/registry';
import { Fragment, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { DialogsEvent } from '../../../machines/dialogs.machine';
import { useApp, useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { LoadFailed } from '../shared/LoadFailed';
import { useAfterDelay } from '../shared/useAfterDelay';
import { useLazyFlow } from '../shared/useLazyFlow';

/** A dialog's view: its slot's running flow, and how the player closes it. */
type DialogView<S extends DialogSlot> = ComponentType<{ flow: DialogFlowRef<S>; onClose(): void }>;
/** A view loaded when its dialog first opens (its flow loads beside it, in the dialogs machine's slot): none is on the first screen. */
const lazyView = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));

/**
 * Each flow dialog's view by the slot it renders (registry.ts's DIALOG_FLOWS):
 * a slot without a view, or a view of another flow, does not compile. The
 * dialogs machine's state `<name>` runs the slot `<name>Flow`.
 */
const DIALOG_VIEWS: { [S in DialogSlot]: DialogView<S> } = {
  loginFlow: lazyView(async () => (await import('../login/LoginDialog')).LoginDialog),
  registrationFlow: lazyView(async () => (await import('../registration/RegistrationDialog')).RegistrationDialog),
  recoveryFlow: lazyView(async () => (await import('../recovery/RecoveryDialog')).RecoveryDialog),
  changePasswordFlow: lazyView(async () => (await import('../changePassword/ChangePasswordDialog')).ChangePasswordDialog),
  phoneValidationFlow: lazyView(async () => (await import('../phone/PhoneValidationDialog')).PhoneValidationDialog),
  phoneVerificationFlow: lazyView(async () => (await import('../phone/PhoneVerificationDialog')).PhoneVerificationDialog),
  callRequestFlow: lazyView(async () => (await import('../callRequest/CallRequestDialog')).CallRequestDialog),
  emailConfirmationFlow: lazyView(async () => (await import('../emailConfirmation/EmailConfirmationDialog')).EmailConfirmationDialog),
  depositFlow: lazyView(async () => (await import('../payments/DepositDialog')).DepositDialog),
  gameFlow: lazyView(async () => (await import('../casino/GameDialog')).GameDialog),
  exclusionFlow: lazyView(async () => (await import('../responsibleGaming/ExclusionDialog')).ExclusionDialog),
};
const isDialogSlot = (slot: string): slot is DialogSlot => Object.hasOwn(DIALOG_VIEWS, slot);
/** How a dialog closes when not with CLOSE: the deposit over a game closes to the game. */
const CLOSE_EVENTS: Partial<Record<DialogSlot, DialogsEvent>> = { depositFlow: { type: 'DEPOSIT.CLOSE' } };

const RealityCheckDialog = lazyView(async () => (await import('../responsibleGaming/RealityCheckDialog')).RealityCheckDialog);
const NotificationPanel = lazyView(async () => (await import('../notifications/NotificationPanel')).NotificationPanel);

/**
 * How long a dialog's code may take before its frame shows 'Loading...'.
 * Sooner, the frame would open and close again just before the dialog
 * itself: a flash, focus sent back to the opener in between, and the page
 * made inert twice (on a 4×-slowed phone ~70 ms of style and layout each).
 */
export const LOADING_FRAME_DELAY_MS = 300;

/** While a dialog's code loads: after a moment, the dialog frame with 'Loading...', closable. */
function LoadingDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  if (!useAfterDelay(LOADING_FRAME_DELAY_MS)) return null;
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
  // Keyed by the running flow: a new flow in the slot is a new view, with nothing kept from the last.
  if (view.status === 'running') return <Fragment key={view.flow.sessionId}>{render(view.flow)}</Fragment>;
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
  const open = typeof value === 'string' ? value : Object.keys(value)[0]!;
  const depositingInGame = useSelector(actors.dialogs, (s) => s.matches({ game: 'depositing' }));
  const checkingInGame = useSelector(actors.dialogs, (s) => s.matches({ game: 'checking' }));
  const children = useSelector(actors.dialogs, (s) => s.children);
  const close = () => actors.dialogs.send({ type: 'CLOSE' });
  // The reality check runs with the session, not with its dialog.
  const realityCheck: LazySlot<FlowRef<'realityCheck'>> | undefined = useSelector(actors.session, (s) => s.children.realityCheck);
  const realityCheckDialog = <FlowDialog lazyRef={realityCheck} onClose={close} render={(flow) => <RealityCheckDialog flow={flow} />} />;
  // The slot's flow type comes from the registry: a dialog rendered with another flow's view does not compile.
  const dialog = <S extends DialogSlot>(slot: S) => {
    const lazyRef: LazySlot<DialogFlowRef<S>> | undefined = children[slot];
    const View: DialogView<S> = DIALOG_VIEWS[slot];
    const closeEvent = CLOSE_EVENTS[slot];
    const onClose = closeEvent ? () => actors.dialogs.send(closeEvent) : close;
    return (
      <FlowDialog key={lazyRef?.sessionId} lazyRef={lazyRef} onClose={onClose} render={(flow) => <View flow={flow} onClose={onClose} />} />
    );
  };

  if (open === 'game')
    // The deposit opens over the running game, which stays mounted underneath.
    return (
      <>
        {dialog('gameFlow')}
        {depositingInGame && dialog('depositFlow')}
        {/* The reality check over the game: the game stays mounted, covered and out of reach until it is answered. */}
        {checkingInGame && realityCheckDialog}
      </>
    );
  if (open === 'realityCheck') return realityCheckDialog;
  if (open === 'notifications') return <NotificationPanel onClose={close} />;
  // The popup shows in its own host (PopupHost); closed shows nothing.
  const slot = `${open}Flow`;
  return isDialogSlot(slot) ? dialog(slot) : null;
}
