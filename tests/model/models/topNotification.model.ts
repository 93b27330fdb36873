import type { EventObject } from 'xstate';
import { topNotificationMachine } from '../../../machines/topNotification.machine';
import { defineModel, defineOracle } from '../model';

type Where = 'shown' | 'hidden' | 'collapsing' | 'closed';
interface Model {
  at: Where;
  path: string;
  closedBefore: boolean;
}

/** The spec's rule: the bar is on the home page only, until the player closes it once. */
const showsOn = (path: string, closedBefore: boolean) => path === '/' && !closedBefore;

/**
 * Spec sections 2 and 9: the top notification bar shows on the home page
 * while its read marker is absent; Close stores the marker and collapses the
 * bar, and the page gives its room back 500 ms later; it never comes back.
 * The page makes room for it while it shows (the page class).
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { path, readMarkerStored } = input as { path: string; readMarkerStored: boolean };
    const at: Where = showsOn(path, readMarkerStored) ? 'shown' : 'hidden';
    return { state: { at, path, closedBefore: readMarkerStored }, value: at, effects: at === 'shown' ? [{ type: 'addPageClass' }] : [] };
  },
  step(model, event: EventObject & { path?: string }) {
    switch (event.type) {
      case 'NAVIGATE': {
        const path = event.path!;
        // While it collapses the page is still followed; once closed for good, nothing is.
        if (model.at === 'collapsing') return { state: { ...model, path }, value: model.at, context: { path } };
        if (model.at === 'closed') return { state: model, value: model.at, context: { path: model.path } };
        const at: Where = showsOn(path, model.closedBefore) ? 'shown' : 'hidden';
        const effects =
          model.at === 'shown' && at === 'hidden'
            ? [{ type: 'removePageClass' }]
            : model.at === 'hidden' && at === 'shown'
              ? [{ type: 'addPageClass' }]
              : [];
        return { state: { ...model, at, path }, value: at, effects, context: { path } };
      }
      case 'CLOSE':
        if (model.at !== 'shown') return { state: model, value: model.at };
        return {
          state: { ...model, at: 'collapsing', closedBefore: true },
          value: 'collapsing',
          effects: [{ type: 'storeReadMarker' }],
          context: { readMarkerStored: true },
        };
      default:
        if (event.type.startsWith('xstate.after.') && model.at === 'collapsing') {
          return { state: { ...model, at: 'closed' }, value: 'closed', effects: [{ type: 'removePageClass' }] };
        }
        throw new Error(`the top notification model has no rule for ${event.type}`);
    }
  },
});

export const topNotificationModel = defineModel({
  id: 'topNotification',
  machine: topNotificationMachine,
  inputs: [
    { name: 'home, never closed', input: { path: '/', readMarkerStored: false } },
    { name: 'home, closed before', input: { path: '/', readMarkerStored: true } },
    { name: 'deep link, never closed', input: { path: '/casino/slot', readMarkerStored: false } },
  ],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.collapse.topNotification.collapsing' } as never,
    { type: 'NAVIGATE', path: '/' },
    { type: 'NAVIGATE', path: '/casino/slot' },
    { type: 'CLOSE' },
  ],
  coverProjection: true,
  oracle,
  invariants: {
    // Shown only on the home page, and only before the player closed it.
    'topNotification.shown': (snapshot) =>
      showsOn(snapshot.context.path, snapshot.context.readMarkerStored) ? undefined : `shown on ${snapshot.context.path}`,
  },
});
