// The page's CSP nonce, which the server puts in the Content-Security-Policy
// and in <meta property="csp-nonce"> (Vite's html.cspNonce). Browsers hide a
// nonce attribute's value from getAttribute(), but the `nonce` property
// holds it. The SoftGamings frame needs it: a srcdoc frame inherits the
// page's policy, so its scripts run only with the nonce.
export function cspNonce(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || '';
}
