// The session's effects: the balance and logout calls, the live link (SignalR), the reality check's slot, storage and the page. What a login or a logout means for the other actors, the machine tells them itself.
import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine';
import { dataOf, toast } from '../effects';
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
        const open = () =>
          services.openLink({ url: hubUrl(document.baseURI, services.fingerprint.current()), token: input.token, report: sendBack });
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
    },
  });
}
