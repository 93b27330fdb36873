// The site configuration's effects: the bootstrap call, and the configuration kept (storage) and its texts merged (i18n).
import { fromPromise } from 'xstate';
import { bootstrapMachine } from '../../../machines/bootstrap.machine';
import { dataOf } from '../effects';
import type { Services } from '../services';

export function provideBootstrap(services: Services) {
  const { storage } = services;
  return bootstrapMachine.provide({
    actors: { fetchBootstrap: fromPromise(() => dataOf(services, 'bootstrap')) },
    actions: {
      applyConfig: ({ context }) => {
        if (!context.stored) return;
        storage.write('bootstrap', context.stored);
        services.i18n.merge(context.stored.translationList);
      },
    },
  });
}
