import { fromPromise } from 'xstate';
import { popupMachine } from '../../../machines/popup.machine';
import { settledConfig } from './settledConfig';
import type { Services } from '../services';

/** The popup with its effects: the configuration once the bootstrap call has settled, and what this browser has seen. */
export const createPopupFlow = (services: Services) =>
  popupMachine.provide({
    actors: {
      checkPopup: fromPromise(async ({ system }) => ({
        popup: (await settledConfig(system))?.popup ?? null,
        seen: services.storage.read('seenPopups') ?? [],
      })),
    },
    actions: {
      rememberPopup: (_, { key }) => services.storage.write('seenPopups', [...(services.storage.read('seenPopups') ?? []), key].slice(-20)),
    },
  });
