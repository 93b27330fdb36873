// The realtime link (spec section 7): SignalR to ./hub/frnotify, WebSockets
// only, no negotiation, the fingerprint in the query and the token as access
// token; reconnect delays 0, 2, 10, 30 s; server timeout 30 s; keep-alive 15 s.
// The library loads lazily: the first screen paints without it.
import type { HubLinkReport } from '../../contract/hubLink';
import { NotifyMessage } from '../../contract/startupSchemas';

export const RECONNECT_DELAYS_MS = [0, 2000, 10_000, 30_000];
export const SERVER_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_MS = 15_000;

/** What the link reports (contract/hubLink.ts). */
export type LinkReport = HubLinkReport;

export { hubUrl } from './hubUrl';

/** Opens the link and reports through `report`; returns a function that closes it. */
export function openRealtimeLink(options: {
  url: string;
  token: string;
  report: (event: LinkReport) => void;
  /** The WebSocket class (default: the browser's); the hub fuzz tests give their own. */
  webSocket?: unknown;
}): () => void {
  let stopped = false;
  let stop: () => void = () => {};
  import('@microsoft/signalr').then(
    ({ HubConnectionBuilder, HttpTransportType, LogLevel }) => {
      if (stopped) return;
      const connection = new HubConnectionBuilder()
        .withUrl(options.url, {
          skipNegotiation: true,
          transport: HttpTransportType.WebSockets,
          accessTokenFactory: () => options.token,
          ...(options.webSocket ? { WebSocket: options.webSocket } : {}),
        })
        .withAutomaticReconnect(RECONNECT_DELAYS_MS)
        .withServerTimeout(SERVER_TIMEOUT_MS)
        .withKeepAliveInterval(KEEP_ALIVE_MS)
        .configureLogging(LogLevel.None)
        .build();
      connection.on('NotifyMessage', (payload: unknown) => {
        // A message outside the contract is dropped, never thrown into the page.
        const parsed = NotifyMessage.safeParse(payload);
        if (parsed.success) options.report({ type: 'HUB.MESSAGE', message: parsed.data });
      });
      connection.onreconnecting(() => options.report({ type: 'HUB.RECONNECTING' }));
      connection.onreconnected(() => options.report({ type: 'HUB.RECONNECTED' }));
      connection.onclose(() => {
        if (!stopped) options.report({ type: 'HUB.DISCONNECTED' });
      });
      stop = () => void connection.stop();
      connection.start().then(
        () => {
          // User Timing: when the live link first connected (npm run bench:first-paint reads it).
          globalThis.performance?.mark?.('casino:link-connected');
          if (!stopped) options.report({ type: 'HUB.CONNECTED' });
        },
        () => !stopped && options.report({ type: 'HUB.ERROR' }),
      );
    },
    () => options.report({ type: 'HUB.ERROR' }),
  );
  return () => {
    stopped = true;
    stop();
  };
}
