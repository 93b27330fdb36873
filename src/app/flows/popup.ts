import { fromPromise } from 'xstate';
import { popupMachine } from '../../../machines/popup.machine';
import { settledConfig } from './settledConfig';
import type { Services } from '../services';

/**
 * The popup with its effects: the configuration once the bootstrap call has
 * settled and the page has painted its own content (issue 20: the popup's
 * picture, loaded with the page's, was the first visit's largest paint and
 * delayed it), and what this browser has seen.
 */
export const createPopupFlow = (services: Services) =>
  popupMachine.provide({
    actors: {
      checkPopup: fromPromise(async ({ system }) => {
        const config = await settledConfig(system);
        await services.page.settled();
        return { popup: config?.popup ?? null, seen: services.storage.read('seenPopups') ?? [] };
      }),
    },
    actions: {
      rememberPopup: (_, { key }) => services.storage.write('seenPopups', [...(services.storage.read('seenPopups') ?? []), key].slice(-20)),
    },
  });
