import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeToModals, topModal } from '../../platform/modalStack';
import type { ToastPosition } from '../../../machines/toasts.machine';
import { whenSettled } from '../../platform/settled';
import { useApp } from '../shared/AppContext';
import { lazyComponent } from '../shared/lazyComponent';
import { theme } from '../shared/theme';

const region = (position: ToastPosition, inDialog: boolean) => css`
  position: ${inDialog ? 'absolute' : 'fixed'};
  left: 50%;
  transform: translateX(-50%);
  ${position === 'top-center' ? 'top: 1rem;' : 'bottom: 5rem;'}
  /* On a phone a message at the very top covered the header and balance (the
     welcome after login). In a dialog it sits in the dialog, below its title
     bar, so it never covers the dialog's Close; only its own button takes clicks. */
  ${position === 'top-center' ? `@media ${theme.narrow} { top: calc(${theme.phoneHeaderHeight} + 0.5rem); }` : ''}
  ${inDialog && position === 'top-center' ? 'top: 5rem !important;' : ''}
  ${inDialog && position === 'bottom-center' ? 'bottom: 1rem;' : ''}
  z-index: 1000;
  display: grid;
  gap: 0.5rem;
  width: min(26rem, calc(100% - 2rem));
  pointer-events: none;
`;
/**
 * A toast's look and text load once the page has settled, or with the first
 * toast: none shows on the first screen, and their styles were bytes of the
 * first screen's budget (issue 21).
 */
const ToastItem = lazyComponent(() => import('./ToastItem').then((m) => m.ToastItem));

/**
 * The toasts machine's stack, top-center by default, bottom-center on
 * request; inside the topmost open dialog when there is one, since a modal
 * dialog makes the rest of the page inert and draws over it (modalStack.ts).
 */
export function Toaster() {
  const { actors } = useApp();
  const toasts = useSelector(actors.toasts, (s) => s.context.toasts);
  const dialog = useSyncExternalStore(subscribeToModals, topModal, () => null);
  useEffect(() => whenSettled(() => void ToastItem.preload().catch(() => {})), []);
  const regions = (
    <>
      {(['top-center', 'bottom-center'] as const).map((position) => (
        // Live regions, not landmarks: two of them would need distinct names.
        <div key={position} className={region(position, dialog !== null)} aria-live="polite" data-position={position}>
          {toasts
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
        </div>
      ))}
    </>
  );
  return dialog ? createPortal(regions, dialog) : regions;
}
