import { assign, setup, assertEvent } from 'xstate';
import {
  clampNumber,
  editableText,
  formatNumber,
  numberOptions,
  parseNumberText,
  sanitizeNumberText,
  stepNumber,
  type NumberInputOptions,
} from './numberInput/numberFormat';

export interface NumberInputInput {
  /** The field it stands for, reported with each value. */
  key: string;
  options?: Partial<NumberInputOptions>;
  value?: number | null;
}
export interface NumberInputContext {
  key: string;
  options: NumberInputOptions;
  value: number | null;
  /** What the box shows: formatted at rest, as typed while editing. */
  text: string;
  /** The spin button held: up (1) or down (-1). */
  direction: 1 | -1;
  /** The spin began while typing: the box kept its focus (a pressed spin button does not take it), so typing goes on after. */
  resumeEditing: boolean;
}
export type NumberInputEvent =
  { type: 'FOCUS' } | { type: 'TYPE'; text: string } | { type: 'BLUR' } | { type: 'SPIN.START'; direction: 1 | -1 } | { type: 'SPIN.STOP' };

/** The spin buttons: one step at once, repeating after 500 ms, then every 40 ms (spec section 9). */
export const SPIN_REPEAT_DELAY_MS = 500;
export const SPIN_REPEAT_EVERY_MS = 40;

/**
 * A number box (spec section 5 'Number input'): digits, one decimal separator
 * and a leading minus (only when min allows negatives) may be typed; a lone
 * minus is empty; leaving the box clamps below min to min and above max to
 * max, and an empty box becomes 0 when empty is not allowed; at rest the value
 * shows formatted (tr-TR, Turkish lira prefix, or currency mode). Holding a
 * spin button steps once, then repeats.
 *
 * Supplied by the parent: action report (the value changed; a form stores it).
 */
export const numberInputMachine = setup({
  types: {} as { context: NumberInputContext; input: NumberInputInput; events: NumberInputEvent },
  delays: { repeatAfter: SPIN_REPEAT_DELAY_MS, repeatEvery: SPIN_REPEAT_EVERY_MS },
  guards: {
    resumesEditing: ({ context }) => context.resumeEditing,
  },
  actions: {
    startEditing: assign({ text: ({ context }) => editableText(context.value, context.options) }),
    type: assign(({ context, event }) => {
      assertEvent(event, 'TYPE');
      const text = sanitizeNumberText(event.text, context.options);
      return { text, value: parseNumberText(text, context.options) };
    }),
    settle: assign(({ context }) => {
      const value = clampNumber(context.value, context.options);
      return { value, text: formatNumber(value, context.options) };
    }),
    aim: assign({
      direction: ({ event }) => {
        assertEvent(event, 'SPIN.START');
        return event.direction;
      },
    }),
    resumeEditingAfter: assign({ resumeEditing: true }),
    stayIdleAfter: assign({ resumeEditing: false }),
    step: assign(({ context }) => {
      const value = stepNumber(context.value, context.direction, context.options);
      return { value, text: formatNumber(value, context.options) };
    }),
    report: () => {},
  },
}).createMachine({
  id: 'numberInput',
  description: 'A number box: typing rules, clamping on leave, formatted at rest, spin buttons that repeat.',
  context: ({ input }) => {
    const options = numberOptions(input.options);
    const value = input.value === undefined ? null : input.value;
    return { key: input.key, options, value, text: formatNumber(value, options), direction: 1, resumeEditing: false };
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The formatted value.',
      on: {
        FOCUS: { target: 'editing', actions: 'startEditing' },
        'SPIN.START': { target: 'spinning', actions: ['aim', 'stayIdleAfter'] },
      },
    },
    editing: {
      description: 'The player types; only allowed characters stay.',
      on: {
        TYPE: { actions: ['type', 'report'] },
        BLUR: { target: 'idle', actions: ['settle', 'report'] },
        'SPIN.START': { target: 'spinning', actions: ['settle', 'aim', 'resumeEditingAfter'] },
      },
    },
    spinning: {
      description: 'A spin button is held: one step now, repeating after 500 ms every 40 ms.',
      entry: ['step', 'report'],
      on: { 'SPIN.STOP': [{ guard: 'resumesEditing', target: 'editing', actions: 'startEditing' }, { target: 'idle' }] },
      initial: 'held',
      states: {
        held: { after: { repeatAfter: 'repeating' } },
        repeating: {
          entry: ['step', 'report'],
          after: { repeatEvery: { target: 'repeating', reenter: true } },
        },
      },
    },
  },
});
