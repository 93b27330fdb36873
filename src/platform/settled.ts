// "Once the page has loaded, in idle time": when the first screen's
// deferred work starts (the carousel, the popup, the fingerprint), so that
// none of it competes with the first paint (issue 20).

/** Runs `start` after the load event, when the browser is idle (at most `timeoutMs` later); returns a cancel. */
export function whenSettled(start: () => void, timeoutMs = 2000): () => void {
  let idle: number | undefined;
  const onLoad = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: timeoutMs }) : window.setTimeout(start, 1);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}
