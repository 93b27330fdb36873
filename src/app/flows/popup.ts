import { fromCallback, fromPromise } from 'xstate';
import { isNewPopup, popupMachine, type HandsEvent, type PopupCheck } from '../../../machines/popup.machine';
import { firstInput } from '../../platform/firstInput';
import { watchHands } from '../../platform/hands';
import { settledConfig } from './settledConfig';
import type { Services } from '../services';

const NO_POPUP: PopupCheck = { popup: null, seen: [] };

/**
 * The popup with its effects: the configuration once the bootstrap call has
 * settled, the page has painted its own content and the player has then
 * tapped, typed or scrolled (issue 20: the popup's picture was the first visit's
 * largest paint, at 3 s on a phone, even once it waited for the page), and
 * what this browser has seen; the player's hands as the machine waits for
 * them to rest.
 */
export const createPopupFlow = (services: Services) => {
  const readCheck = async (system: unknown): Promise<PopupCheck> => ({
    popup: (await settledConfig(system))?.popup ?? null,
    seen: services.storage.read('seenPopups') ?? [],
  });
  // Watched from when this code arrives (early in the page's load), not from when the popup asks.
  const input = firstInput();
  return popupMachine.provide({
    actors: {
      checkPopup: fromPromise(async ({ system }): Promise<PopupCheck> => {
        // The machine has no error transition: whatever cannot be read (the configuration's actor gone, a
        // fault in storage) is no popup, never a rejection.
        const check = await readCheck(system).catch(() => NO_POPUP);
        // One to show waits for the page's own content and the player's first input.
        if (isNewPopup(check)) {
          await services.page.settled();
          await input;
        }
        return check;
      }),
      watchHands: fromCallback(({ sendBack }) =>
        watchHands({
          active: () => sendBack({ type: 'HANDS.ACTIVE' } satisfies HandsEvent),
          typing: () => sendBack({ type: 'HANDS.TYPING' } satisfies HandsEvent),
          leftField: () => sendBack({ type: 'HANDS.LEFT_FIELD' } satisfies HandsEvent),
        }),
      ),
    },
    actions: {
      rememberPopup: (_, { key }) => services.storage.write('seenPopups', [...(services.storage.read('seenPopups') ?? []), key].slice(-20)),
    },
  });
};
