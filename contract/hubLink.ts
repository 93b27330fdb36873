import type { NotifyMessage } from './startupSchemas';

/**
 * What a realtime link reports: its connection's turns and the hub's
 * messages, read with NotifyMessage. The browser's link
 * (src/platform/realtime.ts) reports them; the session machine takes them
 * as its HUB.* events. Neither knows the other, only this.
 */
export type HubLinkReport =
  | { type: 'HUB.CONNECTED' }
  | { type: 'HUB.RECONNECTING' }
  | { type: 'HUB.RECONNECTED' }
  | { type: 'HUB.DISCONNECTED' }
  | { type: 'HUB.ERROR' }
  | { type: 'HUB.MESSAGE'; message: NotifyMessage };
