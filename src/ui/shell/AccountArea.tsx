import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useApp, useT } from '../shared/AppContext';
import { lazyComponent } from '../shared/lazyComponent';
import { primaryButton, secondaryButton } from '../shared/forms';
import { theme } from '../shared/theme';

/**
 * The same height for a visitor's buttons, a player's and the empty box
 * while the player's part loads, so that the header (and the page below it)
 * does not move when it arrives (a logged-in desktop page moved 10 px,
 * CLS 0.51): a primary button's height on a desktop (0.8rem of padding
 * above and below a 1.5 line), the round buttons' 2.5rem on a phone.
 */
export const area = css`
  display: flex;
  align-items: center;
  min-height: calc(1.6rem + 1.5em);
  gap: 0.75rem;
  justify-content: flex-end;
  @media ${theme.narrow} {
    min-height: 1.875rem;
    min-width: 0;
    gap: 0.3rem;
  }
`;
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
        <button type="button" className={primaryButton} onClick={() => actors.dialogs.send({ type: 'OPEN.REGISTER' })}>
          {t('register.open')}
        </button>
      </div>
    );
  }
  return <PlayerArea />;
}
