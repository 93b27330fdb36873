import { waitFor } from 'xstate';
import type { BootstrapConfig } from '../../../contract/schemas';
import { actor } from '../effects';

/** The site configuration once the bootstrap call has settled (the stored copy if it failed), or null. */
export async function settledConfig(system: unknown): Promise<BootstrapConfig | null> {
  const bootstrap = actor(system, 'bootstrap');
  if (!bootstrap) return null;
  const settled = await waitFor(bootstrap, (s) => !s.matches('loading'));
  return settled.context.stored ?? null;
}
