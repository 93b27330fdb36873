// @vitest-environment node
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { numberInputMachine } from '../../machines/numberInput.machine';
import {
  clampNumber,
  formatNumber,
  numberOptions,
  parseNumberText,
  sanitizeNumberText,
  stepNumber,
} from '../../machines/numberInput/numberFormat';

const lira = numberOptions({ min: 50, max: 1000 });
const anyNumber = numberOptions({ min: null, fractionDigits: 0, prefix: '' });

describe('number input rules (spec section 5)', () => {
  it('keeps digits, one decimal separator and a leading minus only when min allows it', () => {
    expect(sanitizeNumberText('1a2b3', lira)).toBe('123');
    expect(sanitizeNumberText('12,345', lira)).toBe('12,34');
    expect(sanitizeNumberText('12.5', lira)).toBe('12,5');
    expect(sanitizeNumberText('1,2,3', lira)).toBe('1,23');
    expect(sanitizeNumberText('-5', lira)).toBe('5');
    expect(sanitizeNumberText('-5', anyNumber)).toBe('-5');
    expect(sanitizeNumberText('5-', anyNumber)).toBe('5');
    expect(sanitizeNumberText('3,7', anyNumber)).toBe('37');
  });

  it('reads a lone minus and an empty box as empty', () => {
    expect(parseNumberText('-', anyNumber)).toBeNull();
    expect(parseNumberText('', lira)).toBeNull();
    expect(parseNumberText('12,5', lira)).toBe(12.5);
  });

  it('clamps below min to min and above max to max; empty becomes 0 (clamped) when empty is not allowed', () => {
    expect(clampNumber(10, lira)).toBe(50);
    expect(clampNumber(5000, lira)).toBe(1000);
    expect(clampNumber(null, lira)).toBeNull();
    expect(clampNumber(null, { ...lira, allowEmpty: false })).toBe(50);
    expect(clampNumber(null, { ...anyNumber, allowEmpty: false })).toBe(0);
  });

  it('steps by the step, from 0 when empty, within the bounds', () => {
    expect(stepNumber(null, 1, anyNumber)).toBe(1);
    expect(stepNumber(999.5, 1, lira)).toBe(1000);
    expect(stepNumber(50, -1, lira)).toBe(50);
    expect(stepNumber(0.1, 1, numberOptions({ step: 0.2 }))).toBe(0.3);
  });

  it('formats tr-TR with the Turkish lira prefix, or in currency mode', () => {
    expect(formatNumber(1234.5, lira)).toBe('₺1.234,5');
    expect(formatNumber(1234.5, numberOptions({ mode: 'currency' }))).toBe('₺1.234,5');
    expect(formatNumber(7, numberOptions({ prefix: '', suffix: ' adet' }))).toBe('7 adet');
    expect(formatNumber(null, lira)).toBe('');
  });
});

describe('numberInput machine', () => {
  it('edits the plain value, settles clamped and formatted, steps once per press, and reports each value', () => {
    const reported: string[] = [];
    const actor = createActor(
      numberInputMachine.provide({ actions: { report: ({ context }) => void reported.push(String(context.value)) } }),
      { input: { key: 'Amount', options: { min: 50, max: 1000 }, value: 60 } },
    ).start();
    expect(actor.getSnapshot().context.text).toBe('₺60');
    actor.send({ type: 'FOCUS' });
    expect(actor.getSnapshot().context.text).toBe('60');
    actor.send({ type: 'TYPE', text: '5x' });
    expect(actor.getSnapshot().context.text).toBe('5');
    actor.send({ type: 'BLUR' });
    expect(actor.getSnapshot().context).toMatchObject({ value: 50, text: '₺50' });
    actor.send({ type: 'SPIN.START', direction: 1 });
    expect(actor.getSnapshot().context.value).toBe(51);
    actor.send({ type: 'SPIN.STOP' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(reported).toEqual(['5', '50', '51']);
  });
});
