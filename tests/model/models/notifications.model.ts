import { notificationsMachine } from '../../../machines/notifications.machine';
import type { Notification } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { arriving, missed, networkError, read, unread } from './fixtures';

interface Model {
  at: 'idle' | 'loading' | 'failed' | 'ready';
  view: 'browsing' | 'markingRead' | 'reading';
  sync: 'upToDate' | 'refreshing';
  items: Notification[];
  openId: number | null;
}
const fetching = { src: 'fetchNotifications' };

/** What a fetch adds to the list: every id once, the fetched copy, except that one read here stays read; newest (highest id) first. */
function merged(known: Notification[], fetched: Notification[]): Notification[] {
  const readHere = new Set(known.filter((n) => n.isRead).map((n) => n.id));
  const byId = new Map(known.map((n) => [n.id, n]));
  for (const n of fetched) byId.set(n.id, readHere.has(n.id) ? { ...n, isRead: true } : n);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

const valueOf = (model: Model) =>
  model.at === 'idle' ? 'idle' : model.at === 'ready' ? { live: { ready: { view: model.view, sync: model.sync } } } : { live: model.at };

/**
 * Spec sections 2 and 4: loaded once logged in; a new one from the hub is
 * listed first and announced, once per id, also while the list loads;
 * opening an unread one asks the server to mark it read and shows it read
 * only when the server agreed; back returns to the list; after the link
 * comes back the list is fetched again and merged; logging out clears it.
 */
const oracle = defineOracle<Model>({
  start: () => {
    const model: Model = { at: 'idle', view: 'browsing', sync: 'upToDate', items: [], openId: null };
    return { state: model, value: 'idle', context: { items: [], openId: null } };
  },
  step(model, event) {
    const expect = (
      next: Model,
      extra: { effects?: Array<{ type: string; params?: unknown }>; invokes?: Array<{ src: string; input?: unknown }> } = {},
    ) => ({
      state: next,
      value: valueOf(next),
      ...extra,
      context: { items: next.items, openId: next.openId },
    });
    const output = () => (event as unknown as { output: Notification[] }).output;
    switch (event.type) {
      case 'LOAD':
        return model.at === 'idle' || model.at === 'failed' ? expect({ ...model, at: 'loading' }, { invokes: [fetching] }) : expect(model);
      case 'RESET':
        return expect({ at: 'idle', view: 'browsing', sync: 'upToDate', items: [], openId: null });
      case 'RECEIVED': {
        const { notification } = event as unknown as { notification: Notification };
        if (model.at === 'idle' || model.items.some((n) => n.id === notification.id)) return expect(model);
        return expect({ ...model, items: [notification, ...model.items] }, { effects: [{ type: 'announce', params: { notification } }] });
      }
      case 'xstate.done.actor.fetch':
        return expect({ ...model, at: 'ready', view: 'browsing', sync: 'upToDate', items: merged(model.items, output()) });
      case 'xstate.error.actor.fetch':
        return expect({ ...model, at: 'failed' });
      case 'REFRESH':
        if (model.at === 'failed') return expect({ ...model, at: 'loading' }, { invokes: [fetching] });
        if (model.at === 'ready' && model.sync === 'upToDate') return expect({ ...model, sync: 'refreshing' }, { invokes: [fetching] });
        return expect(model);
      case 'xstate.done.actor.refetch':
        return expect({ ...model, sync: 'upToDate', items: merged(model.items, output()) });
      case 'xstate.error.actor.refetch':
        return expect({ ...model, sync: 'upToDate' });
      case 'OPEN': {
        const { id } = event as unknown as { id: number };
        if (model.at !== 'ready' || model.view !== 'browsing') return expect(model);
        const unreadOne = model.items.some((n) => n.id === id && !n.isRead);
        return unreadOne
          ? expect({ ...model, view: 'markingRead', openId: id }, { invokes: [{ src: 'markRead', input: { id } }] })
          : expect({ ...model, view: 'reading', openId: id });
      }
      case 'xstate.done.actor.markRead':
        return expect({ ...model, view: 'reading', items: model.items.map((n) => (n.id === model.openId ? { ...n, isRead: true } : n)) });
      case 'xstate.error.actor.markRead':
        return expect({ ...model, view: 'reading' });
      case 'BACK':
        return model.at === 'ready' && model.view !== 'browsing' ? expect({ ...model, view: 'browsing', openId: null }) : expect(model);
      default:
        throw new Error(`the notifications model has no rule for ${event.type}`);
    }
  },
});

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
  oracle,
});
