import { numberInputMachine } from '../../../machines/numberInput.machine';
import { defineModel, defineOracle } from '../model';

interface Box {
  min: number | null;
  max: number | null;
  allowEmpty: boolean;
  step: number;
  /** What each typed text stands for in this box (spec section 5: digits, one separator if fractions are allowed, a leading minus only below zero). */
  typed: Record<string, number | null>;
  /** What stays in the box of each typed text. */
  kept: Record<string, string>;
  /** The value at rest, as the box shows it (written out, not computed by the code under test). */
  shows: (value: number) => string;
  /** The value while typing: no grouping, the locale's separator. */
  editable: (value: number) => string;
}
/** The texts the model types: each tells a typing rule apart. */
export const TYPED_TEXTS = ['-', '12,5', '9000', ':1a2', '5-3', '1.2,34', '1,234.56', '-5'] as const;
/** The two boxes of the inputs below, by key. */
const BOXES: Record<string, Box> = {
  // The payment form's box: tr-TR, the lira prefix, two decimals, 50 to 1,000
  // in steps of 10; no minus (min is 50); '.' typed counts as the decimal comma.
  Amount: {
    min: 50,
    max: 1000,
    allowEmpty: true,
    step: 10,
    typed: { '-': null, '12,5': 12.5, '9000': 9000, ':1a2': 12, '5-3': 53, '1.2,34': 1.23, '1,234.56': 1.23, '-5': 5 },
    kept: { '-': '', '12,5': '12,5', '9000': '9000', ':1a2': '12', '5-3': '53', '1.2,34': '1,23', '1,234.56': '1,23', '-5': '5' },
    shows: (value) => `₺${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }).format(value)}`,
    editable: (value) => String(value).replace('.', ','),
  },
  // A currency box in English: lira (the default currency) with a ' net' suffix (no prefix), one
  // decimal, never empty, down to -100: a minus only first, a lone minus is
  // empty, a pasted ',' groups (skipped), a second '.' ends nothing.
  Offset: {
    min: -100,
    max: null,
    allowEmpty: false,
    step: 1,
    typed: { '-': null, '12,5': 125, '9000': 9000, ':1a2': 12, '5-3': 53, '1.2,34': 1.2, '1,234.56': 1234.5, '-5': -5 },
    kept: { '-': '-', '12,5': '125', '9000': '9000', ':1a2': '12', '5-3': '53', '1.2,34': '1.2', '1,234.56': '1234.5', '-5': '-5' },
    shows: (value) =>
      `${new Intl.NumberFormat('en', { style: 'currency', currency: 'TRY', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(value)} net`,
    editable: (value) => String(value),
  },
  // Whole numbers from 0 (a minus is dropped at 0 too), no upper bound: every separator is dropped.
  Count: {
    min: 0,
    max: null,
    allowEmpty: true,
    step: 1,
    typed: { '-': null, '12,5': 125, '9000': 9000, ':1a2': 12, '5-3': 53, '1.2,34': 1234, '1,234.56': 123456, '-5': 5 },
    kept: { '-': '', '12,5': '125', '9000': '9000', ':1a2': '12', '5-3': '53', '1.2,34': '1234', '1,234.56': '123456', '-5': '5' },
    shows: (value) => `₺${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }).format(value)}`,
    editable: (value) => String(value),
  },
  // Whole numbers with no lower bound (a minus may be typed) up to 99, never empty.
  Delta: {
    min: null,
    max: 99,
    allowEmpty: false,
    step: 1,
    typed: { '-': null, '12,5': 125, '9000': 9000, ':1a2': 12, '5-3': 53, '1.2,34': 1234, '1,234.56': 123456, '-5': -5 },
    kept: { '-': '-', '12,5': '125', '9000': '9000', ':1a2': '12', '5-3': '53', '1.2,34': '1234', '1,234.56': '123456', '-5': '-5' },
    shows: (value) => `₺${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }).format(value)}`,
    editable: (value) => String(value),
  },
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
/** A spin step from the value (empty is 0), never empty. */
const stepped = (value: number | null, direction: number, box: Box) => clamp((value ?? 0) + direction * box.step, box, false);

/** At rest (spec sections 5 and 9); empty shows nothing. */
const shown = (value: number | null, box: Box) => (value === null ? '' : box.shows(value));
/** While typing: the plain number. */
const editableIn = (box: Box) => (value: number | null) => (value === null ? '' : box.editable(value));

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
    return { state: model, value: 'idle', context: { key, value: model.value, text: model.text, resumeEditing: false } };
  },
  step(model, event) {
    const report = [{ type: 'report' }];
    const spin = (from: number | null, direction: number, resume: boolean) => {
      const value = stepped(from, direction, model.box);
      const text = shown(value, model.box);
      return {
        state: { ...model, at: 'held' as const, value, direction, resume, text },
        value: valueOf('held'),
        effects: report,
        context: { value, direction, text, resumeEditing: resume },
      };
    };
    const same = { state: model, value: valueOf(model.at), context: { value: model.value, text: model.text } };
    switch (event.type) {
      case 'FOCUS':
        return model.at === 'idle'
          ? {
              state: { ...model, at: 'editing', text: editableIn(model.box)(model.value) },
              value: 'editing',
              context: { text: editableIn(model.box)(model.value) },
            }
          : same;
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
        const text = model.resume ? editableIn(model.box)(model.value) : model.text;
        return { state: { ...model, at, text }, value: at, context: { value: model.value, text } };
      }
      default:
        if (event.type.startsWith('xstate.after.')) {
          // The first repeat comes while held, the next ones while repeating.
          const due = event.type.startsWith('xstate.after.repeatAfter.') ? model.at === 'held' : model.at === 'repeating';
          if (!due) return same;
          const value = stepped(model.value, model.direction, model.box);
          const text = shown(value, model.box);
          return {
            state: { ...model, at: 'repeating', value, text },
            value: valueOf('repeating'),
            effects: report,
            context: { value, text },
          };
        }
        throw new Error(`the number input model has no rule for ${event.type}`);
    }
  },
});

export const numberInputModel = defineModel({
  id: 'numberInput',
  machine: numberInputMachine,
  inputs: [
    { name: 'an amount of 50 to 1,000 lira', input: { key: 'Amount', options: { min: 50, max: 1000, step: 10 } } },
    {
      name: 'lira in English from -100, one decimal, never empty, in English',
      input: {
        key: 'Offset',
        options: { min: -100, allowEmpty: false, fractionDigits: 1, locale: 'en', mode: 'currency', suffix: ' net' },
        value: 3,
      },
    },
    { name: 'a count from 0', input: { key: 'Count', options: { min: 0, fractionDigits: 0 } } },
    {
      name: 'whole numbers up to 99, never empty',
      input: { key: 'Delta', options: { max: 99, allowEmpty: false, fractionDigits: 0 }, value: 0 },
    },
  ],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.repeatAfter.numberInput.spinning.held' } as never,
    { type: 'xstate.after.repeatEvery.numberInput.spinning.repeating' } as never,
    { type: 'FOCUS' },
    ...TYPED_TEXTS.map((text) => ({ type: 'TYPE' as const, text })),
    { type: 'BLUR' },
    { type: 'SPIN.START', direction: 1 },
    { type: 'SPIN.START', direction: -1 },
    { type: 'SPIN.STOP' },
  ],
  // Every projected state is reached: a value settled from each class (a kept negative, a clamped one) is checked.
  coverProjection: true,
  // Eight typed texts in four boxes: every simple path would run to millions (the browser plan takes the shortest and transition paths).
  simplePaths: false,
  // Where the value stands against the box's bounds (so leaving and spinning are tried from each), and (while a spin button is held) whether typing goes on after.
  project: ({ context: { value, options, resumeEditing } }) => ({
    value:
      value === null
        ? 'empty'
        : options.min !== null && value < options.min
          ? 'below'
          : options.max !== null && value > options.max
            ? 'above'
            : value < 0
              ? 'negative'
              : 'within',
    resume: resumeEditing,
  }),
  oracle,
});
