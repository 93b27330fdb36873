import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalStyles } from '../ui/shared/globalStyles';
import { App } from './App';
import { createAppActors } from './appActors';
import { loadInspector } from './inspector';
import { createServices } from './services';

installGlobalStyles();
// The API client reports a 401 to the session, which exists a moment later.
let reportUnauthorized = () => {};
const services = await createServices(() => reportUnauthorized());
document.documentElement.lang = services.language;
document.title = services.i18n.t('app.name');

const inspect = await loadInspector(window.location.search);
const actors = createAppActors(services, window.location.pathname, inspect);
reportUnauthorized = () => actors.session.send({ type: 'UNAUTHORIZED' });
const domainStatus = services.storage.read('bootstrap')?.domainStatus;
const domains = { current: domainStatus?.current ?? window.location.host, next: domainStatus?.next ?? null };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App context={{ actors, i18n: services.i18n, domains }} />
  </StrictMode>,
);

// The fingerprint is not needed for the first screen: compute it when idle.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
whenIdle(() => void services.fingerprint.ensure());
