// The dialogs' effects: each dialog's flow in its lazy slot (the flow registry), navigation, and the popup told when its dialog closes.
import { dialogsMachine } from '../../../machines/dialogs.machine';
import { actor, runningFlow, tell } from '../effects';
import { lazySlots } from './lazySlots';
import { DIALOG_FLOWS } from '../flows/registry';
import type { Services } from '../services';

export function provideDialogs(services: Services) {
  const { page } = services;
  return dialogsMachine.provide({
    actors: lazySlots(services, DIALOG_FLOWS),
    actions: {
      navigate: (_, { path }) => page.navigate(path),
      popupClosed: ({ system }) => tell(runningFlow(actor(system, 'popup')), { type: 'CLOSE' }),
    },
  });
}
