import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { RecoveryField, recoveryMachine } from '../../../machines/recovery.machine';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { FlowForm } from '../shared/FlowForm';
import { NotAMember } from '../shared/NotAMember';
import { field, primaryButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

const layout = css`
  display: grid;
  gap: 2rem;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: 1fr 14rem;
    align-items: center;
  }
`;
// The decorative image appears only on medium and larger screens.
const decoration = css`
  display: none;
  @media (min-width: ${theme.breakpoint.md}) {
    display: block;
    color: ${theme.color.accent};
  }
`;
const noticeStyle = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: #5c1f24;
`;
const success = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  text-align: center;
  svg {
    color: #5fd38d;
  }
`;

const STEP_OF = { username: 1, sendingCode: 1, code: 2, checkingCode: 2, newPassword: 3, changing: 3, done: 4, toLogin: 4 } as const;

function Input({
  flow,
  name,
  label,
  type = 'text',
  autoComplete,
}: {
  flow: ActorRefFrom<typeof recoveryMachine>;
  name: RecoveryField;
  label: string;
  type?: string;
  autoComplete: string;
}) {
  const value = useSelector(flow, (s) => s.context[name]);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <label className={field}>
      {label}
      <input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        disabled={busy}
        data-autofocus
        onChange={(e) => flow.send({ type: 'CHANGE', field: name, value: e.target.value })}
      />
    </label>
  );
}

/** The four recovery steps of the recovery machine, with the spec's texts. */
export function RecoveryDialog({ flow, onClose }: { flow: ActorRefFrom<typeof recoveryMachine>; onClose(): void }) {
  const t = useT();
  const state = useSelector(flow, (s) => s.value);
  const notice = useSelector(flow, (s) => s.context.notice);
  const canSubmit = useSelector(flow, (s) => s.can({ type: 'SUBMIT' }));
  const step = STEP_OF[state];
  const busy = useSelector(flow, (s) => s.hasTag('busy'));

  return (
    <Dialog title={t('recovery.title')} state={`recovery.${state}`} onClose={onClose}>
      <div className={layout}>
        {step === 4 ? (
          <div className={success} role="status">
            <svg width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <circle cx="12" cy="12" r="10" />
              <path d="m7 12 3.5 3.5L17 9" />
            </svg>
            <p>{t('recovery.done')}</p>
          </div>
        ) : (
          <FlowForm onSubmit={() => flow.send({ type: 'SUBMIT' })}>
            {/* Spec section 2: step 3 is headed 'New Password' (the dialog's title names step 1). */}
            {step === 3 && <h3>{t('recovery.newPasswordTitle')}</h3>}
            <p>{t(`recovery.step${step}`)}</p>
            {step === 1 && <Input flow={flow} name="username" label={t('recovery.username')} autoComplete="username" />}
            {step === 2 && <Input flow={flow} name="code" label={t('recovery.code')} autoComplete="one-time-code" />}
            {step === 3 && (
              <>
                <Input flow={flow} name="password" label={t('recovery.password')} type="password" autoComplete="new-password" />
                <Input flow={flow} name="password2" label={t('recovery.password2')} type="password" autoComplete="new-password" />
              </>
            )}
            {notice && (
              <p className={noticeStyle} role="alert">
                {'text' in notice ? notice.text : t(notice.key)}
              </p>
            )}
            <button type="submit" className={primaryButton} disabled={!canSubmit} aria-busy={busy}>
              {busy ? t('app.loading') : t('recovery.continue')}
            </button>
          </FlowForm>
        )}
        <NotAMember />
        <svg
          className={decoration}
          width="200"
          height="200"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1"
          aria-hidden="true"
        >
          <rect x="4" y="10" width="16" height="11" rx="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" />
          <circle cx="12" cy="15.5" r="1.5" />
        </svg>
      </div>
    </Dialog>
  );
}
