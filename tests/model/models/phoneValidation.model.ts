import { phoneValidationMachine } from '../../../machines/phoneValidation.machine';
import { defineModel } from '../model';
import { callOutcomes } from './fixtures';

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
    ...callOutcomes('requestCode'),
    ...callOutcomes('confirmCode'),
  ],
  simplePaths: false,
});
