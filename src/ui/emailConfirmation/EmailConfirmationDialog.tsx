import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { FlowForm } from '../shared/FlowForm';
import { field, linkButton, primaryButton } from '../shared/forms';
import { CodeInput } from '../shared/CodeInput';
import { statePath } from '../shared/statePath';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

/** The account's e-mail confirmation: the code typed (or the link's, checked at once), the link sent again. */
export function EmailConfirmationDialog({ flow, onClose }: { flow: ActorRefFrom<typeof emailConfirmationMachine>; onClose(): void }) {
  const t = useT();
  const state = useSelector(flow, (s) => statePath(s.value));
  const email = useSelector(flow, (s) => s.context.email);
  const code = useSelector(flow, (s) => s.context.code);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const confirming = useSelector(flow, (s) => s.matches('confirming'));
  const sending = useSelector(flow, (s) => s.matches('sending'));
  const confirmed = useSelector(flow, (s) => s.matches('confirmed'));
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'CONFIRM' }));
  return (
    <Dialog title={t('emailConfirmation.title')} state={`emailConfirmation.${state}`} onClose={onClose}>
      {confirmed ? (
        <div role="status">
          <h3>{t('emailConfirmation.confirmedTitle')}</h3>
          <p>{t('emailConfirmation.confirmedText', { email })}</p>
          <button type="button" className={primaryButton} onClick={onClose} data-autofocus>
            {t('emailConfirmation.close')}
          </button>
        </div>
      ) : (
        <FlowForm onSubmit={() => flow.send({ type: 'CONFIRM' })}>
          <p>{t('emailConfirmation.intro', { email })}</p>
          <label className={field}>
            {t('emailConfirmation.code')}
            <CodeInput
              mask="000000"
              value={code}
              disabled={busy}
              data-autofocus
              onValue={(value) => flow.send({ type: 'CHANGE.CODE', code: value })}
            />
          </label>
          <button type="submit" className={primaryButton} disabled={!canConfirm} aria-busy={confirming}>
            {confirming ? t('emailConfirmation.confirming') : t('emailConfirmation.confirm')}
          </button>
          <button type="button" className={linkButton} disabled={busy} aria-busy={sending} onClick={() => flow.send({ type: 'SEND' })}>
            {sending ? t('emailConfirmation.sending') : t('emailConfirmation.sendAgain')}
          </button>
        </FlowForm>
      )}
    </Dialog>
  );
}
