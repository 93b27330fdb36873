// What the player's hands are doing on the page: typing in a field, or
// pressing, tapping and scrolling. Whatever would open over the page by
// itself (the announcement popup) waits for them to rest: a modal that opens
// under a typing player takes their keys (issue 31: "SamuraiKingdom").

/** Input types a player types text into (a checkbox or a button takes no text). */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', '']);

/** Whether an element takes typed text: a text-like input, a textarea or editable content. */
export function isTextEntry(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement)
    return TEXT_INPUT_TYPES.has(element.getAttribute('type')?.toLowerCase() ?? '') && !element.readOnly && !element.disabled;
  return element.isContentEditable === true;
}

export interface HandsReport {
  /** A key, a press, a tap or the wheel. */
  active(): void;
  /** A text field took the focus. */
  typing(): void;
  /** The focus left the text fields. */
  leftField(): void;
}

/** Reports the player's hands until the returned function is called; tells `typing` at once if a text field has the focus already. */
export function watchHands(report: HandsReport, target: Window = window): () => void {
  const document = target.document;
  const onActive = () => report.active();
  const onFocusIn = (event: FocusEvent) => {
    if (isTextEntry(event.target)) report.typing();
  };
  // relatedTarget is where the focus goes: from one field to another the player is still typing.
  const onFocusOut = (event: FocusEvent) => {
    if (isTextEntry(event.target) && !isTextEntry(event.relatedTarget)) report.leftField();
  };
  const options = { capture: true, passive: true };
  const activity = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
  for (const type of activity) target.addEventListener(type, onActive, options);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  if (isTextEntry(document.activeElement)) report.typing();
  return () => {
    for (const type of activity) target.removeEventListener(type, onActive, options);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
  };
}
