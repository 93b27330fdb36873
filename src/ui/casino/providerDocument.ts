// The document of SoftGamings' sandboxed frame: the provider's markup, then,
// 100 ms later (spec section 4), its scripts (referrer already patched).
// The frame inherits the page's CSP, so each script carries the page's nonce.

/** JSON that is safe inside a <script> element: no '</script>' or '<!--' can end it early. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const attribute = (value: string) => value.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const PROVIDER_SCRIPT_DELAY_MS = 100;

export function providerDocument(frame: { markup: string; scripts: string[] }, nonce: string, baseHref: string): string {
  const loader = `setTimeout(function () {
  ${scriptSafeJson(frame.scripts)}.forEach(function (text) {
    var script = document.createElement('script');
    script.nonce = ${scriptSafeJson(nonce)};
    script.text = text;
    document.body.appendChild(script);
  });
}, ${PROVIDER_SCRIPT_DELAY_MS});`;
  return `<!doctype html><html><head><meta charset="utf-8"><base href="${attribute(baseHref)}"><style>html,body{margin:0;height:100%;background:#0b1620}</style></head><body>${frame.markup}<script nonce="${attribute(nonce)}">${loader}</script></body></html>`;
}
