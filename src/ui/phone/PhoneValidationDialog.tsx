import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { phoneValidationMachine } from '../../../machines/phoneValidation.machine';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { primaryButton } from '../shared/forms';
import { PhoneSteps } from '../shared/phone/PhoneSteps';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

/** Dialog variant 1, 'Phone Validation'. */
export function PhoneValidationDialog({ flow, onClose }: { flow: ActorRefFrom<typeof phoneValidationMachine>; onClose(): void }) {
  const t = useT();
  const verified = useSelector(flow, (s) => s.matches('verified'));
  return (
    <Dialog title={t('phone.title')} state={verified ? 'phoneValidation.verified' : 'dialogs.phoneValidation'} onClose={onClose}>
      {verified ? (
        <div role="status">
          <h3>{t('phone.congratulations')}</h3>
          <p>{t('phone.verifiedText')}</p>
          <button type="button" className={primaryButton} onClick={onClose} data-autofocus>
            {t('phone.close')}
          </button>
        </div>
      ) : (
        <PhoneSteps flow={flow} />
      )}
    </Dialog>
  );
}
