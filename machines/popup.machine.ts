import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { Popup } from '../contract/schemas';
import type { SlotEvent } from './lazyFlow.machine';
import { inSystem, type Registered } from './system';

declare module './system' {
  interface SystemActors {
    popup: Registered<SlotEvent<PopupEvent>>;
  }
}

export interface PopupCheck {
  popup: Popup | null;
  /** Keys of popups this browser has shown before. */
  seen: readonly string[];
}

/** What the player's hands are doing, as the page reports it (watchHands). */
export type HandsEvent =
  /** A key, a tap, a click or the wheel: the player is doing something. */
  | { type: 'HANDS.ACTIVE' }
  /** A text field took the focus: the player is typing, or about to. */
  | { type: 'HANDS.TYPING' }
  /** The focus left the text fields. */
  | { type: 'HANDS.LEFT_FIELD' };

export type PopupEvent =
  /** The popup is gone (closed, or replaced by a dialog): told by the dialogs. */
  | { type: 'CLOSE' }
  /** The dialogs had another dialog open when it asked: it waits and asks again. */
  | { type: 'NOT_NOW' }
  | HandsEvent;

/**
 * How long the player's hands must rest before the popup opens: a popup
 * that opened between a tap's press and its release would take the tap, and
 * one that opened under a typing player took their keys (issue 31).
 */
export const HANDS_QUIET_MS = 1500;

/** A popup's identity: its images and link, so a changed popup shows again. */
export const popupKey = (popup: Popup) => JSON.stringify([popup.images, popup.url]);

/** A popup to show: there is one, and this browser has not seen its content. */
export const isNewPopup = (check: PopupCheck) => check.popup !== null && !check.seen.includes(popupKey(check.popup));

/**
 * The site popup (spec section 2 'Other'): once the site's configuration is
 * known, a popup this browser has not shown before opens (once per distinct
 * popup content); a click on it (the image link, or closing) closes it and
 * remembers it. It never opens under the player's hands: not while a text
 * field has the focus (from its ask until it shows), and only after the
 * hands have rested a moment. The
 * dialogs machine shows it only when no other dialog is open (else it says
 * NOT_NOW and the popup waits for the next quiet moment), and tells it CLOSE
 * when it is closed or another dialog replaces it.
 *
 * Supplied by src/: actor checkPopup (the configuration and what was seen),
 * which never rejects: a configuration or a seen list it cannot read is
 * none (no popup), so the flow has no error transition a player could never
 * cause (a rejection would be an unhandled error that stops the app);
 * actor watchHands (the page's keys, taps and focus, as HandsEvent, starting
 * with HANDS.TYPING if a text field has the focus already); action
 * rememberPopup.
 */
export const popupMachine = setup({
  types: {} as { context: { popup: Popup | null }; events: PopupEvent },
  delays: { handsQuiet: HANDS_QUIET_MS },
  actors: {
    checkPopup: fromPromise<PopupCheck>(async () => ({ popup: null, seen: [] })),
    watchHands: fromCallback(() => () => {}),
  },
  guards: {
    isNew: (_, check: PopupCheck) => isNewPopup(check),
  },
  actions: {
    setPopup: assign((_, check: PopupCheck) => ({ popup: check.popup })),
    rememberPopup: (_, _params: { key: string }) => {},
    /** Asks the dialogs machine to show it: one dialog at a time, and none over another (machines/dialogs.machine.ts). */
    askToShow: sendTo(inSystem('dialogs'), { type: 'OPEN.POPUP' }),
    /** Takes the ask back: the dialogs close the popup's slot before its modal could take the player's keys. */
    withdraw: sendTo(inSystem('dialogs'), { type: 'POPUP.WITHDRAW' }),
  },
}).createMachine({
  id: 'popup',
  description: 'The site popup: opens once per distinct content, never under the player’s hands; a click closes it.',
  context: { popup: null },
  initial: 'checking',
  states: {
    checking: {
      description: 'Waits for the site configuration.',
      invoke: {
        id: 'checkPopup',
        src: 'checkPopup',
        onDone: [
          {
            guard: { type: 'isNew', params: ({ event }) => event.output },
            target: 'waiting',
            actions: { type: 'setPopup', params: ({ event }) => event.output },
          },
          { target: 'done' },
        ],
      },
    },
    waiting: {
      description: 'A new popup waits for the player’s hands to rest: no text field in use, and a moment with no key or tap.',
      invoke: { id: 'watchHands', src: 'watchHands' },
      initial: 'resting',
      states: {
        resting: {
          description: 'No text field has the focus; the popup opens once the hands have been still a moment.',
          after: { handsQuiet: '#popup.open' },
          on: {
            'HANDS.ACTIVE': { target: 'resting', reenter: true },
            'HANDS.TYPING': 'typing',
          },
        },
        typing: {
          description: 'A text field has the focus: every key stays the player’s.',
          on: { 'HANDS.LEFT_FIELD': 'resting' },
        },
      },
    },
    open: {
      description:
        'The responsive image, linking to its url or the current route; shown by the dialogs machine when no dialog is open, and gone (CLOSE) when closed or replaced by one. A text field that takes the focus before it shows takes it back.',
      entry: 'askToShow',
      // Until the dialog is on screen (its view loads on first use) the player can reach a field; once it is, the
      // page under it is inert and no field can take the focus, so a field's focus means it has not shown yet.
      invoke: { id: 'watchHandsUntilShown', src: 'watchHands' },
      on: {
        'HANDS.TYPING': { target: '#popup.waiting.typing', actions: 'withdraw' },
        NOT_NOW: 'waiting',
        CLOSE: { target: 'done', actions: { type: 'rememberPopup', params: ({ context }) => ({ key: popupKey(context.popup!) }) } },
      },
    },
    done: { type: 'final' },
  },
});
