import { css } from 'goober';
import { theme } from '../shared/theme';

const prefixed = css`
  display: flex;
  align-items: stretch;
  span {
    display: grid;
    place-items: center;
    padding: 0 0.75rem;
    border: 1px solid #4a5d6c;
    border-right: 0;
    border-radius: ${theme.radius} 0 0 ${theme.radius};
    background: ${theme.color.surfaceRaised};
    font-weight: 600;
  }
  input {
    flex: 1;
    min-width: 0;
    border-radius: 0 ${theme.radius} ${theme.radius} 0 !important;
  }
`;

/** 'NNN NNN NN NN' for 10 digits, as the mask shows them. */
export const formatPhoneDigits = (digits: string) =>
  [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)].filter(Boolean).join(' ');

/** The phone field of spec section 5: a fixed +90 prefix and a 10-digit mask. */
export function PhoneDigitsInput(props: { digits: string; disabled: boolean; autoFocus?: boolean; onDigits(value: string): void }) {
  return (
    <span className={prefixed}>
      <span aria-hidden="true">+90</span>
      <input
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="555 555 55 55"
        value={formatPhoneDigits(props.digits)}
        disabled={props.disabled}
        data-autofocus={props.autoFocus ? true : undefined}
        onChange={(e) => props.onDigits(e.target.value)}
      />
    </span>
  );
}
