import { fromCallback, fromPromise } from 'xstate';
import { isNewPopup, popupMachine, type HandsEvent, type PopupCheck } from '../../../machines/popup.machine';
import { whenRouteShown } from '../../platform/contentShown';
import { watchHands } from '../../platform/hands';
import { settledConfig } from './settledConfig';
import type { Services } from '../services';

const NO_POPUP: PopupCheck = { popup: null, seen: [] };

/**
 * The popup with its effects: the configuration once the bootstrap call has
 * settled and the page has painted its own content (it then opens by itself,
 * issue 33; its picture is drawn so that it is never the page's largest
 * paint: ui/popup/PopupPicture.tsx), and what this browser has seen; the
 * player's hands as the machine waits for them to rest.
 */
export const createFlow = (services: Services) => {
  const readCheck = async (system: unknown): Promise<PopupCheck> => ({
    popup: (await settledConfig(system))?.popup ?? null,
    seen: services.storage.read('seenPopups') ?? [],
  });
  return popupMachine.provide({
    actors: {
      checkPopup: fromPromise(async ({ system }): Promise<PopupCheck> => {
        // The machine has no error transition: whatever cannot be read (the configuration's actor gone, a
        // fault in storage) is no popup, never a rejection.
        const check = await readCheck(system).catch(() => NO_POPUP);
        // One to show waits for the page's own content: the load, an idle moment, and the route's view.
        if (isNewPopup(check)) {
          await services.page.settled();
          await whenRouteShown();
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
