import { useEffect, type RefObject } from 'react';
import { modalClosed, modalOpened } from '../../platform/modalStack';

/**
 * Shows a native <dialog> modally while mounted: the browser makes the rest
 * of the page inert (focus stays inside) and Escape fires `cancel`; on unmount
 * it closes and focus returns to what opened it. Used by every dialog and
 * side panel; the modal stack knows which is on top.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    // Toasts and confetti are drawn inside the topmost dialog (platform/modalStack.ts).
    modalOpened(element);
    // The first field rather than the close button, when the dialog marks one.
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      modalClosed(element);
      if (typeof element.close === 'function' && element.open) element.close();
      opener?.focus();
    };
  }, [ref]);
}
