// Shared payloads for the models' event cases.
import { ApiError } from '../../../contract/errors';
import type { AuthData, Game, Notification } from '../../../contract/schemas';
import { sent } from '../replay';

export const authData: AuthData = {
  token: 'token-1',
  balance: 100,
  username: 'demo',
  usercode: '1000001',
  phone: '905551234567',
  smsVerified: false,
};

export const unread: Notification = {
  id: 1,
  title: 'Bonus',
  note: 'n',
  type: 4,
  timeStamp: '2026-11-21T10:00:00',
  isRead: false,
  message: '',
};
export const read: Notification = { ...unread, id: 2, type: 1, isRead: true };
export const arriving: Notification = { ...unread, id: 3, type: 2 };
/** One pushed while the link was down, found when the page catches up. */
export const missed: Notification = { ...unread, id: 4, type: 1 };

export const networkError = new ApiError('network', 'test', 'offline');

/** A game of the catalogue, as the casino calls answer it. */
export const aviator: Game = {
  name: 'Aviator',
  gameCode: 'spribe-3010',
  providerName: 'Hub88',
  mainProviderId: 12,
  system: null,
  productId: null,
  systemCategory: 32,
  imageUrl: null,
};

/**
 * The three outcomes of a call the flows distinguish: the server accepts
 * (`success: true`), refuses (`success: false` with a message), or the call
 * fails (network, contract). One event case each, for the invoke `id`.
 */
export function callOutcomes(id: string, refusal = 'Kod hatalı.') {
  return [
    { type: `xstate.done.actor.${id}`, output: { success: true, message: 'Tamam' } },
    { type: `xstate.done.actor.${id}`, output: { success: false, message: refusal } },
    { type: `xstate.error.actor.${id}`, error: networkError },
  ] as never[];
}

/** A login or a registration the server accepted: the session learns who (told by system id), the player reads the server's welcome. */
export function loggedInEffects(answer: { data?: unknown; message: string }) {
  return [sent('session', { type: 'LOGGED_IN', session: answer.data }), { type: 'showWelcome', params: { message: answer.message } }];
}
