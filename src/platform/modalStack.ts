// The modal dialogs open on the page, in the order they opened. A modal
// <dialog> sits in the browser's top layer and makes everything outside it
// inert: hidden from screen readers, not clickable, drawn beneath it
// whatever its z-index. What must reach the player while a dialog is open
// (toasts, the celebration's confetti) is therefore drawn inside the topmost
// one (issue 21: a failed login on a phone showed nothing at all).
type Listener = () => void;

const open: HTMLDialogElement[] = [];
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** A dialog was shown modally (useModalDialog). */
export function modalOpened(dialog: HTMLDialogElement): void {
  const at = open.indexOf(dialog);
  if (at >= 0) open.splice(at, 1);
  open.push(dialog);
  notify();
}

/** A dialog was closed or unmounted. */
export function modalClosed(dialog: HTMLDialogElement): void {
  const at = open.indexOf(dialog);
  if (at < 0) return;
  open.splice(at, 1);
  notify();
}

/** The dialog on top, or null when none is open. */
export const topModal = (): HTMLDialogElement | null => open[open.length - 1] ?? null;

export function subscribeToModals(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
