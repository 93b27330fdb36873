import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { gameLaunchMachine } from '../../../machines/gameLaunch.machine';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { GameView } from './GamePlayPage';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

const modal = css`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

/** The phone's game: a full-height modal without a close button (spec section 2 'Game play'); the game's own exit closes it. */
export function GameDialog({ flow }: { flow: ActorRefFrom<typeof gameLaunchMachine> }) {
  const t = useT();
  return (
    <Dialog title={t('game.frameTitle', { name: flow.getSnapshot().context.game.name })} state="dialogs.game" fullHeight>
      <div className={modal}>
        <GameView flow={flow} closable={false} />
      </div>
    </Dialog>
  );
}
