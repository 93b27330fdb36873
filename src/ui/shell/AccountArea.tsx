import { useSelector } from '@xstate/react';
import { useApp, useT } from '../shared/AppContext';
import { lazyComponent } from '../shared/lazyComponent';
import { primaryButton, secondaryButton } from '../shared/forms';
import { area } from './accountAreaBox';

/**
 * A player's part of the header (balance, bell, Deposit, profile) is not in
 * the first screen's bundle, which every visitor loads (issue 20): a stored
 * session shows it one small chunk later, in a box of its final height.
 */
const PlayerArea = lazyComponent(
  () => import('./PlayerArea').then((m) => m.PlayerArea),
  <div className={area} data-state="session.loggedIn.loading" />,
);

/** Login and Sign Up for visitors; name, user code, balance, bell, Deposit and the profile for players. */
export function AccountArea() {
  const { actors } = useApp();
  const t = useT();
  const loggedIn = useSelector(actors.session, (s) => s.matches('loggedIn'));

  if (!loggedIn) {
    return (
      <div className={area} data-state="session.loggedOut">
        <button type="button" className={secondaryButton} onClick={() => actors.dialogs.send({ type: 'OPEN.LOGIN' })}>
          {t('header.login')}
        </button>
        <button type="button" className={primaryButton} onClick={() => actors.dialogs.send({ type: 'OPEN.REGISTRATION' })}>
          {t('registration.open')}
        </button>
      </div>
    );
  }
  return <PlayerArea />;
}
