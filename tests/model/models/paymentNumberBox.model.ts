// The payment form's number box as the form hears it: each value the box
// settles on reaches the form as FIELD.CHANGE with the field's key and the
// value as text ('' while empty: the form's values are text). The box's own
// rules are the numberInput model's; this one states only what the form is
// told. A small host stands in for the form: it hands the box a run of the
// player's keys and records what the box tells it. The box runs for real.
import { enqueueActions, setup } from 'xstate';
import { paymentNumberBox } from '../../../machines/payment.machine';
import type { NumberInputEvent } from '../../../machines/numberInput.machine';
import { defineModel, defineOracle, type Effect } from '../model';
import { sent } from '../replay';

type HostEvent = { type: 'KEYS'; keys: NumberInputEvent[] } | { type: 'FIELD.CHANGE'; key: string; value: string };

const formHost = setup({
  types: {} as { events: HostEvent },
  actors: { box: paymentNumberBox },
  actions: { heard: (_, _params: { key: string; value: string }) => {} },
}).createMachine({
  id: 'paymentNumberBox',
  invoke: { id: 'box', src: 'box', input: { key: 'Amount', options: { min: 50, max: 1000, fractionDigits: 2, locale: 'tr-TR' } } },
  on: {
    KEYS: {
      actions: enqueueActions(({ event, enqueue }) => {
        if (event.type === 'KEYS') for (const key of event.keys) enqueue.sendTo('box', key);
      }),
    },
    'FIELD.CHANGE': {
      actions: {
        type: 'heard',
        params: ({ event }) => (event.type === 'FIELD.CHANGE' ? { key: event.key, value: event.value } : { key: '', value: '' }),
      },
    },
  },
});

/** The amount box: 50 to 1,000 lira; what a typed text stands for (as the form stores it: a number as text, '' for empty). */
const TYPED: Record<string, number | null> = { '12,5': 12.5, '-': null, '7': 7 };
const clamp = (value: number | null) => (value === null ? null : Math.min(1000, Math.max(50, value)));
const asText = (value: number | null) => (value === null ? '' : String(value));

interface Box {
  editing: boolean;
  value: number | null;
}
const oracle = defineOracle<Box>({
  start: () => ({ state: { editing: false, value: null }, value: {} }),
  step(box, event) {
    let { editing, value } = box;
    const effects: Effect[] = [];
    const heard = (next: number | null) => effects.push({ type: 'heard', params: { key: 'Amount', value: asText(next) } });
    for (const key of (event as unknown as { keys: NumberInputEvent[] }).keys) {
      effects.push(sent('box', key));
      if (key.type === 'FOCUS' && !editing) editing = true;
      else if (key.type === 'TYPE' && editing) heard((value = TYPED[key.text]!));
      else if (key.type === 'BLUR' && editing) {
        editing = false;
        heard((value = clamp(value)));
      }
    }
    return { state: { editing, value }, effects };
  },
});

export const paymentNumberBoxModel = defineModel({
  id: 'paymentNumberBox',
  machine: formHost,
  realActors: ['box'],
  inputs: [{ name: 'the amount box', input: undefined }],
  events: [
    // Typed and left: 12,5 is told as 12.5, then 50 (the method's least).
    { type: 'KEYS', keys: [{ type: 'FOCUS' }, { type: 'TYPE', text: '12,5' }, { type: 'BLUR' }] },
    // A lone minus is empty, told as '' (and stays so when left).
    { type: 'KEYS', keys: [{ type: 'FOCUS' }, { type: 'TYPE', text: '-' }, { type: 'BLUR' }] },
    { type: 'KEYS', keys: [{ type: 'FOCUS' }, { type: 'TYPE', text: '7' }] },
  ],
  // FIELD.CHANGE comes from the box, never from the model.
  allows: (_, event) => event.type === 'KEYS',
  project: () => null,
  simplePaths: false,
  oracle,
});
