import { popupKey, popupMachine } from '../../../machines/popup.machine';
import type { Popup } from '../../../src/api/schemas';
import { defineModel } from '../model';

const popup: Popup = { images: ['/media/popup/a.svg', '/media/popup-md/a.svg', '/media/popup-lg/a.svg'], url: '/promotions' };

export const popupModel = defineModel({
  id: 'popup',
  machine: popupMachine,
  inputs: [{ name: 'page start', input: undefined }],
  events: [
    { type: 'xstate.done.actor.checkPopup', output: { popup, seen: [] } } as never,
    { type: 'xstate.done.actor.checkPopup', output: { popup, seen: [popupKey(popup)] } } as never,
    { type: 'xstate.done.actor.checkPopup', output: { popup: null, seen: [] } } as never,
    { type: 'xstate.error.actor.checkPopup', error: new Error('config unavailable') } as never,
    { type: 'CLOSE' },
  ],
});
