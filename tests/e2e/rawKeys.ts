// The raw-key guard: no text a player can see is a dictionary key. A key
// shows raw when its pack was not loaded, or when it is in no dictionary at
// all ('payment.noData' once did). Every page of every journey and model
// path carries a watcher (a MutationObserver in the top frame) that reports
// any text node, aria-label, title or placeholder that is a known key or
// looks like one (a dictionary namespace, a dot, a word); the test fails
// naming the key, and a model path fails at the step where it appeared.
import type { Page } from '@playwright/test';
import { allStrings } from '../../src/i18n/allStrings';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.slice(0, -1)];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`));
}

const table = allStrings('tr');
const KNOWN_KEYS = keysOf(table);
const NAMESPACES = Object.keys(table);

export interface RawKeySighting {
  text: string;
  url: string;
}

/** Installs the watcher on the page; returns what it has seen so far (a live list). */
export async function watchForRawKeys(page: Page): Promise<RawKeySighting[]> {
  const seen: RawKeySighting[] = [];
  await page.exposeFunction('__reportRawKey', (text: string, url: string) => {
    if (!seen.some((s) => s.text === text)) seen.push({ text, url });
  });
  await page.addInitScript(
    ({ keys, namespaces }) => {
      if (window !== window.top) return;
      const known = new Set(keys);
      const looksLikeKey = new RegExp(`^(${namespaces.join('|')})(\\.[A-Za-z0-9]+)+$`);
      const report = (raw: string | null | undefined) => {
        const text = raw?.trim();
        if (!text || text.length > 120 || (!known.has(text) && !looksLikeKey.test(text))) return;
        (window as unknown as { __reportRawKey?: (t: string, u: string) => void }).__reportRawKey?.(text, location.pathname);
      };
      const visit = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent && !parent.closest('script, style, noscript')) report(node.textContent);
          return;
        }
        if (node.nodeType !== Node.ELEMENT_NODE) return;
        const element = node as Element;
        for (const name of ['aria-label', 'title', 'placeholder']) report(element.getAttribute(name));
        element.childNodes.forEach(visit);
      };
      const start = () => {
        visit(document.body);
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            if (mutation.type === 'characterData') visit(mutation.target);
            else if (mutation.type === 'attributes') report((mutation.target as Element).getAttribute(mutation.attributeName!));
            else mutation.addedNodes.forEach(visit);
          }
        }).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['aria-label', 'title', 'placeholder'],
        });
      };
      if (document.body) start();
      else document.addEventListener('DOMContentLoaded', start, { once: true });
    },
    { keys: KNOWN_KEYS, namespaces: NAMESPACES },
  );
  return seen;
}

export function describeRawKeys(seen: readonly RawKeySighting[]): string {
  return seen.map((s) => `'${s.text}' on ${s.url}`).join(', ');
}
