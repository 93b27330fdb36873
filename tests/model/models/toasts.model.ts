import { toastsMachine } from '../../../machines/toasts.machine';
import { defineModel, defineOracle, type Effect } from '../model';
import { CANCEL, TIMER } from '../replay';

interface Shown {
  id: string;
  kind: string;
  message: unknown;
  position: string;
}
interface Model {
  toasts: Shown[];
  next: number;
}

/**
 * Spec sections 4, 8 and 9: at most five toasts, a sixth pushes out the
 * oldest; a toast whose id is showing is not shown twice; top-center unless
 * asked; closing or expiring removes only a toast that shows. Each toast
 * shown sets its own expiry, 4 s (a loading toast 30 s); closing a toast, or
 * pushing it out, cancels its expiry.
 */
const expiryOf = (id: string) => `toast-expiry-${id}`;
const timerFor = (toast: Shown) => ({
  type: TIMER,
  params: { event: { type: 'EXPIRE', id: toast.id }, delay: toast.kind === 'loading' ? 30_000 : 4000, id: expiryOf(toast.id) },
});
const cancel = (id: string) => ({ type: CANCEL, params: { id: expiryOf(id) } });
const oracle = defineOracle<Model>({
  start: () => ({ state: { toasts: [], next: 1 }, value: 'active', context: { toasts: [], nextId: 1 } }),
  step(model, event) {
    const after = (state: Model, effects: Effect[] = []) => ({
      state,
      value: 'active',
      effects,
      context: { toasts: state.toasts, nextId: state.next },
    });
    switch (event.type) {
      case 'SHOW': {
        const { toast } = event as unknown as { toast: { id?: string; kind: string; message: unknown; position?: string } };
        if (toast.id !== undefined && model.toasts.some((t) => t.id === toast.id)) return after(model);
        const shown = {
          id: toast.id ?? `toast-${model.next}`,
          kind: toast.kind,
          message: toast.message,
          position: toast.position ?? 'top-center',
        };
        const full = model.toasts.length >= 5;
        const kept = full ? model.toasts.slice(1) : model.toasts;
        return after({ toasts: [...kept, shown], next: model.next + 1 }, [...(full ? [cancel(model.toasts[0]!.id)] : []), timerFor(shown)]);
      }
      case 'DISMISS':
      case 'EXPIRE': {
        const { id } = event as unknown as { id: string };
        const showing = model.toasts.some((t) => t.id === id);
        // An expired toast's timer has fired: only a closed one has one to cancel.
        return after(
          { ...model, toasts: model.toasts.filter((t) => t.id !== id) },
          showing && event.type === 'DISMISS' ? [cancel(id)] : [],
        );
      }
      default:
        throw new Error(`the toasts model has no rule for ${event.type}`);
    }
  },
});

export const toastsModel = defineModel({
  id: 'toasts',
  machine: toastsMachine,
  inputs: [{ name: 'empty', input: undefined }],
  events: [
    { type: 'SHOW', toast: { id: 'a', kind: 'error', message: { text: 'Hatalı şifre' } } },
    { type: 'SHOW', toast: { kind: 'success', message: { key: 'errors.network' } } },
    { type: 'SHOW', toast: { id: 'wait', kind: 'loading', message: { key: 'errors.network' }, position: 'bottom-center' } },
    { type: 'DISMISS', id: 'a' },
    { type: 'EXPIRE', id: 'a' },
  ],
  // Closing and expiry are tried while some toast shows (a close button is on a toast): so 'a' is also closed when only others show.
  allows: (snapshot, event) => event.type === 'SHOW' || snapshot.context.toasts.length > 0,
  // Generated ids count up for ever; what matters is which toasts show, in order.
  project: (s) => s.context.toasts.map((t) => (t.id.startsWith('toast-') ? 'auto' : t.id)),
  simplePaths: false,
  oracle,
});
