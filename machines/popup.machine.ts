import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { Popup } from '../contract/schemas';
import type { DialogsEvent } from './dialogs.machine';
import { inSystem } from './systemTargets';

export interface PopupCheck {
  popup: Popup | null;
  /** Keys of popups this browser has shown before. */
  seen: readonly string[];
}

/** The popup is gone (closed, or replaced by a dialog): told by the dialogs. */
export type PopupEvent = { type: 'CLOSE' };

/** A popup's identity: its images and link, so a changed popup shows again. */
export const popupKey = (popup: Popup) => JSON.stringify([popup.images, popup.url]);

/** A popup to show: there is one, and this browser has not seen its content. */
export const isNewPopup = (check: PopupCheck) => check.popup !== null && !check.seen.includes(popupKey(check.popup));

/**
 * The site popup (spec section 2 'Other'): once the site's configuration is
 * known, a popup this browser has not shown before opens (once per distinct
 * popup content); a click on it (the image link, or closing) closes it and
 * remembers it. The dialogs machine shows it, only when no other dialog is
 * open, and tells it CLOSE when it is closed or another dialog replaces it.
 *
 * Supplied by src/: actor checkPopup (the configuration and what was seen),
 * which never rejects: a configuration or a seen list it cannot read is
 * none (no popup), so the flow has no error transition a player could never
 * cause (a rejection would be an unhandled error that stops the app);
 * action rememberPopup.
 */
export const popupMachine = setup({
  types: {} as { context: { popup: Popup | null }; events: PopupEvent },
  actors: {
    checkPopup: fromPromise<PopupCheck>(async () => ({ popup: null, seen: [] })),
  },
  guards: {
    isNew: (_, check: PopupCheck) => isNewPopup(check),
  },
  actions: {
    setPopup: assign((_, check: PopupCheck) => ({ popup: check.popup })),
    rememberPopup: (_, _params: { key: string }) => {},
    /** Asks the dialogs machine to show it: one dialog at a time, and none over another (machines/dialogs.machine.ts). */
    askToShow: sendTo(inSystem('dialogs'), { type: 'OPEN.POPUP' } satisfies DialogsEvent),
  },
}).createMachine({
  id: 'popup',
  description: 'The site popup: opens once per distinct content; a click closes it.',
  context: { popup: null },
  initial: 'checking',
  states: {
    checking: {
      description: 'Waits for the site configuration.',
      invoke: {
        id: 'checkPopup',
        src: 'checkPopup',
        onDone: [{ guard: { type: 'isNew', params: ({ event }) => event.output }, target: 'open', actions: { type: 'setPopup', params: ({ event }) => event.output } }, { target: 'done' }],
      },
    },
    open: {
      description: 'The responsive image, linking to its url or the current route; shown by the dialogs machine when no dialog is open, and gone (CLOSE) when closed or replaced by one.',
      entry: 'askToShow',
      on: {
        CLOSE: { target: 'done', actions: { type: 'rememberPopup', params: ({ context }) => ({ key: popupKey(context.popup!) }) } },
      },
    },
    done: { type: 'final' },
  },
});
