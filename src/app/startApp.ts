// The app's later start-up stage (scripts/startStages.ts): the platform
// services and the actor system (the contract's schemas, XState and the
// machines, in a chunk of their own). main.tsx imports this module once the
// views have been evaluated, so that no single task evaluates the whole first
// screen; each step below is a task of its own too, the browser let in
// between (a 4×-slowed phone's main thread was blocked ~400 ms in one task;
// issue 31).
import { createAppActor, startAppActors, type AppActors } from './appActors';
import { loadInspector } from './inspector';
import { createServices, type Services } from './services';
import { yieldToBrowser } from '../platform/yieldToBrowser';

export async function startApp(): Promise<{ services: Services; actors: AppActors }> {
  await yieldToBrowser();
  // The API client reports a 401 to the session, which exists a moment later.
  let reportUnauthorized = () => {};
  const services = await createServices(() => reportUnauthorized());
  document.documentElement.lang = services.language;
  document.title = services.i18n.t('app.name');

  const inspect = await loadInspector(window.location.search);
  await yieldToBrowser();
  const app = createAppActor(services, window.location.pathname, inspect);
  await yieldToBrowser();
  const actors = startAppActors(app);
  reportUnauthorized = () => actors.session.send({ type: 'UNAUTHORIZED' });
  return { services, actors };
}
