import { numberInputMachine } from '../../../machines/numberInput.machine';
import { defineModel } from '../model';

export const numberInputModel = defineModel({
  id: 'numberInput',
  machine: numberInputMachine,
  inputs: [
    { name: 'an amount of 50 to 1,000 lira', input: { key: 'Amount', options: { min: 50, max: 1000 } } },
    { name: 'any number, never empty', input: { key: 'Offset', options: { min: null, allowEmpty: false, fractionDigits: 0 }, value: 3 } },
  ],
  events: [
    { type: 'FOCUS' },
    { type: 'TYPE', text: '-' },
    { type: 'TYPE', text: '12,5' },
    { type: 'TYPE', text: '5000' },
    { type: 'BLUR' },
    { type: 'SPIN.START', direction: 1 },
    { type: 'SPIN.START', direction: -1 },
    { type: 'SPIN.STOP' },
  ],
  project: (snapshot) => (snapshot.context.value === null ? 'empty' : 'set'),
});
