import type { AnyActorRef } from 'xstate';
import type { BootstrapInput } from './bootstrap.machine';
import type { SessionContext } from './session.machine';

/** What machines read of the system's other long-lived actors, by the systemId app.machine.ts gives each. */
interface SystemContexts {
  session: SessionContext;
  bootstrap: BootstrapInput;
}

/**
 * Another long-lived actor's context, read when a flow starts (the dialogs
 * hand a flow the player's phone, name or the trial bonus; a page its phone),
 * or undefined when the system has no such actor (a machine run alone). The
 * one cast of these reads: XState's system is untyped by id, and the ids are
 * the ones app.machine.ts spawns with these machines
 * (tests/ui/systemActors.test.tsx holds them to the running app).
 */
export function contextOf<Id extends keyof SystemContexts>(self: AnyActorRef, id: Id): SystemContexts[Id] | undefined {
  return (self.system.get(id) as AnyActorRef | undefined)?.getSnapshot()?.context as SystemContexts[Id] | undefined;
}
