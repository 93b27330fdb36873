import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ChangePasswordField, changePasswordMachine } from '../../../machines/changePassword.machine';
import type { TranslationKey } from '../../i18n/dictionary';
import { useT } from '../shared/AppContext';
import { FlowForm } from '../shared/FlowForm';
import { field, primaryButton } from '../shared/forms';
import { addStrings } from '../../i18n/packs';
import { accountStrings } from '../../i18n/accountStrings';

addStrings(accountStrings);

const FIELDS: Array<{ name: ChangePasswordField; label: TranslationKey; autoComplete: string }> = [
  { name: 'oldPassword', label: 'changePassword.oldPassword', autoComplete: 'current-password' },
  { name: 'password', label: 'changePassword.password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'changePassword.confirmPassword', autoComplete: 'new-password' },
];

/** The three fields and the Change button of the changePassword machine. */
export function ChangePasswordForm({ flow }: { flow: ActorRefFrom<typeof changePasswordMachine> }) {
  const t = useT();
  const values = useSelector(flow, (s) => s.context);
  const submitting = useSelector(flow, (s) => s.matches('submitting'));
  const canSubmit = useSelector(flow, (s) => s.can({ type: 'SUBMIT' }));
  return (
    <FlowForm onSubmit={() => flow.send({ type: 'SUBMIT' })} state={`changePassword.${submitting ? 'submitting' : 'editing'}`}>
      {FIELDS.map(({ name, label, autoComplete }, index) => (
        <label key={name} className={field}>
          {t(label)}
          <input
            type="password"
            name={name}
            autoComplete={autoComplete}
            value={values[name]}
            disabled={submitting}
            {...(index === 0 ? { 'data-autofocus': true } : {})}
            onChange={(e) => flow.send({ type: 'CHANGE', field: name, value: e.target.value })}
          />
        </label>
      ))}
      <button type="submit" className={primaryButton} disabled={!canSubmit} aria-busy={submitting}>
        {submitting ? t('app.loading') : t('changePassword.submit')}
      </button>
    </FlowForm>
  );
}
