import type { ActorRefFrom } from 'xstate';
import type { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { PhoneVerificationPanel } from './PhoneVerificationPanel';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

export function PhoneVerificationDialog({ flow, onClose }: { flow: ActorRefFrom<typeof phoneVerificationMachine>; onClose(): void }) {
  const t = useT();
  return (
    <Dialog title={t('phone.title')} state="dialogs.phoneVerification" onClose={onClose}>
      <PhoneVerificationPanel flow={flow} />
    </Dialog>
  );
}
