import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { popupMachine } from '../../../machines/popup.machine';
import { useApp } from '../shared/AppContext';

const PopupView = lazy(() => import('./PopupView').then((m) => ({ default: m.PopupView })));

type PopupFlow = ActorRefFrom<typeof popupMachine>;

/** The site popup, its view loaded only when the dialogs machine shows it (one dialog at a time). */
export function PopupHost() {
  const { actors } = useApp();
  const lazyRef = actors.app.system.get('popup') as AnyActorRef | undefined;
  const flow = useSelector(lazyRef, (s: { children?: Record<string, AnyActorRef> } | undefined) => s?.children?.flow) as PopupFlow | undefined;
  const popup = useSelector(flow, (s) => (s?.matches('open') ? s.context.popup : null));
  const shown = useSelector(actors.dialogs, (s) => s.matches('popup'));
  // Where the check stands (checking, open, done), as data-flow-state (data-state is the dialog's own): the
  // check waits unseen for the configuration and the player's first input.
  const value = useSelector(flow, (s) => (typeof s?.value === 'string' ? s.value : null));
  const state = value && <span id="popup-state" hidden data-flow-state={`popup.${value}`} />;
  if (!popup || !shown) return state;
  return (
    <>
      {state}
      <Suspense fallback={null}>
        <PopupView popup={popup} onClose={() => actors.dialogs.send({ type: 'CLOSE' })} />
      </Suspense>
    </>
  );
}
