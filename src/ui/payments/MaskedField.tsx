import IMask, { type InputMask } from 'imask';
import { css } from 'goober';
import { useEffect, useRef } from 'react';
import { useT } from '../shared/AppContext';
import { secondaryButton } from '../shared/forms';
import { theme } from '../shared/theme';

const row = css`
  display: flex;
  gap: ${theme.space.xs};
  input {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * A text box with the server's mask ('0000 0000 0000 0000', 'TR00 0000 …':
 * IMask's pattern syntax, '0' a digit), and for IBAN and card numbers a
 * paste-from-clipboard button (spec section 3 'Payment field definition').
 */
export function MaskedField({
  id,
  label,
  mask,
  value,
  withPaste,
  onChange,
}: {
  id: string;
  label: string;
  mask: string;
  value: string;
  withPaste: boolean;
  onChange(value: string): void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const masked = useRef<InputMask<{ mask: string }> | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    const element = input.current!;
    const instance = IMask(element, { mask, lazy: true });
    instance.value = value;
    instance.on('accept', () => report.current(instance.value));
    masked.current = instance;
    return () => {
      instance.destroy();
      masked.current = null;
    };
    // The mask owns the box from here on; the value is read back on accept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mask]);

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      if (!masked.current) return;
      masked.current.value = text.trim();
      report.current(masked.current.value);
    } catch {
      // No permission or an empty clipboard: the player types instead.
    }
  };

  return (
    <div className={row}>
      <input ref={input} id={id} name={id} type="text" inputMode={/^[0 ]+$/.test(mask) ? 'numeric' : 'text'} autoComplete="off" placeholder={mask} />
      {withPaste && (
        <button type="button" className={secondaryButton} aria-label={t('payment.paste', { label })} onClick={() => void paste()}>
          {t('payment.pasteShort')}
        </button>
      )}
    </div>
  );
}
