// The Idempotency-Key of the client's money calls (docs/api.md). A request
// gets a fresh key; until it has an answer, the same request sent again (the
// player pressing Submit again after a timeout or a lost connection) reuses
// the key, so the server answers the first attempt's outcome instead of moving
// the money a second time. Once an answer arrives, the next request, even an
// identical one (a second deposit of the same amount), is a new one.

/** Fresh key: 128 random bits, base64url (crypto.getRandomValues works on http pages too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface IdempotencyKeys {
  /** The key for this request: the unanswered attempt's, or a new one. */
  keyFor(call: string, payload: unknown): string;
  /** The server answered (success or refusal): the next identical request is a new one. */
  answered(call: string, payload: unknown): void;
}

export function createIdempotencyKeys(makeKey: () => string = newIdempotencyKey): IdempotencyKeys {
  const unanswered = new Map<string, string>();
  const requestOf = (call: string, payload: unknown) => `${call} ${JSON.stringify(payload)}`;
  return {
    keyFor(call, payload) {
      const request = requestOf(call, payload);
      let key = unanswered.get(request);
      if (!key) {
        key = makeKey();
        unanswered.set(request, key);
      }
      return key;
    },
    answered(call, payload) {
      unanswered.delete(requestOf(call, payload));
    },
  };
}
