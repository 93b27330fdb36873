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
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'])
      target.addEventListener(type, () => resolve(), { capture: true, passive: true, once: true });
  });
}
