// The headers of spec section 7 that every API request carries. One
// function, so that the API client and index.html's boot script (which
// starts the first screen's calls before the client exists) send the same.

export interface RequestIdentity {
  /** The stored language, 'tr' by default. */
  locale: string;
  /** The stored fingerprint, or its placeholder. */
  fingerprint: string;
  /** The logged-in player's token, if any. */
  token: string | null;
}

export function requestHeaders({ locale, fingerprint, token }: RequestIdentity): Record<string, string> {
  return {
    Accept: 'application/json',
    'x-locale': locale,
    'x-fingerprint': fingerprint,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** The header names requestHeaders may set: a request is the same call when these agree. */
export const IDENTITY_HEADERS = ['Accept', 'x-locale', 'x-fingerprint', 'Authorization'] as const;
