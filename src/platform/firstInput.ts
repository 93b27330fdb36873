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

/** How long the hands stay off the page before what waits for them goes ahead. */
const RESTING_MS = 300;

/**
 * Resolves once the player's inputs have rested: no key, press, tap, click or
 * wheel for a moment (the input under way answered: the page's own listeners
 * run before this one's), and the next frame painted. What the first input
 * starts but the input does not need (the banner carousel's take-over) waits
 * for this, rather than coming between a tap's touch and its click or
 * between a typist's keys: on a 4×-slowed phone the carousel's first render
 * delayed a game tile's tap by 40–70 ms, and a search's keys by as much
 * (issue 31: INP).
 */
export function inputsRested(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const types = ['keydown', 'keyup', 'pointerdown', 'pointerup', 'click', 'wheel', 'touchstart'];
    let timer = 0;
    const rested = () => {
      for (const type of types) target.removeEventListener(type, restart);
      // A frame's callbacks run before its paint; a task queued from one runs after it.
      target.requestAnimationFrame(() => target.setTimeout(resolve));
    };
    const restart = () => {
      target.clearTimeout(timer);
      timer = target.setTimeout(rested, RESTING_MS);
    };
    for (const type of types) target.addEventListener(type, restart, { passive: true });
    restart();
  });
}
