// Stately's inspector for product owners: open the dev site with `?inspect`
// and every actor's state, context and events stream to Stately's inspector
// window, live. Off in production builds unless built with VITE_INSPECT=true.
import type { InspectionEvent, Observer } from 'xstate';
import { redactSecrets } from './redactSecrets';

export { redactSecrets };

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/**
 * What every inspector of ours sanitises (the redaction test uses the same):
 * contexts and events, and then the whole message in its serializer, since
 * an invoked actor's snapshot carries its input (a login's password, the live
 * link's token) outside any context.
 */
export const INSPECTOR_OPTIONS = { sanitizeContext: redactSecrets, sanitizeEvent: redactSecrets, serialize: redactSecrets };

export async function loadInspector(search: string): Promise<Inspect | undefined> {
  // Written inline so a production build folds it to `false` and drops the
  // inspector's chunk altogether.
  if (!(import.meta.env.DEV || import.meta.env.VITE_INSPECT === 'true')) return undefined;
  if (!new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector(INSPECTOR_OPTIONS).inspect;
}
