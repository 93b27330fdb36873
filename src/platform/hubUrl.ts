/** The realtime hub's address: ./hub/frnotify with the device fingerprint in the query (spec section 7). */
export function hubUrl(baseUri: string, fingerprint: string): string {
  const url = new URL('./hub/frnotify', baseUri);
  url.searchParams.set('fingerprint', fingerprint);
  return url.href;
}
