import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment.machine';
import { isBoolField, isDateField, isDropdownField, isNumberField } from '../../../domain/paymentFields';
import type { PaymentField } from '../../../contract/schemas';
import { useApp, useT } from '../shared/AppContext';
import { field as fieldStyle, form, primaryButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { MaskedField } from './MaskedField';
import { NumberField } from './NumberField';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';
import { statePath } from '../shared/statePath';

addStrings(casinoStrings);

const outcome = css`
  display: grid;
  justify-items: center;
  gap: ${theme.space.md};
  text-align: center;
  svg {
    width: 4rem;
    height: 4rem;
  }
`;

/** Keys with a mask that get the paste button (spec section 3). */
const PASTE_KEYS = new Set(['Iban', 'CardNo']);

type PaymentFlow = ActorRefFrom<typeof paymentMachine>;

/**
 * A field's label and placeholder, translated from its key (spec section 3);
 * an unknown key's label shows the key itself, and it has no placeholder.
 */
function useFieldTexts() {
  const { i18n } = useApp();
  return {
    labelOf: (key: string) => i18n.lookup(`payment.fields.${key}`) ?? key,
    placeholderOf: (key: string) => i18n.lookup(`payment.placeholders.${key}`) ?? undefined,
  };
}

const checkboxRow = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/**
 * One method's form, built from the server's fields, and what follows its
 * submit: the continue button (type Iframe) or the congratulations with the
 * message (type Message), which replace Submit and the form.
 */
export function PaymentForm({ flow }: { flow: PaymentFlow }) {
  const t = useT();
  const state = useSelector(flow, (s) => statePath(s.value));
  const loading = useSelector(flow, (s) => s.matches('loading') || s.matches('failing'));
  const continuing = useSelector(flow, (s) => s.matches('continuing'));
  const confirmed = useSelector(flow, (s) => s.matches('confirmed'));
  const withdrawn = useSelector(flow, (s) => s.matches('withdrawn'));
  const sending = useSelector(flow, (s) => s.matches('sending'));
  const fields = useSelector(flow, (s) => s.context.fields);
  const values = useSelector(flow, (s) => s.context.values);
  const numberInputs = useSelector(flow, (s) => s.context.numberInputs);
  const link = useSelector(flow, (s) => s.context.link);
  const message = useSelector(flow, (s) => s.context.message);
  const { labelOf, placeholderOf } = useFieldTexts();
  const formId = useId();
  // The machine's formIsValid guard decides; the view only shows it.
  const valid = useSelector(flow, (s) => s.can({ type: 'SUBMIT' }));

  if (loading)
    return (
      <p role="status" data-state={`payment.${state}`}>
        {t('payment.loadingForm')}
      </p>
    );
  if (continuing) {
    return (
      <div className={outcome} data-state="payment.continuing" role="status">
        <p>{t('payment.continueText')}</p>
        <a className={primaryButton} href={link ?? '#'} target="_blank" rel="noopener noreferrer">
          {t('payment.continueButton')}
        </a>
      </div>
    );
  }
  if (confirmed || withdrawn) {
    return (
      <div className={outcome} data-state={`payment.${state}`} role="status">
        {confirmed && (
          <svg viewBox="0 0 64 64" aria-hidden="true">
            <circle cx="32" cy="32" r="30" fill="#1f6f43" />
            <path d="M18 33l9 9 19-20" stroke="#fff" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
        {confirmed && <h3>{t('payment.congratulations')}</h3>}
        <p>{message}</p>
      </div>
    );
  }

  const render = (field: PaymentField) => {
    const id = `${formId}-${field.key}`;
    const label = labelOf(field.key);
    const number = numberInputs[field.key];
    let control;
    if (isDropdownField(field)) {
      control = (
        <select
          id={id}
          name={field.key}
          required
          value={values[field.key] ?? ''}
          onChange={(e) => flow.send({ type: 'FIELD.CHANGE', key: field.key, value: e.target.value })}
        >
          <option value="">{t('payment.chooseOption')}</option>
          {(field.option ?? []).map((option) => (
            <option key={String(option.id)} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
      );
    } else if (isNumberField(field) && number) {
      control = <NumberField id={id} label={label} actor={number} />;
    } else if (isBoolField(field)) {
      // A yes or no: the label beside its box.
      return (
        <div key={field.key} className={checkboxRow}>
          <input
            id={id}
            name={field.key}
            type="checkbox"
            checked={values[field.key] === 'true'}
            onChange={(e) => flow.send({ type: 'FIELD.CHANGE', key: field.key, value: String(e.target.checked) })}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      );
    } else if (isDateField(field)) {
      control = (
        <input
          id={id}
          name={field.key}
          type="date"
          required
          value={values[field.key] ?? ''}
          onChange={(e) => flow.send({ type: 'FIELD.CHANGE', key: field.key, value: e.target.value })}
        />
      );
    } else if (field.mask) {
      control = (
        <MaskedField
          id={id}
          label={label}
          mask={field.mask}
          value={values[field.key] ?? ''}
          withPaste={PASTE_KEYS.has(field.key)}
          placeholder={placeholderOf(field.key)}
          onChange={(value) => flow.send({ type: 'FIELD.CHANGE', key: field.key, value })}
        />
      );
    } else {
      control = (
        <input
          id={id}
          name={field.key}
          type="text"
          required
          autoComplete="off"
          placeholder={placeholderOf(field.key)}
          value={values[field.key] ?? ''}
          onChange={(e) => flow.send({ type: 'FIELD.CHANGE', key: field.key, value: e.target.value })}
        />
      );
    }
    return (
      <div key={field.key} className={fieldStyle}>
        <label htmlFor={id}>{label}</label>
        {control}
      </div>
    );
  };

  return (
    <form
      className={form}
      data-state={`payment.${state}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'SUBMIT' });
      }}
    >
      {fields.map(render)}
      <button type="submit" className={primaryButton} disabled={!valid || sending} aria-busy={sending}>
        {sending ? t('payment.sending') : t('payment.submit')}
      </button>
    </form>
  );
}
