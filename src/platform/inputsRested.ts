// Imported when the first input comes (Banners.tsx), not with the first screen.

/** How long the hands stay off the page before what waits for them goes ahead. */
const RESTING_MS = 300;

/**
 * Resolves once the player's inputs have rested: no key, press, tap, click or
 * wheel for a moment (the input under way answered and painted: the page's
 * own listeners run before this one's). What the first input
 * starts but the input does not need (the banner carousel's take-over) waits
 * for this, rather than coming between a tap's touch and its click or
 * between a typist's keys: on a 4×-slowed phone the carousel's first render
 * delayed a game tile's tap by 40–70 ms, and a search's keys by as much
 * (issue 31: INP).
 */
export function inputsRested(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    // A touch starts with a pointerdown too.
    const types = ['keydown', 'keyup', 'pointerdown', 'pointerup', 'click', 'wheel'];
    let timer = 0;
    // Past 300 ms without input the input's answer has long been painted.
    const rested = () => {
      for (const type of types) target.removeEventListener(type, restart);
      resolve();
    };
    const restart = () => {
      target.clearTimeout(timer);
      timer = target.setTimeout(rested, RESTING_MS);
    };
    for (const type of types) target.addEventListener(type, restart, { passive: true });
    restart();
  });
}
