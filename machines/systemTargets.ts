import { createActor, fromCallback, type ActorSystem, type AnyActorRef } from 'xstate';

/**
 * The long-lived actors a machine tells something, by the systemId
 * app.machine.ts spawns each with (the session spawns the reality check's
 * slot). tests/ui/systemActors.test.tsx holds the ids to the running app.
 */
export const SYSTEM_TARGETS = ['session', 'notifications', 'dialogs', 'favourites', 'mobileNav', 'popup', 'realityCheck'] as const;
export type SystemTarget = (typeof SYSTEM_TARGETS)[number];

/**
 * Where an event for an actor the system does not hold goes: nowhere. XState
 * sends an event whose target resolves to nothing to the sender itself, so a
 * CLOSE meant for a missing actor would close the sender (the dialogs telling
 * a popup that never loaded). In the app every target is spawned before any
 * machine that tells it (app.machine.ts's order); a machine run alone (a unit
 * test) has none, and a model test that forgets a stand-in sees its event go
 * to `nowhere` instead of the id the model names.
 */
const nowhere = createActor(
  fromCallback(() => undefined),
  { id: 'nowhere' },
);
nowhere.start();

/**
 * The target of a `sendTo` that tells another long-lived actor by its system
 * id: `sendTo(inSystem('notifications'), { type: 'REFRESH' })`. XState works
 * the target out when it computes the step, so the actor must be in the
 * system by then (the app spawns them in that order; the model replay puts its
 * stand-ins there before the machine is created).
 */
export const inSystem =
  (id: SystemTarget) =>
  ({ system }: { system: ActorSystem<{ actors: Record<SystemTarget, AnyActorRef> }> }): AnyActorRef =>
    system.get(id) ?? nowhere;
