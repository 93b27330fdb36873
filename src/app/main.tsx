import './styleSheetFirst';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalStyles } from '../ui/shared/globalStyles';
import { App } from './App';
import { createAppActors } from './appActors';
import { loadInspector } from './inspector';
import { createServices } from './services';
import { whenSettled } from '../platform/settled';

installGlobalStyles();
// The API client reports a 401 to the session, which exists a moment later.
let reportUnauthorized = () => {};
const services = await createServices(() => reportUnauthorized());
document.documentElement.lang = services.language;
document.title = services.i18n.t('app.name');

const inspect = await loadInspector(window.location.search);
const actors = createAppActors(services, window.location.pathname, inspect);
reportUnauthorized = () => actors.session.send({ type: 'UNAUTHORIZED' });

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
