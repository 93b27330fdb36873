// The first screen's GET calls, started by index.html's boot script
// (src/boot/boot.ts) before the app's code has arrived, so that they travel
// beside the app's script instead of after it (issue 20: on a phone on 4G
// the configuration then arrives before the script, not half a second
// after). The API client takes each answer once, when it makes the same
// request (URL, method and the identity headers); any other request, and
// this one again, goes to the network as usual. Nothing here parses or
// trusts an answer: the client does, as for every answer.
import { IDENTITY_HEADERS, requestHeaders, type RequestIdentity } from '../../contract/requestHeaders';

/** Every page makes these at start (spec section 7): the configuration and the CMS categories. */
export const EARLY_CALL_PATHS = { bootstrap: 'cms/grouped', cmsCategories: 'cms/categorylist' } as const;
export type EarlyCallName = keyof typeof EARLY_CALL_PATHS;

export interface EarlyCall {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly response: Promise<Response>;
  /** The answer's JSON body, or undefined when it cannot be had (unchecked: the boot script paints from it). */
  readonly json: Promise<unknown>;
  /** The same, once it has arrived. */
  body?: unknown;
  /** The client has taken the answer; a second request goes to the network. */
  taken: boolean;
}

export type EarlyCalls = Partial<Record<EarlyCallName, EarlyCall>>;

/** Starts the early calls against `apiBase` (the absolute ./api/ address) with the stored identity's headers. */
export function startEarlyCalls(fetchImpl: typeof fetch, apiBase: string, identity: RequestIdentity): EarlyCalls {
  const headers = requestHeaders(identity);
  const calls: EarlyCalls = {};
  for (const name of Object.keys(EARLY_CALL_PATHS) as EarlyCallName[]) {
    const url = new URL(EARLY_CALL_PATHS[name], apiBase).href;
    const response = fetchImpl(url, { headers, credentials: 'same-origin' });
    // The client may never ask (a page that fails before): a network failure is its business, not an unhandled rejection.
    response.catch(() => {});
    // Read from a copy: the client reads the answer itself.
    const json = response
      .then((answer) => answer.clone().json() as Promise<unknown>)
      .then(
        (body) => (call.body = body),
        () => undefined,
      );
    const call: EarlyCall = { url, headers, response, json, taken: false };
    calls[name] = call;
  }
  return calls;
}

/** True when `request` is the early call: same URL, a GET, and the same identity headers. */
function isSameCall(call: EarlyCall, request: Request): boolean {
  if (request.method !== 'GET' || request.url !== call.url) return false;
  return IDENTITY_HEADERS.every((name) => (request.headers.get(name) ?? undefined) === call.headers[name]);
}

/**
 * A fetch for the API client that answers a request from its early call the
 * first time it is made, and otherwise fetches.
 */
export function fetchTakingEarlyAnswers(
  calls: EarlyCalls | undefined,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): typeof fetch {
  return (input, init) => {
    if (calls && input instanceof Request && !init?.body) {
      for (const call of Object.values(calls)) {
        if (call && !call.taken && isSameCall(call, input)) {
          call.taken = true;
          return call.response;
        }
      }
    }
    return fetchImpl(input, init);
  };
}

/** The early answer's body when it has already arrived, else undefined (never waits). */
export const earlyBody = (calls: EarlyCalls | undefined, name: EarlyCallName): unknown => calls?.[name]?.body;
