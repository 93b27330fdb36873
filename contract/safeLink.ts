// Which links from the server may reach an href or a src. Apart from the
// schemas (zod) so that index.html's boot script, which must stay a few
// hundred bytes, checks the first banner's picture by the same rule.

/** Schemes a link from the server may use; any other (javascript:, vbscript:, data:, blob:, …) could run script when followed or framed. */
export const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A link from the server as given when it is relative or uses a safe scheme;
 * otherwise '' (no link). Parsed the way the browser parses it, so case, tabs,
 * newlines and leading control characters ('JaVa\tScRiPt:') cannot hide a scheme.
 */
export function safeLink(value: string): string {
  try {
    return LINK_SCHEMES.has(new URL(value, 'https://relative.invalid/').protocol) ? value : '';
  } catch {
    return '';
  }
}
