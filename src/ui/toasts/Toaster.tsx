import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeToModals, topModal } from '../../platform/modalStack';
import type { Toast, ToastPosition } from '../../../machines/toasts.machine';
import { useApp, useT } from '../shared/AppContext';
import { theme } from '../shared/theme';

const region = (position: ToastPosition) => css`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  ${position === 'top-center' ? 'top: 1rem;' : 'bottom: 5rem;'}
  /* On a phone a message at the very top covered the header and balance (the
     welcome after login), or a full-screen dialog's title and close button. */
  ${position === 'top-center' ? `@media ${theme.narrow} { top: 4.75rem; }` : ''}
  z-index: 1000;
  display: grid;
  gap: 0.5rem;
  width: min(26rem, calc(100vw - 2rem));
  pointer-events: none;
`;
const COLORS: Record<Toast['kind'], string> = {
  blank: theme.color.surfaceRaised,
  error: '#5c1f24',
  success: '#1f4d2e',
  loading: theme.color.surfaceRaised,
  warning: '#5a4512',
  info: '#1d3b57',
};
const toastStyle = (kind: Toast['kind']) => css`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: ${COLORS[kind]};
  color: ${theme.color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.4);
  p {
    margin: 0;
    flex: 1;
  }
  button {
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
  }
`;

function ToastItem({ toast }: { toast: Toast }) {
  const { actors } = useApp();
  const t = useT();
  const text = 'text' in toast.message ? toast.message.text : t(toast.message.key, toast.message.params);
  return (
    <div className={toastStyle(toast.kind)} role={toast.kind === 'error' ? 'alert' : 'status'} data-toast-kind={toast.kind}>
      <p>{text}</p>
      <button type="button" aria-label={t('toast.dismiss')} onClick={() => actors.toasts.send({ type: 'DISMISS', id: toast.id })}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The toasts machine's stack, top-center by default, bottom-center on
 * request; inside the topmost open dialog when there is one, since a modal
 * dialog makes the rest of the page inert and draws over it (modalStack.ts).
 */
export function Toaster() {
  const { actors } = useApp();
  const toasts = useSelector(actors.toasts, (s) => s.context.toasts);
  const dialog = useSyncExternalStore(subscribeToModals, topModal, () => null);
  const regions = (
    <>
      {(['top-center', 'bottom-center'] as const).map((position) => (
        // Live regions, not landmarks: two of them would need distinct names.
        <div key={position} className={region(position)} aria-live="polite" data-position={position}>
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
