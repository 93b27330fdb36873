import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/changePassword.machine';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { ChangePasswordForm } from './ChangePasswordForm';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

export function ChangePasswordDialog({ flow, onClose }: { flow: ActorRefFrom<typeof changePasswordMachine>; onClose(): void }) {
  const t = useT();
  return (
    <Dialog title={t('changePassword.title')} state="dialogs.changePassword" onClose={onClose}>
      <ChangePasswordForm flow={flow} />
    </Dialog>
  );
}
