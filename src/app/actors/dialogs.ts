// The dialogs' effects: each dialog's flow in its lazy slot (the flow registry) and navigation.
import { dialogsMachine } from '../../../machines/dialogs.machine';
import { lazySlots } from './lazySlots';
import { DIALOG_FLOWS } from '../flows/registry';
import type { Services } from '../services';

export function provideDialogs(services: Services) {
  const { page } = services;
  return dialogsMachine.provide({
    actors: lazySlots(services, DIALOG_FLOWS),
    actions: {
      navigate: (_, { path }) => page.navigate(path),
    },
  });
}
