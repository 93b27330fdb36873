import { toastsMachine } from '../../../machines/toasts.machine';
import { defineModel, defineOracle } from '../model';

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
 * asked; closing or expiring removes only a toast that shows.
 */
const oracle = defineOracle<Model>({
  start: () => ({ state: { toasts: [], next: 1 }, value: 'active', context: { toasts: [], nextId: 1 } }),
  step(model, event) {
    const after = (state: Model) => ({ state, value: 'active', context: { toasts: state.toasts, nextId: state.next } });
    switch (event.type) {
      case 'SHOW': {
        const { toast } = event as unknown as { toast: { id?: string; kind: string; message: unknown; position?: string } };
        if (toast.id !== undefined && model.toasts.some((t) => t.id === toast.id)) return after(model);
        const shown = { id: toast.id ?? `toast-${model.next}`, kind: toast.kind, message: toast.message, position: toast.position ?? 'top-center' };
        const kept = model.toasts.length >= 5 ? model.toasts.slice(1) : model.toasts;
        return after({ toasts: [...kept, shown], next: model.next + 1 });
      }
      case 'DISMISS':
      case 'EXPIRE': {
        const { id } = event as unknown as { id: string };
        return after({ ...model, toasts: model.toasts.filter((t) => t.id !== id) });
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
    { type: 'DISMISS', id: 'a' },
    { type: 'EXPIRE', id: 'a' },
  ],
  // Generated ids count up for ever; what matters is which toasts show, in order.
  project: (s) => s.context.toasts.map((t) => (t.id.startsWith('toast-') ? 'auto' : t.id)),
  simplePaths: false,
  oracle,
});
