import type { MiddlewareHandler } from 'hono';
import { calls, type CallName } from '../../contract/calls';
import type { AppEnv } from '../context';
import { closedReason } from '../services/responsibleGaming';
import { hashToken } from '../services/tokens';
import { callKey, requestCallKey } from './callKey';
import { fail } from './respond';

/** The token from `Authorization: Bearer …`, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * What a withdraw-only session may call (issue 32, L9): a self-excluded
 * person logs in to take their money out, and to read what is theirs. Its
 * balance, history, messages and profile; its phone (a withdrawal needs it
 * verified) and password; a longer self-exclusion, or the return from one
 * whose time is over; the withdrawal. Every
 * other call, and any call added later, is refused with the exclusion's
 * reason while the exclusion lasts: the list says what is open, not what is closed.
 */
export const OPEN_TO_WITHDRAW_ONLY = [
  'logout',
  'balance',
  'profile',
  'updatePhone',
  'changePassword',
  'notifications',
  'readNotification',
  'sessionHistory',
  'limits',
  // Their own activity statement (issue 33, item 8): a read of the past, which an excluded person may want most.
  'activity',
  'selfExclude',
  // Asking to return once a self-exclusion's time is over (the third review of issue 32): only such a session can.
  'returnFromExclusion',
  'paymentMethods',
  'paymentDetail',
  'withdraw',
  'transactions',
  'bonusHistory',
  // An empty list while the exclusion lasts: the bonuses page shows none rather than an error.
  'availableBonuses',
  'gameHistory',
  'favourites',
  'favouriteGames',
  'recentGames',
] as const satisfies readonly CallName[];

const openToWithdrawOnly = new Set<string>(OPEN_TO_WITHDRAW_ONLY.map((name) => callKey(calls[name])));

/**
 * Admits a request with a live session; anything else is 401. A
 * withdraw-only session reaches only the calls above while its person's
 * exclusion lasts.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  const deps = c.get('deps');
  const session = token ? await deps.sessions.resolve(hashToken(token)) : null;
  if (!session) return fail(c, 'unauthorized', {}, 401);
  if (session.withdrawOnly && !openToWithdrawOnly.has(requestCallKey(c))) {
    const closed = await closedReason(deps.db, session.userId, deps.clock.now());
    if (closed) return fail(c, closed.key, closed.params);
  }
  c.set('auth', session);
  await next();
};
