import './styleSheetFirst';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalStyles } from '../ui/shared/globalStyles';
import { App } from './App';
import { whenSettled } from '../platform/settled';
import { yieldToBrowser } from '../platform/yieldToBrowser';

installGlobalStyles();
void start();

/**
 * Start-up in tasks of their own, the browser let in between (a 4×-slowed
 * phone's main thread was blocked ~400 ms in one; issue 31): this module's
 * evaluation (React and the views); the second stage's (./startApp, its own
 * chunks, fetched beside this one: scripts/startStages.ts) with its steps;
 * then the render, itself in slices.
 *
 * Not top-level await: the second stage imports from the chunk this module
 * is in, and a chunk whose evaluation waited for the second stage could not
 * be imported by it.
 */
async function start() {
  await yieldToBrowser();
  const { startApp } = await import('./startApp');
  const { services, actors } = await startApp();
  await yieldToBrowser();

  // As a transition, React renders the first screen in slices of a few
  // milliseconds and lets the browser in between, rather than in one long task
  // (a slowed phone's main thread was blocked ~300 ms; issue 20).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App context={{ actors, i18n: services.i18n, siteHost: window.location.host }} />
      </StrictMode>,
    ),
  );

  // The fingerprint (1.4 s of script on a slow phone) is not needed for the
  // first screen: login and sign-up start it when their dialog opens and wait
  // for it; otherwise it is computed once the page has settled, in idle time.
  const FINGERPRINT_AFTER_LOAD_MS = 10_000;
  whenSettled(() => window.setTimeout(() => whenSettled(() => void services.fingerprint.ensure()), FINGERPRINT_AFTER_LOAD_MS));
}
