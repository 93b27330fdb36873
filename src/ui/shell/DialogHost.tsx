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
 * a slot without a view, or a view of another flow, does not compile. A
 * dialog shows while the dialogs machine runs its slot's flow, in this order:
 * the game first, under the deposit that opens over it.
 */
const DIALOG_VIEWS: { [S in DialogSlot]: DialogView<S> } = {
  gameFlow: lazyView(async () => (await import('../casino/GameDialog')).GameDialog),
  loginFlow: lazyView(async () => (await import('../login/LoginDialog')).LoginDialog),
  registrationFlow: lazyView(async () => (await import('../registration/RegistrationDialog')).RegistrationDialog),
  recoveryFlow: lazyView(async () => (await import('../recovery/RecoveryDialog')).RecoveryDialog),
  changePasswordFlow: lazyView(async () => (await import('../changePassword/ChangePasswordDialog')).ChangePasswordDialog),
  phoneValidationFlow: lazyView(async () => (await import('../phone/PhoneValidationDialog')).PhoneValidationDialog),
  phoneVerificationFlow: lazyView(async () => (await import('../phone/PhoneVerificationDialog')).PhoneVerificationDialog),
  callRequestFlow: lazyView(async () => (await import('../callRequest/CallRequestDialog')).CallRequestDialog),
  emailConfirmationFlow: lazyView(async () => (await import('../emailConfirmation/EmailConfirmationDialog')).EmailConfirmationDialog),
  depositFlow: lazyView(async () => (await import('../payments/DepositDialog')).DepositDialog),
  exclusionFlow: lazyView(async () => (await import('../responsibleGaming/ExclusionDialog')).ExclusionDialog),
};
const DIALOG_SLOTS = Object.keys(DIALOG_VIEWS) as DialogSlot[];
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
  const children = useSelector(actors.dialogs, (s) => s.children);
  const showsRealityCheck = useSelector(actors.dialogs, (s) => s.hasTag('showsRealityCheck'));
  const showsNotifications = useSelector(actors.dialogs, (s) => s.hasTag('showsNotifications'));
  const close = () => actors.dialogs.send({ type: 'CLOSE' });
  // The reality check runs with the session, not with its dialog.
  const realityCheck: LazySlot<FlowRef<'realityCheck'>> | undefined = useSelector(actors.session, (s) => s.children.realityCheck);
  // The slot's flow type comes from the registry: a dialog rendered with another flow's view does not compile.
  const dialog = <S extends DialogSlot>(slot: S, lazyRef: LazySlot<DialogFlowRef<S>>) => {
    const View: DialogView<S> = DIALOG_VIEWS[slot];
    const closeEvent = CLOSE_EVENTS[slot];
    const onClose = closeEvent ? () => actors.dialogs.send(closeEvent) : close;
    return (
      <FlowDialog key={lazyRef.sessionId} lazyRef={lazyRef} onClose={onClose} render={(flow) => <View flow={flow} onClose={onClose} />} />
    );
  };
  // Each running flow's dialog, in DIALOG_VIEWS's order: the game's below the deposit opened over it, which stays
  // mounted underneath. The popup shows in its own host (PopupHost); closed runs no flow and shows nothing.
  return (
    <>
      {DIALOG_SLOTS.map((slot) => {
        const lazyRef = children[slot];
        return lazyRef && dialog(slot, lazyRef);
      })}
      {/* Over the game too: the game stays mounted, covered and out of reach until it is answered. */}
      {showsRealityCheck && <FlowDialog lazyRef={realityCheck} onClose={close} render={(flow) => <RealityCheckDialog flow={flow} />} />}
      {showsNotifications && <NotificationPanel onClose={close} />}
    </>
  );
}
