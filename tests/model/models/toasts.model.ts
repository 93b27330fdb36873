import { toastsMachine } from '../../../machines/toasts.machine';
import { defineModel } from '../model';

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
});
