// Loaded with the popup's flow, not with the first screen.

/**
 * Resolves at the player's first tap, click, key or wheel from the call on: the inputs at which Chromium stops measuring the largest paint.
 * Whatever opens only after it (the announcement popup) never decides the
 * page's largest paint, which then measures the page's own content.
 * Programmatic scrolling is no input and does not count.
 */
export function firstInput(target: Window = window): Promise<void> {
  // Each listener goes after its first event; the later ones find the promise settled.
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) target.addEventListener(type, () => resolve(), { capture: true, passive: true, once: true });
  });
}

/** How long a press, a drag or a held key may go on before what waits for its answer goes ahead anyway. */
const LONGEST_INPUT_MS = 1000;

/**
 * Resolves once the input under way has been answered: its click, key-up,
 * cancel or wheel handled (the page's own listeners run before the window's
 * in the bubble phase) and the next frame painted, or after a second. What
 * the first input starts but the input does not need (the banner carousel's
 * take-over) waits for this, rather than coming between a tap's touch and its
 * click: on a 4×-slowed phone the carousel's first render delayed a game
 * tile's tap by 40–70 ms (issue 31: INP).
 */
export function inputAnswered(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const types = ['click', 'keyup', 'pointercancel', 'wheel'];
    const answered = () => {
      for (const type of types) target.removeEventListener(type, answered);
      target.clearTimeout(timer);
      // A frame's callbacks run before its paint; a task queued from one runs after it.
      target.requestAnimationFrame(() => target.setTimeout(resolve));
    };
    for (const type of types) target.addEventListener(type, answered, { passive: true });
    const timer = target.setTimeout(answered, LONGEST_INPUT_MS);
  });
}
