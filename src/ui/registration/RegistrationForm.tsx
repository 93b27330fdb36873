import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { RegistrationField, registrationMachine } from '../../../machines/registration.machine';
import type { TranslationKey } from '../../i18n/dictionary';
import { useApp, useT } from '../shared/AppContext';
import { FlowForm } from '../shared/FlowForm';
import { field, primaryButton, secondaryButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { PhoneDigitsInput } from '../shared/phone/PhoneDigitsInput';
import { addStrings } from '../../i18n/packs';
import { accountStrings } from '../../i18n/accountStrings';
import { formatLira } from '../../platform/lira';

addStrings(accountStrings);

const grid = css`
  display: grid;
  gap: 1rem;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;
const wideForm = css`
  max-width: 44rem;
`;
const dateParts = css`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    font-size: 0.9375rem;
    margin-bottom: 0.375rem;
  }
  div {
    display: grid;
    grid-template-columns: 1fr 1fr 1.4fr;
    gap: 0.5rem;
  }
`;
const checkbox = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => pad(i + 1));
const MONTHS = Array.from({ length: 12 }, (_, i) => pad(i + 1));
const YEARS = Array.from({ length: 90 }, (_, i) => String(new Date().getFullYear() - 18 - i));

/** Step 0 of the registration machine: every field of spec section 5 (the country is hidden). */
export function RegistrationForm({ flow }: { flow: ActorRefFrom<typeof registrationMachine> }) {
  const t = useT();
  const { i18n } = useApp();
  const values = useSelector(flow, (s) => s.context);
  const registering = useSelector(flow, (s) => s.matches({ form: { entry: 'registering' } }));
  const countriesFailed = useSelector(flow, (s) => s.matches({ form: { countries: 'failed' } }));
  const canSubmit = useSelector(flow, (s) => s.can({ type: 'SUBMIT' }));
  const change = (name: RegistrationField) => (e: { target: { value: string } }) =>
    flow.send({ type: 'CHANGE', field: name, value: e.target.value });

  const text = (name: RegistrationField, label: TranslationKey, extra: Record<string, unknown> = {}) => (
    <label className={field}>
      {t(label)}
      <input name={name} value={values[name]} disabled={registering} onChange={change(name)} {...extra} />
    </label>
  );

  return (
    <FlowForm onSubmit={() => flow.send({ type: 'SUBMIT' })} className={wideForm}>
      <div className={grid}>
        {text('name', 'registration.name', { autoComplete: 'given-name', maxLength: 100, 'data-autofocus': true })}
        {text('surname', 'registration.surname', { autoComplete: 'family-name', maxLength: 100 })}
        {text('username', 'registration.username', { autoComplete: 'username', maxLength: 30 })}
        {text('email', 'registration.email', { type: 'email', autoComplete: 'email', maxLength: 100 })}
        <label className={field}>
          {t('registration.phone')}
          <PhoneDigitsInput
            digits={values.phoneDigits}
            disabled={registering}
            onDigits={(value) => flow.send({ type: 'CHANGE', field: 'phoneDigits', value })}
          />
        </label>
        <fieldset className={dateParts}>
          <legend>{t('registration.birthDate')}</legend>
          <div>
            {(
              [
                ['birthDateDay', 'registration.day', DAYS],
                ['birthDateMonth', 'registration.month', MONTHS],
                ['birthDateYear', 'registration.year', YEARS],
              ] as const
            ).map(([name, label, options]) => (
              <label key={name} className={field}>
                <span className="visually-hidden">{t(label)}</span>
                <select name={name} value={values[name]} disabled={registering} onChange={change(name)} aria-label={t(label)}>
                  <option value="">{t(label)}</option>
                  {options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
        {text('password', 'registration.password', { type: 'password', autoComplete: 'new-password', maxLength: 100 })}
        {text('password2', 'registration.password2', { type: 'password', autoComplete: 'new-password', maxLength: 100 })}
      </div>
      {values.trialBonusAmount > 0 && (
        <label className={checkbox}>
          <input
            type="checkbox"
            name="trialBonus"
            checked={values.trialBonus}
            disabled={registering}
            onChange={(e) => flow.send({ type: 'TOGGLE_TRIAL_BONUS', checked: e.target.checked })}
          />
          {t('registration.trialBonus', { amount: formatLira(values.trialBonusAmount, i18n.formatMoney) })}
        </label>
      )}
      {countriesFailed && (
        <p role="alert">
          {t('registration.countriesFailed')}{' '}
          <button type="button" className={secondaryButton} onClick={() => flow.send({ type: 'RETRY_COUNTRIES' })}>
            {t('app.retry')}
          </button>
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={!canSubmit} aria-busy={registering}>
        {registering ? t('app.loading') : t('registration.submit')}
      </button>
    </FlowForm>
  );
}
