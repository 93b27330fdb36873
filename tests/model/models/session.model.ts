import { sessionMachine } from '../../../machines/session.machine';
import { defineModel } from '../model';
import { arriving, authData, networkError } from './fixtures';

export const sessionModel = defineModel({
  id: 'session',
  machine: sessionMachine,
  inputs: [
    { name: 'visitor', input: { stored: null } },
    { name: 'stored session', input: { stored: authData } },
  ],
  events: [
    { type: 'LOGGED_IN', session: authData },
    { type: 'LOGOUT' },
    { type: 'UNAUTHORIZED' },
    { type: 'BALANCE.REFRESH' },
    { type: 'PHONE.VERIFIED', phone: '905551112233' },
    { type: 'LINK.RETRY' },
    { type: 'HUB.CONNECTED' },
    { type: 'HUB.RECONNECTING' },
    { type: 'HUB.RECONNECTED' },
    { type: 'HUB.DISCONNECTED' },
    { type: 'HUB.ERROR' },
    { type: 'HUB.MESSAGE', message: { command: 'logout', message: '' } },
    { type: 'HUB.MESSAGE', message: { command: 'logout', message: 'Molanız başladı.' } },
    { type: 'HUB.MESSAGE', message: { command: 'balance', message: '250.5' } },
    { type: 'HUB.MESSAGE', message: { command: 'bonusBalance', message: '50' } },
    { type: 'HUB.MESSAGE', message: { command: 'notification', message: JSON.stringify(arriving) } },
    { type: 'xstate.done.actor.balance', output: { balance: 99 } } as never,
    { type: 'xstate.done.actor.balance', output: { balance: 149, bonusBalance: 50 } } as never,
    { type: 'xstate.error.actor.balance', error: networkError } as never,
    { type: 'xstate.done.actor.logout', output: { success: true, message: '' } } as never,
    { type: 'xstate.error.actor.logout', error: networkError } as never,
  ],
  project: (s) => ({ loggedIn: s.context.session !== null, verified: s.context.session?.smsVerified ?? false, link: s.context.link, linkWasDown: s.context.linkWasDown, refreshAgain: s.context.refreshAgain, pushed: s.context.pushedDuringCall.join() }),
  simplePaths: false,
});
