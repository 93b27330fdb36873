import { fromPromise } from 'xstate';
import { gameLaunchMachine } from '../../../machines/gameLaunch.machine';
import type { LaunchResponse } from '../../../contract/schemas';
import { failureToast, refusalToast, toast } from '../effects';
import type { Services } from '../services';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

/**
 * The game launch flow with its effects: the launch call by name, the toasts,
 * and leaving (back to the lobby the game was opened from).
 */
export const createFlow = (services: Services) =>
  gameLaunchMachine.provide({
    actors: {
      // The launch system's strategy (domain/launch.ts) names the call and builds its payload at run time, so
      // the call's request type is not known here; the client still validates the payload against that call's schema.
      launchGame: fromPromise(({ input }) => services.api.call(input.call, input.payload as never) as Promise<LaunchResponse>),
    },
    actions: {
      showRefusal: refusalToast('game-launch'),
      showLaunchFailure: failureToast('game-launch'),
      announceReload: ({ system }) => toast(system, { id: 'game-reload', kind: 'info', message: { key: 'game.reloading' }, position: 'bottom-center' }),
      leave: ({ context }) => {
        // The phone's game modal just closes (the dialogs machine); the play page goes back to its lobby.
        if (context.mobile) return;
        const lobby = new URL(context.lobbyUrl, window.location.href);
        services.page.navigate(`${lobby.pathname}${lobby.search}`);
      },
    },
  });
