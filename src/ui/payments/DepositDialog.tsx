import type { ActorRefFrom } from 'xstate';
import type { paymentMethodsMachine } from '../../../machines/paymentMethods.machine';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { PaymentMethods } from './PaymentMethods';

addStrings(casinoStrings);

/** 'Deposit Money' from the game view: full height, the methods and the chosen form in place. */
export function DepositDialog({ flow, onClose }: { flow: ActorRefFrom<typeof paymentMethodsMachine>; onClose(): void }) {
  const t = useT();
  return (
    <Dialog title={t('casinoShortcut.depositMoney')} state="dialogs.deposit" onClose={onClose} fullHeight>
      <PaymentMethods flow={flow} inDialog />
    </Dialog>
  );
}
