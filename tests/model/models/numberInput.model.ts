import { numberInputMachine } from '../../../machines/numberInput.machine';
import { defineModel, defineOracle } from '../model';

interface Box {
  min: number | null;
  max: number | null;
  allowEmpty: boolean;
  /** What each typed text stands for in this box (spec section 5: digits, one separator if fractions are allowed, a leading minus only below zero). */
  typed: Record<string, number | null>;
  /** What stays in the box of each typed text. */
  kept: Record<string, string>;
  /** Decimal places shown. */
  digits: number;
}
/** The two boxes of the inputs below, by key. */
const BOXES: Record<string, Box> = {
  // Fractions of two digits, no minus (min 50): '12,5' is 12.5, a minus is dropped.
  Amount: { min: 50, max: 1000, allowEmpty: true, typed: { '-': null, '12,5': 12.5, '5000': 5000 }, kept: { '-': '', '12,5': '12,5', '5000': '5000' }, digits: 2 },
  // Whole numbers (the comma is dropped), negatives allowed: a lone minus is empty.
  Offset: { min: null, max: null, allowEmpty: false, typed: { '-': null, '12,5': 125, '5000': 5000 }, kept: { '-': '-', '12,5': '125', '5000': '5000' }, digits: 0 },
};

interface Model {
  at: 'idle' | 'editing' | 'held' | 'repeating';
  box: Box;
  value: number | null;
  direction: number;
  /** The spin began while typing: the box kept its focus, so typing goes on when the button is let go. */
  resume: boolean;
  /** What the box shows. */
  text: string;
}

/** Leaving the box: below min is min, above max is max; empty stays empty only where allowed (else 0). */
function clamp(value: number | null, box: Box, allowEmpty = box.allowEmpty): number | null {
  if (value === null && allowEmpty) return null;
  const number = value ?? 0;
  if (box.min !== null && number < box.min) return box.min;
  if (box.max !== null && number > box.max) return box.max;
  return number;
}
/** A spin step of 1 from the value (empty is 0), never empty. */
const stepped = (value: number | null, direction: number, box: Box) => clamp((value ?? 0) + direction, box, false);

/** At rest (spec sections 5 and 9): Turkish lira, tr-TR grouping and decimal comma, no trailing zeros; empty shows nothing. */
const shown = (value: number | null, box: Box) =>
  value === null ? '' : `₺${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 0, maximumFractionDigits: box.digits }).format(value)}`;
/** While typing: the plain number with the decimal comma, no grouping. */
const editable = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

const valueOf = (at: Model['at']) => (at === 'held' || at === 'repeating' ? { spinning: at } : at);

/**
 * Spec section 5 'Number input' and section 9's spin timing: typing keeps
 * what may be typed and reports each value; leaving clamps and reports;
 * holding a spin button steps once at once, again after 500 ms and then
 * every 40 ms, each step reported; releasing it stops (and, begun while
 * typing, typing goes on: the box kept its focus).
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { key, value } = input as { key: string; value?: number };
    const box = BOXES[key]!;
    const model: Model = { at: 'idle', box, value: value ?? null, direction: 1, resume: false, text: shown(value ?? null, box) };
    return { state: model, value: 'idle', context: { key, value: model.value, text: model.text } };
  },
  step(model, event) {
    const report = [{ type: 'report' }];
    const spin = (from: number | null, direction: number, resume: boolean) => {
      const value = stepped(from, direction, model.box);
      const text = shown(value, model.box);
      return { state: { ...model, at: 'held' as const, value, direction, resume, text }, value: valueOf('held'), effects: report, context: { value, direction, text } };
    };
    const same = { state: model, value: valueOf(model.at), context: { value: model.value, text: model.text } };
    switch (event.type) {
      case 'FOCUS':
        return model.at === 'idle' ? { state: { ...model, at: 'editing', text: editable(model.value) }, value: 'editing', context: { text: editable(model.value) } } : same;
      case 'TYPE': {
        if (model.at !== 'editing') return same;
        const typed = (event as unknown as { text: string }).text;
        const value = model.box.typed[typed]!;
        const text = model.box.kept[typed]!;
        return { state: { ...model, value, text }, value: 'editing', effects: report, context: { value, text } };
      }
      case 'BLUR': {
        if (model.at !== 'editing') return same;
        const value = clamp(model.value, model.box);
        const text = shown(value, model.box);
        return { state: { ...model, at: 'idle', value, text }, value: 'idle', effects: report, context: { value, text } };
      }
      case 'SPIN.START': {
        const { direction } = event as unknown as { direction: number };
        if (model.at === 'idle') return spin(model.value, direction, false);
        if (model.at === 'editing') return spin(clamp(model.value, model.box), direction, true);
        return same;
      }
      case 'SPIN.STOP': {
        if (model.at !== 'held' && model.at !== 'repeating') return same;
        const at = model.resume ? 'editing' : 'idle';
        const text = model.resume ? editable(model.value) : model.text;
        return { state: { ...model, at, text }, value: at, context: { value: model.value, text } };
      }
      default:
        if (event.type.startsWith('xstate.after.')) {
          // The first repeat comes while held, the next ones while repeating.
          const due = event.type.startsWith('xstate.after.repeatAfter.') ? model.at === 'held' : model.at === 'repeating';
          if (!due) return same;
          const value = stepped(model.value, model.direction, model.box);
          const text = shown(value, model.box);
          return { state: { ...model, at: 'repeating', value, text }, value: valueOf('repeating'), effects: report, context: { value, text } };
        }
        throw new Error(`the number input model has no rule for ${event.type}`);
    }
  },
});

export const numberInputModel = defineModel({
  id: 'numberInput',
  machine: numberInputMachine,
  inputs: [
    { name: 'an amount of 50 to 1,000 lira', input: { key: 'Amount', options: { min: 50, max: 1000 } } },
    { name: 'any number, never empty', input: { key: 'Offset', options: { min: null, allowEmpty: false, fractionDigits: 0 }, value: 3 } },
  ],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.repeatAfter.numberInput.spinning.held' } as never,
    { type: 'xstate.after.repeatEvery.numberInput.spinning.repeating' } as never,
    { type: 'FOCUS' },
    { type: 'TYPE', text: '-' },
    { type: 'TYPE', text: '12,5' },
    { type: 'TYPE', text: '5000' },
    { type: 'BLUR' },
    { type: 'SPIN.START', direction: 1 },
    { type: 'SPIN.START', direction: -1 },
    { type: 'SPIN.STOP' },
  ],
  // Whether the box holds a value, and (while a spin button is held) whether typing goes on after.
  project: (snapshot) => ({ value: snapshot.context.value === null ? 'empty' : 'set', resume: snapshot.context.resumeEditing }),
  oracle,
});
