import { phoneValidationMachine } from '../../../machines/phoneValidation.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const ok = { success: true, message: 'Tamam' };
const no = { success: false, message: 'Kod hatalı.' };

export const phoneValidationModel = defineModel({
  id: 'phoneValidation',
  machine: phoneValidationMachine,
  inputs: [
    { name: 'dialog, no phone yet', input: {} },
    { name: 'registration with trial bonus', input: { digits: '5551234567', locked: true, sendAtOnce: true } },
  ],
  events: [
    { type: 'CHANGE.PHONE', digits: '5551234567' },
    { type: 'CHANGE.PHONE', digits: '555' },
    { type: 'CHANGE.CODE', code: '123456' },
    { type: 'CHANGE.CODE', code: '12' },
    { type: 'SEND' },
    { type: 'VALIDATE' },
    { type: 'CHANGE_NUMBER' },
    { type: 'xstate.done.actor.requestCode', output: ok } as never,
    { type: 'xstate.done.actor.requestCode', output: no } as never,
    { type: 'xstate.error.actor.requestCode', error: networkError } as never,
    { type: 'xstate.done.actor.confirmCode', output: ok } as never,
    { type: 'xstate.done.actor.confirmCode', output: no } as never,
    { type: 'xstate.error.actor.confirmCode', error: networkError } as never,
  ],
  simplePaths: false,
});
