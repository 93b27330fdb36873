// A machine's lazy slots (machines/lazyFlow.machine.ts), each given the
// loader of the flow the registry (../flows/registry.ts) names for it.
import { fromPromise, type AnyActorLogic } from 'xstate';
import { lazyFlowMachine } from '../../../machines/lazyFlow.machine';
import { FLOWS, type FlowName } from '../flows/registry';
import type { Services } from '../services';
import { freshImport } from '../../platform/freshImport';
import { yieldToBrowser } from '../../platform/yieldToBrowser';

/**
 * A flow whose code (machine and effects) loads when first opened. The load
 * starts in a task of its own: asking for a chunk (Vite's preload helper
 * adds a link per chunk it imports) took 15–25 ms of a 4×-slowed phone each,
 * and the app's start (the popup, the live chat) or a tap (a dialog) would
 * otherwise pay for it in the same task (issue 31).
 */
const lazyFlow = (services: Services, name: FlowName) =>
  lazyFlowMachine.provide({
    actors: {
      loadFlow: fromPromise(async (): Promise<AnyActorLogic> => {
        await yieldToBrowser();
        const load: () => Promise<{ createFlow(services: Services): AnyActorLogic }> = FLOWS[name];
        return (await freshImport(load)).createFlow(services);
      }),
    },
  });

/** A machine's slots from its map in the registry (DIALOG_FLOWS, APP_FLOWS…), each with its flow's loader. */
export function lazySlots<Slots extends Record<string, FlowName>>(services: Services, slots: Slots) {
  const provided = {} as { [Slot in keyof Slots]: ReturnType<typeof lazyFlow> };
  for (const slot in slots) {
    const name = slots[slot];
    if (name) provided[slot] = lazyFlow(services, name);
  }
  return provided;
}
