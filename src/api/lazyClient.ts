// The API client, loaded after the first paint. ky and the call registry are
// not needed to draw the first screen (it renders from storage and static
// text), so they arrive in their own chunk, fetched as soon as the app
// starts. If that chunk cannot be fetched (offline, a redeploy removed it),
// the call fails as a network failure and the next call tries again.
import type { ApiClient, ApiClientOptions } from './client';
import { ApiError } from '../../contract/errors';
import { yieldToBrowser } from '../platform/yieldToBrowser';

export interface LazyApiClient extends ApiClient {
  /** Starts fetching the client's code now; calls would fetch it anyway. */
  preload(): void;
}

export function createLazyApiClient(options: ApiClientOptions): LazyApiClient {
  let client: Promise<ApiClient> | null = null;
  // Asked for in a task of its own: the first call comes while the app's
  // actors start, which should not also pay for fetching the chunk (issue 31).
  const load = () =>
    (client ??= yieldToBrowser()
      .then(() => import('./client'))
      .then(
        (module) => module.createApiClient(options),
        (error: unknown) => {
          client = null;
          throw error;
        },
      ));
  return {
    call: (name, payload) =>
      load().then(
        (loaded) => loaded.call(name, payload),
        () => {
          throw new ApiError('network', name, 'the API client could not be loaded');
        },
      ),
    preload: () => void load().catch(() => {}),
  };
}
