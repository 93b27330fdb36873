import type { EventObject } from 'xstate';
import { callRequestMachine } from '../../../machines/callRequest.machine';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

interface Contact {
  type: number | null;
  contact: string;
}
interface Form {
  name: string;
  username: string;
  message: string;
  slot: string;
  contacts: Contact[];
}
interface Model {
  at: 'editing' | 'sending' | 'sent';
  form: Form;
}
type Step = EventObject & Record<string, unknown>;

/** Spec section 9: eight hourly slots from 10:30-11:30 to 17:30-18:30. */
const SLOTS = Array.from({ length: 8 }, (_, i) => `${10 + i}:30-${11 + i}:30`);
const within = (text: string, min: number, max: number) => text.trim().length >= min && text.trim().length <= max;

/**
 * Spec section 5: name 5 to 30, message 5 to 100, username not empty, a time
 * slot, one to five contacts, each of a type and 5 to 30 characters.
 */
const validForm = (form: Form) =>
  within(form.name, 5, 30) &&
  within(form.message, 5, 100) &&
  form.username.trim() !== '' &&
  SLOTS.includes(form.slot) &&
  form.contacts.length >= 1 &&
  form.contacts.length <= 5 &&
  form.contacts.every((c) => [1, 2, 3, 4].includes(c.type ?? 0) && within(c.contact, 5, 30));

/** Spec section 3: what cms/callme receives, the message composed with Turkish labels. */
const payloadOf = (form: Form) => ({
  name: form.name.trim(),
  message: `${form.message.trim()}\nKullanıcı adı: ${form.username.trim()}\nUygun saat aralığı: ${form.slot}`,
  contacts: form.contacts.map((c) => ({ type: c.type, contact: c.contact.trim() })),
});

/**
 * Spec sections 2, 3, 5 and 8: a new contact row is a phone; a sixth is
 * refused with the spec's warning; a valid form is sent composed; success
 * shows the server's message and ends the form; a refusal or failure keeps it.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const username = (input as { username?: string }).username ?? '';
    return { state: { at: 'editing', form: { name: '', username, message: '', slot: '', contacts: [] } }, value: 'editing' };
  },
  step(model, event: Step) {
    const editing = (form: Form, effects: Array<{ type: string; params?: unknown }> = []) => ({
      state: { ...model, form },
      value: model.at,
      effects,
      context: { contacts: form.contacts, timeSlot: form.slot, name: form.name, username: form.username, message: form.message },
    });
    const { form } = model;
    // While the request is on its way the form is locked: edits do nothing.
    const editable = ['CHANGE', 'SET_SLOT', 'ADD_CONTACT', 'REMOVE_CONTACT', 'CHANGE_CONTACT'].includes(event.type);
    if (editable && model.at !== 'editing') return editing(form);
    switch (event.type) {
      case 'CHANGE':
        return editing({ ...form, [event.field as string]: event.value as string });
      case 'SET_SLOT':
        return editing({ ...form, slot: event.slot === '' || SLOTS.includes(event.slot as string) ? (event.slot as string) : form.slot });
      case 'ADD_CONTACT':
        if (form.contacts.length >= 5) return editing(form, [{ type: 'warnMaxContacts' }]);
        return editing({ ...form, contacts: [...form.contacts, { type: 1, contact: '' }] });
      case 'REMOVE_CONTACT':
        return editing({ ...form, contacts: form.contacts.filter((_, i) => i !== event.index) });
      case 'CHANGE_CONTACT':
        return editing({
          ...form,
          contacts: form.contacts.map((c, i) =>
            i === event.index
              ? { type: (event.contactType as number | undefined) ?? c.type, contact: (event.contact as string | undefined) ?? c.contact }
              : c,
          ),
        });
      case 'SUBMIT':
        if (model.at !== 'editing' || !validForm(form)) return { state: model, value: model.at };
        return { state: { ...model, at: 'sending' }, value: 'sending', invokes: [{ src: 'sendRequest', input: payloadOf(form) }] };
      case 'xstate.done.actor.sendRequest': {
        const output = event.output as { success: boolean; message: string };
        return output.success
          ? { state: { ...model, at: 'sent' }, value: 'sent', effects: [{ type: 'sent', params: { message: output.message } }] }
          : {
              state: { ...model, at: 'editing' },
              value: 'editing',
              effects: [{ type: 'showRefusal', params: { message: output.message } }],
            };
      }
      case 'xstate.error.actor.sendRequest':
        return { state: { ...model, at: 'editing' }, value: 'editing', effects: [{ type: 'showFailure', params: { error: event.error } }] };
      default:
        throw new Error(`the call request model has no rule for ${event.type}`);
    }
  },
});

export const callRequestModel = defineModel({
  id: 'callRequest',
  machine: callRequestMachine,
  inputs: [
    { name: 'visitor', input: {} },
    { name: 'a player', input: { username: 'ayse2024' } },
  ],
  events: [
    { type: 'CHANGE', field: 'name', value: 'Ayşe Yılmaz' },
    { type: 'CHANGE', field: 'name', value: 'Ayşe' },
    { type: 'CHANGE', field: 'username', value: 'ayse2024' },
    { type: 'CHANGE', field: 'message', value: 'Lütfen arayın' },
    { type: 'CHANGE', field: 'message', value: 'Lütf' },
    { type: 'SET_SLOT', slot: '10:30-11:30' },
    { type: 'SET_SLOT', slot: '17:30-18:30' },
    { type: 'SET_SLOT', slot: '09:30-10:30' as never },
    // The empty choice: no slot again.
    { type: 'SET_SLOT', slot: '' as never },
    // Typed with spaces around: sent trimmed (spec section 3).
    { type: 'CHANGE', field: 'name', value: '  Ayşe Yılmaz ' },
    { type: 'CHANGE', field: 'message', value: ' Lütfen arayın  ' },
    { type: 'CHANGE', field: 'username', value: ' ayse2024 ' },
    { type: 'ADD_CONTACT' },
    { type: 'REMOVE_CONTACT', index: 0 },
    { type: 'CHANGE_CONTACT', index: 0, contact: ' 05551112233 ' },
    { type: 'CHANGE_CONTACT', index: 0, contact: '0555' },
    { type: 'CHANGE_CONTACT', index: 0, contactType: 4 },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.sendRequest', output: { success: true, message: 'Talebiniz alındı.' } } as never,
    { type: 'xstate.done.actor.sendRequest', output: { success: false, message: 'Hata' } } as never,
    { type: 'xstate.error.actor.sendRequest', error: networkError } as never,
  ],
  // Whether each rule of the form holds: what SUBMIT does depends on them.
  project: (s) => ({
    name: s.context.name.length > 4,
    username: s.context.username !== '',
    message: s.context.message.length > 4,
    // Whether a slot is chosen: which one is checked on every path by the model's rule (the call's input), and
    // telling the two valid slots apart here tripled the states walked for nothing SUBMIT depends on.
    slot: s.context.timeSlot !== '',
    contacts: s.context.contacts.map((c) => `${c.type}:${c.contact.trim().length > 4}`),
    // Whether something was typed with spaces around it: it must be sent trimmed.
    spaced: (['name', 'message', 'username'] as const).filter((field) => s.context[field] !== s.context[field].trim()).join(),
  }),
  oracle,
  finals: ['sent'],
  invariants: {
    // Nothing invalid is ever sent (spec section 5).
    'callRequest.sending': (snapshot) =>
      validForm({ ...snapshot.context, slot: snapshot.context.timeSlot, contacts: snapshot.context.contacts })
        ? undefined
        : 'an invalid form is being sent',
  },
  simplePaths: false,
});
