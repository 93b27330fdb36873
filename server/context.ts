// What every route and service receives: the database, the configuration,
// the event bus (hub pushes and cache invalidation across instances) and the
// caches. Built once in createServer().
import type { Database } from './db/database';
import type { ServerConfig } from './config';
import type { Locale } from './messages';
import type { EventBus } from './services/events';
import type { BalanceCache } from './services/balanceCache';
import type { ServerClock } from './services/clock';
import type { PlayTimeMeter } from './services/playTime';
import type { Auth } from './auth';
import type { ScryptQueue } from './services/scryptQueue';
import type { SessionCache } from './services/sessionCache';

export interface Deps {
  db: Database;
  config: ServerConfig;
  events: EventBus;
  sessions: SessionCache;
  balances: BalanceCache;
  clock: ServerClock;
  /** Session time per player, written once a minute (services/playTime.ts). */
  playTime: PlayTimeMeter;
  /** The one bounded queue every password hash of a request goes through (services/scryptQueue.ts). */
  scrypt: ScryptQueue;
}

/**
 * Who is asking, for one username:
 * - `bucket`: what the login lock counts under: the device, when the account
 *   knows it; otherwise the client's address (a new cookie per request would
 *   otherwise make a new bucket per request);
 * - `device`: the browser's id, sent or given now; `address`: the client's
 *   address bucket. A reset code is bound to both: it is checked from the
 *   same browser (whose address may change between the e-mail and the code)
 *   or from the same address (a client that keeps no cookies);
 * - `known`: whether the account knows the device (the cookie came back).
 */
export interface Requester {
  bucket: string;
  device: string;
  address: string;
  known: boolean;
}

/** Hono's environment: per-request variables. */
export interface AppEnv {
  Variables: {
    locale: Locale;
    auth: Auth;
    deps: Deps;
    /** The call's payload as its schema read it (callGuard.ts). */
    payload: unknown;
    /** Who names a username on a credential call: device, address, known to the account (callGuard.ts). */
    requester: Requester;
    /** Set only for a call marked spendsScrypt: read it with scryptFor(c). */
    scrypt: ScryptQueue;
  };
}
