import { assign, setup, assertEvent } from 'xstate';
import type { Registered } from './system';
import { isRootPath, topNotificationShows } from './topNotification.rule';

declare module './system' {
  interface SystemActors {
    topNotification: Registered<TopNotificationEvent>;
  }
}

/** Spec section 4: after closing, the page-level class is removed 500 ms later. */
export const TOP_NOTIFICATION_COLLAPSE_MS = 500;

export interface TopNotificationInput {
  /** The current route's path, e.g. '/' or '/casino/slot'. */
  path: string;
  /** The player closed the bar before (the read marker is stored). */
  readMarkerStored: boolean;
}

export type TopNotificationEvent = { type: 'NAVIGATE'; path: string } | { type: 'CLOSE' };

/**
 * The scrolling bar naming the current and next domain (spec sections 2 and 4).
 * Shown only on the root path until the player closes it; navigation away
 * hides it, and returning to root shows it again while it was never closed.
 *
 * Effects supplied by src/ with .provide(): storeReadMarker (local storage),
 * addPageClass / removePageClass (the page-level class that makes room for it).
 */
export const topNotificationMachine = setup({
  types: {} as {
    context: TopNotificationInput;
    input: TopNotificationInput;
    events: TopNotificationEvent;
  },
  delays: { collapse: TOP_NOTIFICATION_COLLAPSE_MS },
  guards: {
    showsOnCurrentPath: ({ context }) => topNotificationShows(context.path, context.readMarkerStored),
    staysOnRoot: ({ event }) => {
      assertEvent(event, 'NAVIGATE');
      return isRootPath(event.path);
    },
  },
  actions: {
    rememberPath: assign({
      path: ({ event }) => {
        assertEvent(event, 'NAVIGATE');
        return event.path;
      },
    }),
    markRead: assign({ readMarkerStored: true }),
    storeReadMarker: () => {},
    addPageClass: () => {},
    removePageClass: () => {},
  },
}).createMachine({
  id: 'topNotification',
  description: 'The top notification bar: shown on the home page until the player closes it.',
  context: ({ input }) => ({ path: input.path, readMarkerStored: input.readMarkerStored }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Shown on the root path when the read marker is absent; hidden otherwise.',
      always: [{ guard: 'showsOnCurrentPath', target: 'shown' }, { target: 'hidden' }],
    },
    hidden: {
      on: { NAVIGATE: { target: 'deciding', actions: 'rememberPath' } },
    },
    shown: {
      description: 'The bar scrolls the domain text; the page has room for it.',
      entry: 'addPageClass',
      on: {
        CLOSE: { target: 'collapsing', actions: ['storeReadMarker', 'markRead'] },
        NAVIGATE: [
          { guard: 'staysOnRoot', actions: 'rememberPath' },
          { target: 'hidden', actions: ['rememberPath', 'removePageClass'] },
        ],
      },
    },
    collapsing: {
      description: 'The bar collapses; 500 ms later the page-level class is removed.',
      on: { NAVIGATE: { actions: 'rememberPath' } },
      after: { collapse: { target: 'closed', actions: 'removePageClass' } },
    },
    closed: {
      description: 'Closed by the player; stays hidden on every route.',
    },
  },
});
