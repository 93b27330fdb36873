import { waitFor, type AnyActorRef } from 'xstate';
import type { BootstrapConfig } from '../../api/schemas';
import { actor } from '../effects';

/** The site configuration once the bootstrap call has settled (the stored copy if it failed), or null. */
export async function settledConfig(system: unknown): Promise<BootstrapConfig | null> {
  const bootstrap = actor(system, 'bootstrap') as AnyActorRef | undefined;
  if (!bootstrap) return null;
  const settled = await waitFor(bootstrap, (s) => !s.matches('loading'));
  return (settled.context as { stored?: BootstrapConfig | null }).stored ?? null;
}
