import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { callRequestMachine } from '../../../machines/callRequest.machine';
import { callRequestWarnings } from './callRequestWarnings';
import { CALL_TIME_SLOTS, ContactType, type CallTimeSlot } from '../../../contract/enums';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { FlowForm } from '../shared/FlowForm';
import { field, primaryButton, secondaryButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

const contactRow = css`
  display: grid;
  grid-template-columns: 8rem 1fr auto;
  gap: 0.5rem;
  align-items: end;
`;
const warnings = css`
  margin: 0;
  padding-left: 1.25rem;
  color: #ffd27a;
  font-size: 0.875rem;
`;
const removeButton = css`
  border: 1px solid ${theme.color.textMuted};
  background: transparent;
  color: ${theme.color.text};
  border-radius: ${theme.radius};
  width: 2.75rem;
  height: 2.75rem;
  font-size: 1.25rem;
  cursor: pointer;
`;

/** 'Sizi Arayalım': the callRequest machine's form. */
export function CallRequestDialog({ flow, onClose }: { flow: ActorRefFrom<typeof callRequestMachine>; onClose(): void }) {
  const t = useT();
  const values = useSelector(flow, (s) => s.context);
  const sending = useSelector(flow, (s) => s.matches('sending'));
  const canSave = useSelector(flow, (s) => s.can({ type: 'SUBMIT' }));
  const hints = callRequestWarnings(values);

  return (
    <Dialog title={t('callRequest.title')} state={`callRequest.${sending ? 'sending' : 'editing'}`} onClose={onClose} size="callForm">
      <FlowForm onSubmit={() => flow.send({ type: 'SUBMIT' })}>
        {(['name', 'username'] as const).map((name, i) => (
          <label key={name} className={field}>
            {t(`callRequest.${name}`)}
            <input
              name={name}
              value={values[name]}
              maxLength={30}
              disabled={sending}
              {...(i === 0 ? { 'data-autofocus': true } : {})}
              onChange={(e) => flow.send({ type: 'CHANGE', field: name, value: e.target.value })}
            />
          </label>
        ))}
        <label className={field}>
          {t('callRequest.message')}
          <textarea
            name="message"
            rows={3}
            maxLength={100}
            value={values.message}
            disabled={sending}
            onChange={(e) => flow.send({ type: 'CHANGE', field: 'message', value: e.target.value })}
          />
        </label>
        <label className={field}>
          {t('callRequest.slot')}
          <select
            name="slot"
            value={values.timeSlot}
            disabled={sending}
            onChange={(e) => flow.send({ type: 'SET_SLOT', slot: e.target.value as CallTimeSlot })}
          >
            <option value="">{t('callRequest.chooseSlot')}</option>
            {CALL_TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('callRequest.contacts')}</legend>
          <button type="button" className={secondaryButton} disabled={sending} onClick={() => flow.send({ type: 'ADD_CONTACT' })}>
            + {t('callRequest.addContact')}
          </button>
          {values.contacts.length === 0 && <p>{t('callRequest.noContacts')}</p>}
          {values.contacts.map((contact, index) => (
            <div key={index} className={contactRow}>
              <label className={field}>
                {t('callRequest.contactType')}
                <select
                  value={contact.type ?? ''}
                  disabled={sending}
                  onChange={(e) => flow.send({ type: 'CHANGE_CONTACT', index, contactType: Number(e.target.value) })}
                >
                  {Object.values(ContactType).map((type) => (
                    <option key={type} value={type}>
                      {t(`callRequest.type${type}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={field}>
                {t('callRequest.contactValue')}
                <input
                  value={contact.contact}
                  maxLength={30}
                  placeholder={t(
                    `callRequest.placeholder${Object.values(ContactType).find((known) => known === contact.type) ?? ContactType.Phone}`,
                  )}
                  disabled={sending}
                  onChange={(e) => flow.send({ type: 'CHANGE_CONTACT', index, contact: e.target.value })}
                />
              </label>
              <button
                type="button"
                className={removeButton}
                aria-label={t('callRequest.removeContact')}
                disabled={sending}
                onClick={() => flow.send({ type: 'REMOVE_CONTACT', index })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          ))}
        </fieldset>
        {hints.length > 0 && (
          <ul className={warnings}>
            {hints.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        )}
        <button type="submit" className={primaryButton} disabled={!canSave} aria-busy={sending}>
          {sending ? t('app.loading') : t('callRequest.save')}
        </button>
      </FlowForm>
    </Dialog>
  );
}
