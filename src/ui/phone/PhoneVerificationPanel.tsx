import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import type { resendCountdownMachine } from '../../../machines/resendCountdown.machine';
import { useT } from '../shared/AppContext';
import { FlowForm } from '../shared/FlowForm';
import { field, linkButton, primaryButton, secondaryButton } from '../shared/forms';
import { CodeInput } from '../shared/CodeInput';
import { PhoneDigitsInput } from '../shared/phone/PhoneDigitsInput';
import { addStrings } from '../../i18n/packs';
import { accountStrings } from '../../i18n/accountStrings';
import { statePath } from '../shared/statePath';

addStrings(accountStrings);

const badge = (ok: boolean) => css`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 700;
  background: ${ok ? '#1f4d2e' : '#5c1f24'};
`;
const row = css`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  align-items: center;
`;

/** '000-000': variant 2's code mask. */

function Countdown({ countdown, onResend }: { countdown: ActorRefFrom<typeof resendCountdownMachine>; onResend(): void }) {
  const t = useT();
  const remaining = useSelector(countdown, (s) => s.context.remaining);
  const ready = useSelector(countdown, (s) => s.matches('ready'));
  return ready ? (
    <button type="button" className={linkButton} onClick={onResend}>
      {t('phone.resend')}
    </button>
  ) : (
    <p role="timer" aria-live="off">
      {t('phone.resendIn', { seconds: remaining })}
    </p>
  );
}

/** Variant 2 (the dialog and /dashboard/phone-verification): NotVerified, Verified, Update, VerificationCode. */
export function PhoneVerificationPanel({ flow }: { flow: ActorRefFrom<typeof phoneVerificationMachine> }) {
  const t = useT();
  const state = useSelector(flow, (s) => statePath(s.value));
  const digits = useSelector(flow, (s) => s.context.digits);
  const code = useSelector(flow, (s) => s.context.code);
  const countdown = useSelector(flow, (s) => s.children.countdown) as ActorRefFrom<typeof resendCountdownMachine> | undefined;
  const canSend = useSelector(flow, (s) => s.can({ type: 'SEND' }));
  const canVerify = useSelector(flow, (s) => s.can({ type: 'VERIFY' }));
  const onCode = useSelector(flow, (s) => s.matches('verificationCode'));
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const verified = useSelector(flow, (s) => s.matches('verified'));
  const updating = useSelector(flow, (s) => s.matches('update'));
  const notVerified = useSelector(flow, (s) => s.matches('notVerified'));
  const sending = useSelector(flow, (s) => s.matches('sending'));

  return (
    <FlowForm onSubmit={() => flow.send({ type: onCode ? 'VERIFY' : 'SEND' })} state={`phoneVerification.${state}`}>
      <label className={field}>
        <span className={row}>
          {t('phone.phone')}
          <span className={badge(verified)}>{verified ? t('phone.verified') : t('phone.notVerified')}</span>
        </span>
        <PhoneDigitsInput
          digits={digits}
          disabled={!updating}
          autoFocus={updating}
          onDigits={(value) => flow.send({ type: 'CHANGE.PHONE', digits: value })}
        />
      </label>
      {onCode && (
        <label className={field}>
          {t('phone.code')}
          <CodeInput
            mask="000-000"
            value={code}
            disabled={busy}
            data-autofocus
            onValue={(value) => flow.send({ type: 'CHANGE.CODE', code: value })}
          />
        </label>
      )}
      <div className={row}>
        {(notVerified || updating || sending) && (
          <button type="submit" className={primaryButton} disabled={!canSend} aria-busy={busy}>
            {busy ? t('phone.sending') : t('phone.send')}
          </button>
        )}
        {onCode && (
          <button type="submit" className={primaryButton} disabled={!canVerify} aria-busy={busy}>
            {busy ? t('app.loading') : t('phone.verify')}
          </button>
        )}
        {(notVerified || verified) && (
          <button type="button" className={secondaryButton} onClick={() => flow.send({ type: 'UPDATE_NUMBER' })}>
            {t('phone.update')}
          </button>
        )}
      </div>
      {onCode && countdown && <Countdown countdown={countdown} onResend={() => flow.send({ type: 'RESEND' })} />}
    </FlowForm>
  );
}
