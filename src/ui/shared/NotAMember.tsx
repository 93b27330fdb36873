import { useApp, useT } from './AppContext';
import { linkButton } from './forms';
import { addStrings } from '../../i18n/packs';
import { accountStrings } from '../../i18n/accountStrings';

addStrings(accountStrings);

/** "Not a Member? Sign Up Now!" under the login and recovery forms. */
export function NotAMember() {
  const t = useT();
  const { actors } = useApp();
  return (
    <p>
      {t('registration.notMember')}{' '}
      <button type="button" className={linkButton} onClick={() => actors.dialogs.send({ type: 'OPEN.REGISTRATION' })}>
        {t('registration.signUpNow')}
      </button>
    </p>
  );
}
