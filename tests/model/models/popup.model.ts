import { popupKey, popupMachine } from '../../../machines/popup.machine';
import type { Popup } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';

const popup: Popup = { images: ['/media/popup/a.svg', '/media/popup-md/a.svg', '/media/popup-lg/a.svg'], url: '/promotions' };

type At = 'checking' | 'open' | 'done';
/** A popup is the same popup while its images and link are (a changed one shows again). */
const identityOf = (shown: Popup) => JSON.stringify([shown.images, shown.url]);

/**
 * Spec section 2 'Other': a popup this browser has not shown opens once the
 * configuration is known (asking the dialogs machine to show it); closing
 * it remembers it. No popup, one seen before, or no configuration: nothing.
 * The check never fails (src/ reads what it cannot read as no popup), so no
 * error event is modelled.
 */
const oracle = defineOracle<{ at: At; popup: Popup | null }>({
  start: () => ({ state: { at: 'checking', popup: null }, value: 'checking', invokes: [{ src: 'checkPopup' }], context: { popup: null } }),
  step(model, event) {
    switch (event.type) {
      case 'xstate.done.actor.checkPopup': {
        const { popup: found, seen } = (event as unknown as { output: { popup: Popup | null; seen: string[] } }).output;
        if (!found || seen.includes(identityOf(found))) return { state: { ...model, at: 'done' }, value: 'done', context: { popup: null } };
        return { state: { at: 'open', popup: found }, value: 'open', effects: [sent('dialogs', { type: 'OPEN.POPUP' })], context: { popup: found } };
      }
      case 'CLOSE':
        if (model.at !== 'open') return { state: model, value: model.at };
        return { state: { ...model, at: 'done' }, value: 'done', effects: [{ type: 'rememberPopup', params: { key: identityOf(model.popup!) } }] };
      default:
        throw new Error(`the popup model has no rule for ${event.type}`);
    }
  },
});

export const popupModel = defineModel({
  id: 'popup',
  machine: popupMachine,
  inputs: [{ name: 'page start', input: undefined }],
  events: [
    { type: 'xstate.done.actor.checkPopup', output: { popup, seen: [] } } as never,
    { type: 'xstate.done.actor.checkPopup', output: { popup, seen: [popupKey(popup)] } } as never,
    { type: 'xstate.done.actor.checkPopup', output: { popup: null, seen: [] } } as never,
    { type: 'CLOSE' },
  ],
  oracle,
  finals: ['done'],
  // The dialogs, which it asks to show it.
  system: { dialogs: {} },
});
