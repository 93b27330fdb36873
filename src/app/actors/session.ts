// The session's effects: the balance and logout calls, the live link (SignalR), the reality check's slot, storage and the page, and what a login or a logout tells the other actors.
import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine';
import { actor, dataOf, tell, toast } from '../effects';
import { lazySlots } from './lazySlots';
import { SESSION_FLOWS } from '../flows/registry';
import { hubUrl } from '../../platform/hubUrl';
import { ROUTES } from '../../routes';
import type { Services } from '../services';

/** Keeps the language and this device's identity; everything else of ours goes at logout. */
const KEPT_AT_LOGOUT = ['lang', 'fingerprint', 'topNotificationRead', 'logoutReason'] as const;

export function provideSession(services: Services) {
  const { storage, page, api } = services;
  return sessionMachine.provide({
    actors: {
      fetchBalance: fromPromise(() => dataOf(services, 'balance')),
      callLogout: fromPromise<unknown>(() => api.call('logout')),
      ...lazySlots(services, SESSION_FLOWS),
      realtimeLink: fromCallback(({ sendBack, input, receive }) => {
        const open = () => services.openLink({ url: hubUrl(document.baseURI, services.fingerprint.current()), token: input.token, report: sendBack });
        let close = open();
        // The player's retry after the link gave up: a new connection, the old one closed first.
        receive(() => {
          close();
          close = open();
        });
        return () => close();
      }),
    },
    actions: {
      storeSession: ({ context }) => {
        if (context.session) storage.write('authData', { ...context.session, fingerprint: services.fingerprint.current() });
      },
      clearStoredData: () => storage.clear(KEPT_AT_LOGOUT),
      goHome: () => page.navigate(ROUTES.home),
      // Effects on other actors are told after this step (effects.ts `tell`), not built as actions here.
      // At once, not after this step: a route guard may open the login form next, and a
      // reset arriving after it would close it again.
      resetState: ({ system }) => {
        actor(system, 'notifications')?.send({ type: 'RESET' });
        actor(system, 'dialogs')?.send({ type: 'CLOSE' });
      },
      reloadPage: () => page.reload(),
      keepLogoutReason: (_, { message }) => {
        if (message.trim()) storage.write('logoutReason', message.trim().slice(0, 500));
      },
      announceLogoutReason: ({ system }) => {
        const reason = storage.read('logoutReason');
        if (!reason) return;
        storage.remove('logoutReason');
        toast(system, { id: 'logout-reason', kind: 'warning', message: { text: reason } });
      },
      // Notifications load, dialogs know a game may open, favourites load.
      announceLogin: ({ system }) => {
        for (const [id, event] of [
          ['notifications', { type: 'LOAD' }],
          ['dialogs', { type: 'SESSION.CHANGED', loggedIn: true }],
          ['favourites', { type: 'SESSION.STARTED' }],
        ] as const) {
          tell(actor(system, id), event);
        }
      },
      // The session has read the hub's message as a notification.
      forwardNotification: ({ system }, { notification }) => tell(actor(system, 'notifications'), { type: 'RECEIVED', notification }),
      catchUpNotifications: ({ system }) => tell(actor(system, 'notifications'), { type: 'REFRESH' }),
    },
  });
}
