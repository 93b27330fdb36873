// A dynamic import that can be tried again. Browsers may keep a failed
// module fetch in the document's module map (the HTML standard's behaviour,
// which Chromium 150 follows), so `import('./x')` after a failure fails again
// at once without asking the network, and the page's "Try again" could never
// succeed. The first failure is passed on (the page says so and offers Try
// again); when the same chunk fails again, it is imported once more under a
// new URL (a query string), which the browser fetches for real. Chunks it
// depends on keep their URLs, so shared modules stay single instances.

/** The module URL a failed dynamic import names (Chromium and Firefox say it; Safari does not). */
export function failedModuleUrl(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+?\.m?js)(?:\?[^\s'"]*)?(?=$|[\s'"])/.exec(text);
  return match ? match[1]! : null;
}

const failedBefore = new Set<string>();
let attempt = 0;

export async function freshImport<T>(
  load: () => Promise<T>,
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const url = failedModuleUrl(error);
    // Not a fetch we can name (Safari), or its first failure: the caller shows Try again.
    if (!url || !failedBefore.has(url)) {
      if (url) failedBefore.add(url);
      throw error;
    }
    attempt += 1;
    return (await importUrl(`${url}?retry=${Date.now().toString(36)}${attempt}`)) as T;
  }
}
