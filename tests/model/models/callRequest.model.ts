import { callRequestMachine } from '../../../machines/callRequest.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const callRequestModel = defineModel({
  id: 'callRequest',
  machine: callRequestMachine,
  inputs: [{ name: 'visitor', input: {} }],
  events: [
    { type: 'CHANGE', field: 'name', value: 'Ayşe Yılmaz' },
    { type: 'CHANGE', field: 'username', value: 'ayse2024' },
    { type: 'CHANGE', field: 'message', value: 'Lütfen arayın' },
    { type: 'SET_SLOT', slot: '10:30-11:30' },
    { type: 'ADD_CONTACT' },
    { type: 'REMOVE_CONTACT', index: 0 },
    { type: 'CHANGE_CONTACT', index: 0, contact: '05551112233' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.sendRequest', output: { success: true, message: 'Talebiniz alındı.' } } as never,
    { type: 'xstate.done.actor.sendRequest', output: { success: false, message: 'Hata' } } as never,
    { type: 'xstate.error.actor.sendRequest', error: networkError } as never,
  ],
  project: (s) => ({
    name: s.context.name !== '',
    username: s.context.username !== '',
    message: s.context.message !== '',
    slot: s.context.timeSlot !== '',
    contacts: s.context.contacts.map((c) => c.contact !== ''),
  }),
  simplePaths: false,
});
