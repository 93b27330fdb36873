// The notifications' effects: the list and mark-read calls, and a toast for each new one.
import { fromPromise } from 'xstate';
import { NOTIFICATION_TAKE, notificationsMachine } from '../../../machines/notifications.machine';
import { dataOf, toast } from '../effects';
import type { Services } from '../services';

export const provideNotifications = (services: Services) =>
  notificationsMachine.provide({
    actors: {
      fetchNotifications: fromPromise(() => dataOf(services, 'notifications', { skip: 0, take: NOTIFICATION_TAKE })),
      markRead: fromPromise(({ input }) => dataOf(services, 'readNotification', { id: [input.id] })),
    },
    actions: {
      announce: ({ system }, { notification }) =>
        toast(system, { id: `notification-${notification.id}`, kind: 'info', message: { text: notification.title } }),
    },
  });
