// The trap for the hostile-content journeys: installed in every frame before
// any of the page's own code, it records
// - any call of alert, confirm, prompt, print or __xss (what every vector
//   calls when it runs);
// - every Content-Security-Policy violation the page reports
//   (securitypolicyviolation): a handler or script that reached the DOM and
//   was only stopped by the policy counts as a failure too (base-uri and
//   handlers in inert documents aside: inert parses report them, see below);
// - hostile markup that reached the DOM at all: on* attributes, script
//   elements from elsewhere, links, frames, forms and objects that point at
//   javascript:, vbscript: or data:text/html, <base>, <meta refresh>,
//   srcdoc frames.
// Frames report through the console, which Playwright hears from every frame.
import type { Page } from '@playwright/test';

const PREFIX = 'SCRIPT-TRAP ';

export interface TrapReport {
  /** Calls of the trapped functions: a vector ran. */
  ran: string[];
  /** CSP violations the page reported. */
  violations: string[];
  /** Hostile markup seen in the DOM. */
  hostileMarkup: string[];
  /** Uncaught errors of the page. */
  pageErrors: string[];
}

export async function installScriptTrap(page: Page): Promise<() => TrapReport> {
  const report: TrapReport = { ran: [], violations: [], hostileMarkup: [], pageErrors: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith(PREFIX)) return;
    const [kind, ...rest] = text.slice(PREFIX.length).split(' ');
    const detail = rest.join(' ');
    if (kind === 'ran') report.ran.push(detail);
    else if (kind === 'csp') report.violations.push(detail);
    else if (kind === 'markup') report.hostileMarkup.push(detail);
  });
  page.on('pageerror', (error) => report.pageErrors.push(error.message));
  await page.addInitScript((prefix: string) => {
    const say = (kind: string, detail: string) => console.log(`${prefix}${kind} ${detail.slice(0, 300)}`);
    for (const name of ['alert', 'confirm', 'prompt', 'print', '__xss']) {
      Object.defineProperty(window, name, {
        configurable: false,
        writable: false,
        value: (...args: unknown[]) => say('ran', `${name}(${args.map(String).join(', ')}) in ${location.href}`),
      });
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      // Chromium applies the page's base-uri to inert documents too: the
      // sanitiser's own DOMParser pass over a <base> vector reports one while
      // nothing reaches the page. A <base> in the live document is caught
      // below as markup.
      if (event.violatedDirective === 'base-uri') return;
      // Chromium 156.0.8078.79 (not .73) also reports an inline handler
      // parsed into an inert document (DOMParser, a <template>, the
      // sanitiser's own pass) as a script-src-attr violation, aimed at the
      // document. One in the live page is aimed at its element, and is
      // caught below as markup as well.
      if (event.violatedDirective.startsWith('script-src-attr') && event.target === document) return;
      say(
        'csp',
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} sample ${JSON.stringify(event.sample)} in ${location.href}`,
      );
    });
    const runnable = /^\s*(javascript|vbscript|data:text\/html)/i;
    const urlAttributes: Record<string, string[]> = {
      A: ['href'],
      AREA: ['href'],
      IFRAME: ['src'],
      FRAME: ['src'],
      EMBED: ['src'],
      OBJECT: ['data'],
      FORM: ['action'],
      BUTTON: ['formaction'],
      INPUT: ['formaction'],
      BASE: ['href'],
    };
    const describe = (el: Element) => el.outerHTML.slice(0, 200);
    // The browser drops these from a URL before it reads the scheme (' java\tscript:').
    const withoutControls = (value: string) =>
      Array.from(value)
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('');
    const inspect = (el: Element) => {
      for (const attribute of Array.from(el.attributes)) {
        const name = attribute.name.toLowerCase();
        const cleanValue = withoutControls(attribute.value);
        if (name.startsWith('on')) say('markup', `handler ${name}: ${describe(el)}`);
        if ((name === 'xlink:href' || (name === 'href' && el.namespaceURI !== 'http://www.w3.org/1999/xhtml')) && runnable.test(cleanValue))
          say('markup', `svg link: ${describe(el)}`);
      }
      for (const name of urlAttributes[el.tagName] ?? []) {
        const value = el.getAttribute(name);
        if (value !== null && runnable.test(withoutControls(value))) say('markup', `${name}: ${describe(el)}`);
      }
      if (el.tagName === 'SCRIPT') {
        const src = el.getAttribute('src');
        const ours = src !== null && new URL(src, location.href).origin === location.origin && !src.startsWith('data:');
        if (!ours && !(el as HTMLScriptElement).nonce) say('markup', `script: ${describe(el)}`);
      }
      // Our index.html has <base href="/">: only a base pointing elsewhere is hostile.
      if (el.tagName === 'BASE' && new URL(el.getAttribute('href') ?? '', location.href).origin !== location.origin)
        say('markup', `base: ${describe(el)}`);
      if (el.tagName === 'META' && el.getAttribute('http-equiv')) say('markup', `meta: ${describe(el)}`);
      // FingerprintJS measures in a srcdoc frame of plain markup; one with script or handlers is hostile.
      const srcdoc = el.tagName === 'IFRAME' ? el.getAttribute('srcdoc') : null;
      if (srcdoc !== null && /<script|\son\w+\s*=|javascript:/i.test(srcdoc) && !el.closest('[data-state^="gameLaunch."]'))
        say('markup', `srcdoc: ${describe(el)}`);
      if (el.tagName === 'OBJECT' || el.tagName === 'EMBED') say('markup', `${el.tagName.toLowerCase()}: ${describe(el)}`);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) inspect(record.target);
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          inspect(node);
          node.querySelectorAll('*').forEach(inspect);
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, PREFIX);
  return () => report;
}
