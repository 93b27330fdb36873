import { dialogsMachine } from '../../../machines/dialogs.machine';
import type { Game } from '../../../src/api/schemas';
import { defineModel } from '../model';

const aviator: Game = { name: 'Aviator', gameCode: 'spribe-3010', providerName: 'Hub88', mainProviderId: 12, system: null, productId: null, systemCategory: 32, imageUrl: null };

export const dialogsModel = defineModel({
  id: 'dialogs',
  machine: dialogsMachine,
  inputs: [{ name: 'nothing open', input: { language: 'tr', siteOrigin: 'http://127.0.0.1:8080' } }],
  events: [
    { type: 'OPEN.LOGIN' },
    { type: 'OPEN.NOTIFICATIONS' },
    { type: 'OPEN.RECOVERY' },
    { type: 'OPEN.REGISTER' },
    { type: 'OPEN.SMS_VERIFICATION' },
    { type: 'OPEN.PHONE_VERIFICATION' },
    { type: 'OPEN.CALL_REQUEST' },
    { type: 'OPEN.CHANGE_PASSWORD' },
    { type: 'CLOSE' },
    { type: 'OPEN.POPUP' },
    { type: 'OPEN.DEPOSIT' },
    { type: 'DEPOSIT.CLOSE' },
    { type: 'OPEN.REALITY_CHECK' },
    { type: 'REALITY_CHECK.CLOSE' },
    { type: 'OPEN.EXCLUSION', choice: { kind: 'timeout', days: 1 } },
    { type: 'xstate.done.actor.exclusionFlow', output: undefined } as never,
    { type: 'SESSION.CHANGED', loggedIn: true },
    { type: 'SESSION.CHANGED', loggedIn: false },
    { type: 'OPEN.GAME', game: aviator, mobile: true },
    { type: 'OPEN.GAME', game: aviator, mobile: false },
    { type: 'OPEN.GAME', game: { ...aviator, funMode: true }, mobile: true, fun: true },
    { type: 'OPEN.GAME', game: { ...aviator, funMode: true }, mobile: false, fun: true },
    { type: 'xstate.done.actor.gameFlow', output: undefined } as never,
    { type: 'GUARD.BLOCKED', path: '/dashboard/deposit' },
    { type: 'xstate.done.actor.loginFlow', output: { username: 'demo' } } as never,
    { type: 'xstate.done.actor.recoveryFlow', output: undefined } as never,
    { type: 'xstate.done.actor.registerFlow', output: undefined } as never,
    { type: 'xstate.done.actor.callRequestFlow', output: undefined } as never,
  ],
  project: (snapshot) => ({ loggedIn: snapshot.context.loggedIn, pending: snapshot.context.pendingPath !== null, pendingGame: snapshot.context.pendingGame !== null, fun: snapshot.context.fun }),
  simplePaths: false,
});
