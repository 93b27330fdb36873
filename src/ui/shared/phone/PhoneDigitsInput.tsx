import { css } from 'goober';
import { nationalPhoneDigits } from '../../../../domain/phone';
import { MaskedInput } from '../MaskedInput';
import { theme } from '../theme';

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

/** The phone's 10-digit mask (spec sections 5 and 9), in IMask's pattern syntax. */
export const PHONE_DIGITS_MASK = '000 000 00 00';

/** The phone field of spec section 5: a fixed +90 prefix and a 10-digit mask; the flow keeps the digits. */
export function PhoneDigitsInput(props: { digits: string; disabled: boolean; autoFocus?: boolean; onDigits(value: string): void }) {
  return (
    <span className={prefixed}>
      <span aria-hidden="true">+90</span>
      <MaskedInput
        mask={PHONE_DIGITS_MASK}
        unmasked
        normalize={nationalPhoneDigits}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="555 555 55 55"
        value={props.digits}
        disabled={props.disabled}
        data-autofocus={props.autoFocus ? true : undefined}
        onValue={props.onDigits}
      />
    </span>
  );
}
