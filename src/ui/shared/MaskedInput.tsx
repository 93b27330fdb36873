import IMask, { type InputMask } from 'imask';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';

type MaskedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> & {
  /** IMask's pattern: '0' a digit, anything else literal ('000 000 00 00', '00-00-00', 'TR00 0000 …'). */
  mask: string;
  /** The value as the flow keeps it. */
  value: string;
  /** true: the flow keeps the digits only ('5551234567'); false: the value as shown ('4111 1111 …'). */
  unmasked?: boolean;
  /**
   * With `unmasked`: how the digits are read as they arrive ('0555…' → '555…'). Applied to what is pasted
   * into an empty box before the mask sees it, and to the digits after each key.
   */
  normalize?(digits: string): string;
  onValue(value: string): void;
};

/**
 * A text box with a mask, kept by IMask (a well-kept mask library) rather
 * than by hand: typing, pasting, deleting in the middle and the caret all
 * follow the mask. The flow's value stays the source of truth: when the flow
 * changes it (a failed code is cleared, 'Change Phone Number'), the box
 * follows.
 */
export function MaskedInput({ mask, value, unmasked = false, normalize, onValue, ...rest }: MaskedInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const masked = useRef<InputMask<{ mask: string }> | null>(null);
  const report = useRef(onValue);
  const normalizeRef = useRef(normalize);
  useEffect(() => {
    report.current = onValue;
    normalizeRef.current = normalize;
  });

  useEffect(() => {
    const read = (digits: string) => (unmasked && normalizeRef.current ? normalizeRef.current(digits) : digits);
    const instance = IMask(input.current!, {
      mask,
      lazy: true,
      // A whole number pasted (or typed first) into an empty box is read before the mask cuts it to length.
      prepare: (chars, masked) => (masked.unmaskedValue === '' ? read(chars) : chars),
    });
    instance.on('accept', () => {
      const digits = read(instance.unmaskedValue);
      // A prefix completed key by key ('9', then '0'): the box drops it, and tells the flow what stays.
      if (digits !== instance.unmaskedValue) instance.unmaskedValue = digits;
      report.current(unmasked ? instance.unmaskedValue : instance.value);
    });
    masked.current = instance;
    return () => {
      instance.destroy();
      masked.current = null;
    };
  }, [mask, unmasked]);

  useEffect(() => {
    const instance = masked.current;
    if (!instance) return;
    if (unmasked ? instance.unmaskedValue !== value : instance.value !== value) {
      if (unmasked) instance.unmaskedValue = value;
      else instance.value = value;
    }
  }, [value, unmasked, mask]);

  return <input ref={input} type="text" autoComplete="off" {...rest} />;
}
