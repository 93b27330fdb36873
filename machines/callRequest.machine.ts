import { assign, fromPromise, setup, assertEvent } from 'xstate';
import { accepted } from './answers';
import { CALL_TIME_SLOTS, ContactType, type CallTimeSlot } from '../contract/enums';
import { CALL_LIMITS, CallRequestForm, type CallRequestPayload, type GenericResponse } from '../contract/schemas';

export interface ContactRow {
  type: number | null;
  contact: string;
}

export interface CallRequestContext {
  name: string;
  username: string;
  message: string;
  timeSlot: CallTimeSlot | '';
  contacts: ContactRow[];
}

export type CallRequestField = 'name' | 'username' | 'message';

export type CallRequestEvent =
  | { type: 'CHANGE'; field: CallRequestField; value: string }
  | { type: 'SET_SLOT'; slot: CallTimeSlot | '' }
  | { type: 'ADD_CONTACT' }
  | { type: 'REMOVE_CONTACT'; index: number }
  | { type: 'CHANGE_CONTACT'; index: number; contactType?: number; contact?: string }
  | { type: 'SUBMIT' };

/** Section 3: the message composes the player's text, username and time slot, labelled in Turkish. */
export function composeCallRequest(context: CallRequestContext): CallRequestPayload {
  return {
    name: context.name.trim(),
    message: `${context.message.trim()}\nKullanıcı adı: ${context.username.trim()}\nUygun saat aralığı: ${context.timeSlot}`,
    contacts: context.contacts.map((c) => ({ type: c.type as CallRequestPayload['contacts'][number]['type'], contact: c.contact.trim() })),
  };
}

const formOf = (c: CallRequestContext) => ({ ...c, timeSlot: c.timeSlot || undefined });

/**
 * The call-back request ('Sizi Arayalım', spec sections 2, 3, 5): name,
 * username, message, an hourly time slot, 1 to 5 contacts of four types.
 * Save is disabled until valid. Success shows the message and closes.
 *
 * Supplied by src/: actor sendRequest; actions sent (success toast),
 * showRefusal, showFailure, warnMaxContacts.
 */
export const callRequestMachine = setup({
  types: {} as { context: CallRequestContext; input: { username?: string }; events: CallRequestEvent },
  actors: {
    sendRequest: fromPromise<GenericResponse, CallRequestPayload>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  guards: {
    formIsValid: ({ context }) => CallRequestForm.safeParse(formOf(context)).success,
    hasRoomForContact: ({ context }) => context.contacts.length < CALL_LIMITS.contacts,
    accepted,
  },
  actions: {
    change: assign(({ event }) => {
      assertEvent(event, 'CHANGE');
      return { [event.field]: event.value };
    }),
    setSlot: assign({
      timeSlot: ({ event, context }) => {
        assertEvent(event, 'SET_SLOT');
        return event.slot === '' || CALL_TIME_SLOTS.includes(event.slot) ? event.slot : context.timeSlot;
      },
    }),
    addContact: assign({ contacts: ({ context }) => [...context.contacts, { type: ContactType.Phone, contact: '' }] }),
    removeContact: assign({
      contacts: ({ context, event }) => {
        assertEvent(event, 'REMOVE_CONTACT');
        return context.contacts.filter((_, i) => i !== event.index);
      },
    }),
    changeContact: assign({
      contacts: ({ context, event }) => {
        assertEvent(event, 'CHANGE_CONTACT');
        return context.contacts.map((c, i) =>
          i === event.index ? { type: event.contactType ?? c.type, contact: event.contact ?? c.contact } : c,
        );
      },
    }),
    sent: (_, _params: { message: string }) => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
    warnMaxContacts: () => {},
  },
}).createMachine({
  id: 'callRequest',
  description: "'Sizi Arayalım': ask to be called back in a time slot.",
  context: ({ input }) => ({ name: '', username: input.username ?? '', message: '', timeSlot: '', contacts: [] }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SET_SLOT: { actions: 'setSlot' },
        ADD_CONTACT: [{ guard: 'hasRoomForContact', actions: 'addContact' }, { actions: 'warnMaxContacts' }],
        REMOVE_CONTACT: { actions: 'removeContact' },
        CHANGE_CONTACT: { actions: 'changeContact' },
        SUBMIT: { guard: 'formIsValid', target: 'sending' },
      },
    },
    sending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => composeCallRequest(context),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'sent',
            actions: { type: 'sent', params: ({ event }) => ({ message: event.output.message }) },
          },
          { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: { type: 'final' },
  },
});
