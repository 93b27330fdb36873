import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { phoneValidationMachine } from '../../../machines/phoneValidation.machine';
import { useT } from '../shared/AppContext';
import { field, form, linkButton, primaryButton } from '../shared/forms';
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
export const formatPhoneDigits = (digits: string) => [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)].filter(Boolean).join(' ');
/** '00-00-00' for a 6-digit code (dialog variant 1's mask). */
export const formatCodePairs = (code: string) => (code.match(/.{1,2}/g) ?? []).join('-');

/** Steps 1 and 2 of the phoneValidation machine (variant 1, and registration's phone and code steps). */
export function PhoneSteps({ flow }: { flow: ActorRefFrom<typeof phoneValidationMachine> }) {
  const t = useT();
  const state = useSelector(flow, (s) => s.value as string);
  const digits = useSelector(flow, (s) => s.context.digits);
  const code = useSelector(flow, (s) => s.context.code);
  const locked = useSelector(flow, (s) => s.context.locked);
  const canSend = useSelector(flow, (s) => s.can({ type: 'SEND' }));
  const canValidate = useSelector(flow, (s) => s.can({ type: 'VALIDATE' }));
  const onCodeStep = state === 'code' || state === 'validating';
  const busy = state === 'sending' || state === 'validating' || state === 'starting';

  return (
    <form
      className={form}
      noValidate
      data-state={`phoneValidation.${state}`}
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: onCodeStep ? 'VALIDATE' : 'SEND' });
      }}
    >
      <h3>{onCodeStep ? t('phone.step2') : t('phone.step1')}</h3>
      <label className={field}>
        {t('phone.phone')}
        <span className={prefixed}>
          <span aria-hidden="true">+90</span>
          <input
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="555 555 55 55"
            value={formatPhoneDigits(digits)}
            disabled={locked || onCodeStep || busy}
            data-autofocus={!locked && !onCodeStep ? true : undefined}
            onChange={(e) => flow.send({ type: 'CHANGE.PHONE', digits: e.target.value })}
          />
        </span>
      </label>
      <label className={field}>
        {t('phone.code')}
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="00-00-00"
          value={formatCodePairs(code)}
          disabled={!onCodeStep || busy}
          data-autofocus={onCodeStep ? true : undefined}
          onChange={(e) => flow.send({ type: 'CHANGE.CODE', code: e.target.value })}
        />
      </label>
      {onCodeStep ? (
        <>
          <button type="submit" className={primaryButton} disabled={!canValidate} aria-busy={busy}>
            {busy ? t('app.loading') : t('phone.validate')}
          </button>
          <button type="button" className={linkButton} disabled={busy} onClick={() => flow.send({ type: 'CHANGE_NUMBER' })}>
            {t('phone.changeNumber')}
          </button>
        </>
      ) : (
        <button type="submit" className={primaryButton} disabled={!canSend} aria-busy={busy}>
          {busy ? t('phone.sending') : t('phone.send')}
        </button>
      )}
    </form>
  );
}
