import { useSelector } from '@xstate/react';
import { statePath } from '../statePath';
import type { ActorRefFrom } from 'xstate';
import type { phoneValidationMachine } from '../../../../machines/phoneValidation.machine';
import { useT } from '../AppContext';
import { FlowForm } from '../FlowForm';
import { field, linkButton, primaryButton } from '../forms';
import { CodeInput } from '../CodeInput';
import { PhoneDigitsInput } from './PhoneDigitsInput';
import { addStrings } from '../../../i18n/packs';
import { accountStrings } from '../../../i18n/accountStrings';

addStrings(accountStrings);

/** Steps 1 and 2 of the phoneValidation machine (variant 1, and registration's phone and code steps). */
export function PhoneSteps({ flow }: { flow: ActorRefFrom<typeof phoneValidationMachine> }) {
  const t = useT();
  const state = useSelector(flow, (s) => statePath(s.value));
  const digits = useSelector(flow, (s) => s.context.digits);
  const code = useSelector(flow, (s) => s.context.code);
  const locked = useSelector(flow, (s) => s.context.locked);
  const canSend = useSelector(flow, (s) => s.can({ type: 'SEND' }));
  const canValidate = useSelector(flow, (s) => s.can({ type: 'VALIDATE' }));
  const onCodeStep = useSelector(flow, (s) => s.matches('code') || s.matches('validating'));
  const busy = useSelector(flow, (s) => s.hasTag('busy'));

  return (
    <FlowForm onSubmit={() => flow.send({ type: onCodeStep ? 'VALIDATE' : 'SEND' })} state={`phoneValidation.${state}`}>
      <h3>{onCodeStep ? t('phone.step2') : t('phone.step1')}</h3>
      <label className={field}>
        {t('phone.phone')}
        <PhoneDigitsInput
          digits={digits}
          disabled={locked || onCodeStep || busy}
          autoFocus={!locked && !onCodeStep}
          onDigits={(value) => flow.send({ type: 'CHANGE.PHONE', digits: value })}
        />
      </label>
      <label className={field}>
        {t('phone.code')}
        <CodeInput
          mask="00-00-00"
          value={code}
          disabled={!onCodeStep || busy}
          data-autofocus={onCodeStep ? true : undefined}
          onValue={(value) => flow.send({ type: 'CHANGE.CODE', code: value })}
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
    </FlowForm>
  );
}
