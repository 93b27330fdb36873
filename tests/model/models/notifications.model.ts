import { notificationsMachine } from '../../../machines/notifications.machine';
import { defineModel } from '../model';
import { arriving, missed, networkError, read, unread } from './fixtures';

export const notificationsModel = defineModel({
  id: 'notifications',
  machine: notificationsMachine,
  inputs: [{ name: 'logged out', input: undefined }],
  events: [
    { type: 'LOAD' },
    { type: 'RESET' },
    { type: 'RECEIVED', notification: arriving },
    { type: 'REFRESH' },
    { type: 'OPEN', id: unread.id },
    { type: 'OPEN', id: read.id },
    { type: 'BACK' },
    { type: 'xstate.done.actor.fetch', output: [unread, read] } as never,
    { type: 'xstate.error.actor.fetch', error: networkError } as never,
    // The catch-up finds one pushed while the link was down.
    { type: 'xstate.done.actor.refetch', output: [missed, unread, read] } as never,
    { type: 'xstate.error.actor.refetch', error: networkError } as never,
    { type: 'xstate.done.actor.markRead', output: { success: true } } as never,
    { type: 'xstate.error.actor.markRead', error: networkError } as never,
  ],
  project: (s) => ({ ids: s.context.items.map((n) => `${n.id}${n.isRead ? 'r' : 'u'}`), openId: s.context.openId }),
  simplePaths: false,
});
