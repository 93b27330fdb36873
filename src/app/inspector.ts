// Stately's inspector for product owners: open the dev site with `?inspect`
// and every actor's state, context and events stream to Stately's inspector
// window, live. Off in production builds unless built with VITE_INSPECT=true.
import type { InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

const SECRET_KEYS = /token|password|code|fingerprint/i;

/** Keeps secrets (tokens, passwords, codes) out of the inspector window. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, SECRET_KEYS.test(key) && typeof v === 'string' ? '•••' : redactSecrets(v)]),
    ) as T;
  }
  return value;
}

export async function loadInspector(search: string): Promise<Inspect | undefined> {
  // Written inline so a production build folds it to `false` and drops the
  // inspector's chunk altogether.
  if (!(import.meta.env.DEV || import.meta.env.VITE_INSPECT === 'true')) return undefined;
  if (!new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector({ sanitizeContext: redactSecrets, sanitizeEvent: redactSecrets }).inspect;
}
