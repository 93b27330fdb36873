import { useSelector } from '@xstate/react';
import type { FlowRef } from '../../app/flows/registry';
import { useApp } from '../shared/AppContext';
import { statePath } from '../shared/statePath';
import { lazyComponent } from '../shared/lazyComponent';
import { useLazyFlow } from '../shared/useLazyFlow';

// Not React.lazy: a Suspense boundary reveals on a timer, which the model paths' paused clock holds (lazyComponent.tsx).
const PopupView = lazyComponent(() => import('./PopupView').then((m) => m.PopupView));

/** The site popup, its view loaded only when the dialogs machine shows it (one dialog at a time). */
export function PopupHost() {
  const { actors } = useApp();
  // The popup's slot (the app machine's child 'popup'), running the flow the registry loads into it.
  const slot = useSelector(actors.app, (s) => s.children.popup);
  const view = useLazyFlow<FlowRef<'popup'>>(slot);
  const flow = view.status === 'running' ? view.flow : undefined;
  const popup = useSelector(flow, (s) => (s?.matches('open') ? s.context.popup : null));
  const shown = useSelector(actors.dialogs, (s) => s.matches('popup'));
  // Where the check stands (checking, open, done), as data-flow-state (data-state is the dialog's own): the
  // check waits unseen for the configuration and the player's first input, then for their hands to rest.
  // A finished flow has no state to show (its slot stays among the app's children, done).
  const value = useSelector(flow, (s) => (s?.status === 'active' ? statePath(s.value) : null));
  const state = value && <span id="popup-state" hidden data-flow-state={`popup.${value}`} />;
  if (!popup || !shown) return state;
  return (
    <>
      {state}
      <PopupView popup={popup} onClose={() => actors.dialogs.send({ type: 'CLOSE' })} />
    </>
  );
}
