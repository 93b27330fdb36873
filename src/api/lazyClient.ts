// The API client, loaded after the first paint. ky and the call registry are
// not needed to draw the first screen (it renders from storage and static
// text), so they arrive in their own chunk, fetched as soon as the app
// starts. If that chunk cannot be fetched (offline, a redeploy removed it),
// the call fails as a network failure and the next call tries again.
import type { ApiClient, ApiClientOptions } from './client';
import { ApiError } from '../../contract/errors';

export interface LazyApiClient extends ApiClient {
  /** Starts fetching the client's code now; calls would fetch it anyway. */
  preload(): void;
}

export function createLazyApiClient(options: ApiClientOptions): LazyApiClient {
  let client: Promise<ApiClient> | null = null;
  const load = () =>
    (client ??= import('./client').then(
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
