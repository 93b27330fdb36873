import { css } from 'goober';
import { pipe } from 'imask';
import { useT } from '../shared/AppContext';
import { secondaryButton } from '../shared/forms';
import { MaskedInput } from '../shared/MaskedInput';
import { theme } from '../shared/theme';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';

addStrings(casinoStrings);

const row = css`
  display: flex;
  gap: ${theme.space.xs};
  input {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * A payment field with the server's mask ('0000 0000 0000 0000', 'TR00 0000
 * …': IMask's pattern syntax), and for IBAN and card numbers a
 * paste-from-clipboard button (spec section 3 'Payment field definition').
 */
export function MaskedField({
  id,
  label,
  mask,
  value,
  withPaste,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  mask: string;
  value: string;
  withPaste: boolean;
  /** Translated from the field's key; without one, the mask shows the shape to type. */
  placeholder?: string;
  onChange(value: string): void;
}) {
  const t = useT();
  const paste = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim();
      // Through the mask: what does not fit is dropped, as if typed.
      onChange(pipe(text, { mask }));
    } catch {
      // No permission or an empty clipboard: the player types instead.
    }
  };
  return (
    <div className={row}>
      <MaskedInput
        id={id}
        name={id}
        mask={mask}
        value={value}
        onValue={onChange}
        inputMode={/^[0 ]+$/.test(mask) ? 'numeric' : 'text'}
        placeholder={placeholder ?? mask}
      />
      {withPaste && (
        <button type="button" className={secondaryButton} aria-label={t('payment.paste', { label })} onClick={() => void paste()}>
          {t('payment.pasteShort')}
        </button>
      )}
    </div>
  );
}
