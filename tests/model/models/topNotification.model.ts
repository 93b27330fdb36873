import { topNotificationMachine } from '../../../machines/topNotification.machine';
import { defineModel } from '../model';

export const topNotificationModel = defineModel({
  id: 'topNotification',
  machine: topNotificationMachine,
  inputs: [
    { name: 'home, never closed', input: { path: '/', readMarkerStored: false } },
    { name: 'home, closed before', input: { path: '/', readMarkerStored: true } },
    { name: 'deep link, never closed', input: { path: '/casino/slot', readMarkerStored: false } },
  ],
  events: [{ type: 'NAVIGATE', path: '/' }, { type: 'NAVIGATE', path: '/casino/slot' }, { type: 'CLOSE' }],
});
